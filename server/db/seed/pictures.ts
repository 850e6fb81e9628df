/**
 * Original demo illustrations, drawn as compact SVG documents: one flat technical drawing per `Scene`,
 * line icons, the Maple River Controls logo and a QR-like placeholder. Everything is deterministic:
 * `seed` feeds a small string hash and PRNG (no Math.random), so the same input always gives the same SVG.
 */
import type { IconName, Picture, Scene } from './content.js';

/* ------------------------------------------------------------------ basics */

const NAVY = '#0b2a4a';
const INK = '#06182b';
const RED = '#c8352e';
const STEEL = '#2f6690';
const METAL = '#9aa5b1';
const METAL_D = '#5b6773';
const WHITE = '#ffffff';

/** 32-bit FNV-1a. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny deterministic PRNG in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Number → compact string with at most one decimal. */
function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? '0' : String(r);
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) =>
    ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : '&apos;',
  );
}

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  let out = '#';
  for (const s of [16, 8, 0]) {
    const ca = (pa >> s) & 255;
    const cb = (pb >> s) & 255;
    out += Math.round(ca + (cb - ca) * t)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}
const lighten = (c: string, t: number): string => mix(c, WHITE, t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

/* ------------------------------------------------------------------ primitives */

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
}
function ell(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
}
function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}
function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}"${extra}/>`;
}
function poly(pts: number[], fill: string, extra = ''): string {
  return path(`M${pts.map(f).join(' ')}Z`, fill, extra);
}
function text(x: number, y: number, s: string, size: number, fill: string, extra = ''): string {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" fill="${fill}"${extra}>${esc(s)}</text>`;
}
const op = (o: number): string => ` opacity="${f(o)}"`;
const MID = ' text-anchor="middle"';
const BOLD = ' font-weight="bold"';

/** Rough advance width of `s` in em for a bold sans-serif (CJK and other wide glyphs count as 1 em). */
function em(s: string): number {
  let w = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0x2e80) w += 1;
    else if (ch === ' ') w += 0.3;
    else if (/[A-Z0-9MW@%&]/.test(ch)) w += /[MW@%]/.test(ch) ? 0.9 : 0.7;
    else w += 0.58;
  }
  return Math.max(1, w);
}

/** Font size so that `s` fits in `maxW`. */
function fit(s: string, maxW: number, maxSize: number): number {
  return Math.max(6, Math.min(maxSize, maxW / em(s)));
}

/* ------------------------------------------------------------------ drawing context */

class Ctx {
  readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private n = 0;
  constructor(
    readonly W: number,
    readonly H: number,
    private readonly rand: () => number,
    readonly id: string,
    readonly label: string | undefined,
  ) {}
  r(a = 0, b = 1): number {
    return a + (b - a) * this.rand();
  }
  int(a: number, b: number): number {
    return Math.floor(this.r(a, b + 1 - 1e-9));
  }
  pick<T>(a: readonly T[]): T {
    return a[Math.floor(this.rand() * a.length)] as T;
  }
  chance(p: number): boolean {
    return this.rand() < p;
  }
  /** A linear gradient (vertical by default) or radial one; returns `url(#…)`. */
  grad(stops: [number, string, number?][], vertical = true, radial = false): string {
    const key = `${vertical}${radial}${JSON.stringify(stops)}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `${this.id}${(this.n++).toString(36)}`;
    const s = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`,
      )
      .join('');
    this.defs.push(
      radial
        ? `<radialGradient id="${id}">${s}</radialGradient>`
        : `<linearGradient id="${id}" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${s}</linearGradient>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }
  /** Cylinder shading for `color`: `upright` objects are shaded left→right, lying ones top→bottom. */
  cyl(color: string, upright: boolean): string {
    return this.grad(
      [
        [0, darken(color, 0.15)],
        [0.3, lighten(color, 0.28)],
        [0.7, color],
        [1, darken(color, 0.3)],
      ],
      !upright,
    );
  }
  /** A `<pattern>` of size w×h holding `body`; returns `url(#…)`. */
  pattern(w: number, h: number, body: string): string {
    const key = `p${w}x${h}${body}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `${this.id}${(this.n++).toString(36)}`;
    this.defs.push(
      `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse">${body}</pattern>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }
}

/** Wraps a drawing made for a 400×300 stage so it sits centred in the W×300 canvas. */
function stage(c: Ctx, body: string): string {
  const s = Math.min(1, c.W / 400);
  const tx = (c.W - 400 * s) / 2;
  const ty = (300 - 300 * s) / 2;
  return `<g transform="translate(${f(tx)} ${f(ty)})${s < 1 ? ` scale(${+s.toFixed(3)})` : ''}">${body}</g>`;
}

/** Scales `body` (drawn for a canvas `design` units wide) down around (ax, ay) when the canvas is narrower. */
function fitAt(c: Ctx, ax: number, ay: number, design: number, body: string, mirror = false): string {
  const s = Math.min(1, c.W / design);
  const k = +s.toFixed(3);
  if (mirror)
    return `<g transform="translate(${f(ax * (1 + s))} ${f(ay * (1 - s))}) scale(-${k} ${k})">${body}</g>`;
  if (s > 0.995) return body;
  return `<g transform="translate(${f(ax * (1 - s))} ${f(ay * (1 - s))}) scale(${k})">${body}</g>`;
}

/* ------------------------------------------------------------------ shared parts */

const BODY_COLOURS = ['#2f6690', '#28527a', '#1f4e79', '#3a6e8f', '#4f6478', '#34495e', '#2b5f75'];

interface ValveLook {
  body: string;
  wheel: string;
}
function valveLook(c: Ctx): ValveLook {
  const body = c.chance(0.15) ? RED : c.pick(BODY_COLOURS);
  const wheel = body === RED ? NAVY : c.pick([RED, RED, NAVY, METAL_D]);
  return { body, wheel };
}

/** A soft white light fading out from its centre. */
function glow(c: Ctx, cx: number, cy: number, r: number, strength: number): string {
  return circle(
    cx,
    cy,
    r,
    c.grad(
      [
        [0, WHITE, strength],
        [1, WHITE, 0],
      ],
      true,
      true,
    ),
  );
}

/** Light studio backdrop for product drawings, with a faint grid, halo or stripes. */
function studio(c: Ctx): string {
  const top = c.pick(['#f5f7f9', '#eef2f6', '#f3f2ef', '#eaf0f5', '#f1f4f7']);
  let out = rect(
    0,
    0,
    c.W,
    300,
    c.grad([
      [0, top],
      [1, darken(top, 0.09)],
    ]),
  );
  const v = c.int(0, 2);
  if (v === 0) {
    out += rect(0, 0, c.W, 300, c.pattern(20, 20, stroke('M20 0H0V20', NAVY, 0.6, op(0.07))));
  } else if (v === 1) {
    out += glow(c, c.W / 2, 140, 150, 0.9);
  } else {
    out += rect(0, 0, c.W, 300, c.pattern(14, 14, stroke('M0 14 14 0', NAVY, 0.8, op(0.05))));
  }
  out += rect(0, 262, c.W, 38, NAVY, 0, op(0.04));
  return out;
}

/** A product-drawing annotation: dimension line under the valve with a size/rating note. */
function dimension(c: Ctx, x0: number, x1: number, y: number): string {
  if (c.label) return '';
  const dn = c.pick(['DN50', 'DN80', 'DN100', 'DN150', 'DN200', 'DN250']);
  const pn = c.pick(['PN16', 'PN40', 'CL150', 'CL300', 'CL600']);
  return (
    stroke(`M${x0} ${y - 6}v12M${x1} ${y - 6}v12M${x0} ${y}H${x1}`, NAVY, 0.8, op(0.45)) +
    path(`M${x0} ${y}l6-3v6zM${x1} ${y}l-6-3v6z`, NAVY, op(0.45)) +
    rect((x0 + x1) / 2 - 36, y - 7, 72, 14, '#f7f9fb') +
    text((x0 + x1) / 2, y + 3.5, `${dn} ${pn}`, 9, NAVY, MID + op(0.7))
  );
}

/** Bottom-left name plate carrying the label (product and interior scenes). */
function plate(c: Ctx, dark = true): string {
  if (!c.label) return '';
  const maxW = Math.min(c.W - 24, 340);
  const size = fit(c.label, maxW - 26, 12);
  const w = Math.min(maxW, em(c.label) * size + 28);
  return (
    rect(12, 264, w, 24, dark ? NAVY : WHITE, 3, dark ? '' : op(0.92)) +
    rect(12, 264, 4, 24, RED) +
    text(24, 276 + size * 0.35, c.label, size, dark ? WHITE : NAVY, BOLD)
  );
}

/** A sign board on two posts standing at (x, groundY). */
function signBoard(c: Ctx, x: number, groundY: number, fallback: string): string {
  const s = c.label ?? fallback;
  const size = fit(s, 150, 11);
  const w = Math.min(170, em(s) * size + 20);
  return (
    rect(x + 8, groundY - 24, 3, 24, METAL_D) +
    rect(x + w - 11, groundY - 24, 3, 24, METAL_D) +
    rect(x, groundY - 46, w, 24, NAVY, 2) +
    rect(x, groundY - 25, w, 3, RED) +
    text(x + w / 2, groundY - 34 + size * 0.35, s, size, WHITE, MID + BOLD)
  );
}

/** Side-view flange with nut studs on its inner face (`dir` 1 = nuts to the right). */
function flange(x: number, cy: number, w: number, hh: number, col: string, dir: 1 | -1): string {
  let out = rect(x, cy - hh, w, hh * 2, col, 2);
  const nx = dir === 1 ? x + w : x - 6;
  for (const k of [-0.72, -0.26, 0.26, 0.72]) out += rect(nx, cy + k * hh - 3.5, 6, 7, METAL_D, 1);
  return out;
}

/** Pair of end flanges plus optional pipe stubs. */
function ends(
  c: Ctx,
  look: ValveLook,
  x0: number,
  x1: number,
  cy: number,
  hh: number,
  stubs: boolean,
): string {
  let out = '';
  if (stubs) {
    const r = hh * 0.45;
    const pc = c.cyl('#aab4bf', false);
    out += rect(x0 - 52, cy - r, 52, r * 2, pc) + ell(x0 - 52, cy, 5, r, '#7b8692');
    out += rect(x1, cy - r, 52, r * 2, pc) + ell(x1 + 52, cy, 5, r, '#c3ccd5');
    out += flange(x0 - 26, cy, 12, hh, '#8f9aa6', 1) + flange(x1 + 14, cy, 12, hh, '#8f9aa6', -1);
  }
  const fc = darken(look.body, 0.12);
  return out + flange(x0, cy, 14, hh, fc, 1) + flange(x1 - 14, cy, 14, hh, fc, -1);
}

/** Handwheel seen at three-quarter view. */
function handwheel(cx: number, cy: number, rw: number, col: string): string {
  const ry = rw * 0.26;
  const d = rw * 0.7;
  return (
    stroke(
      `M${f(cx - rw)} ${f(cy)}H${f(cx + rw)}M${f(cx - d)} ${f(cy - ry * 0.7)}L${f(cx + d)} ${f(cy + ry * 0.7)}M${f(cx + d)} ${f(cy - ry * 0.7)}L${f(cx - d)} ${f(cy + ry * 0.7)}`,
      darken(col, 0.2),
      3,
    ) +
    ell(cx, cy, rw, ry, 'none', ` stroke="${col}" stroke-width="7"`) +
    ell(cx, cy - 2, rw, ry, 'none', ` stroke="${lighten(col, 0.3)}" stroke-width="1.5"${op(0.6)}`) +
    ell(cx, cy, 9, 4, darken(col, 0.3))
  );
}

/** Globe body with bonnet and yoke (pipe centre y = 200). */
function globeBody(c: Ctx, look: ValveLook, stubs: boolean): string {
  const b = look.body;
  const bd = darken(b, 0.2);
  let out = ends(c, look, 90, 310, 200, 42, stubs);
  out += rect(104, 182, 192, 36, c.cyl(b, false));
  out += ell(200, 202, 62, 46, c.cyl(b, true));
  out += ell(182, 186, 18, 10, WHITE, op(0.15));
  out += rect(193, 246, 14, 8, bd, 1);
  out += rect(154, 150, 92, 12, bd, 2);
  for (const x of [160, 176, 218, 234]) out += rect(x, 144, 6, 6, METAL_D);
  out += poly([170, 150, 230, 150, 219, 116, 181, 116], c.cyl(b, true));
  out += rect(186, 106, 28, 10, METAL, 2);
  return out;
}

function yoke(top: number, col: string): string {
  return (
    rect(176, top, 8, 116 - top, col) + rect(216, top, 8, 116 - top, col) + rect(170, top - 8, 60, 10, col, 2)
  );
}

function stem(y0: number, y1: number): string {
  return rect(197, y0, 6, y1 - y0, METAL) + rect(199, y0, 1.5, y1 - y0, WHITE, 0, op(0.5));
}

/** Diaphragm ("mushroom") actuator centred on x = 200 whose lower casing ends at `bottom`. */
function diaphragmActuator(c: Ctx, col: string, bottom: number): string {
  const t = bottom - 58;
  let out = rect(194, t - 12, 12, 10, METAL_D, 1);
  out += path(`M112 ${t + 30}C124 ${t - 6} 276 ${t - 6} 288 ${t + 30}Z`, c.cyl(col, true));
  out += path(
    `M118 ${t + 36}C132 ${bottom + 6} 268 ${bottom + 6} 282 ${t + 36}Z`,
    c.cyl(darken(col, 0.08), true),
  );
  out += rect(106, t + 28, 188, 9, darken(col, 0.25), 3);
  let nuts = '';
  for (let x = 116; x <= 286; x += 21.2) nuts += `M${f(x)} ${t + 25}h3v15h-3z`;
  out += path(nuts, darken(col, 0.45));
  out += path(
    `M150 ${t + 8}C170 ${t - 1} 200 ${t - 2} 224 ${t}`,
    'none',
    ` stroke="${WHITE}" stroke-width="3" stroke-linecap="round"${op(0.35)}`,
  );
  return out;
}

/* ------------------------------------------------------------------ valve scenes */

/**
 * A valve between two end flanges on the studio stage, with its shadow; at random pipe stubs on
 * the flanges or, without them, a dimension line between the flange faces.
 */
function inlineValve(
  c: Ctx,
  at: {
    shadow: [y: number, rx: number, ry: number];
    ends: [x0: number, x1: number, cy: number, hh: number];
    dimensionY: number;
  },
  draw: (look: ValveLook) => string,
): string {
  const look = valveLook(c);
  const stubs = c.chance(0.4);
  const [x0, x1, cy, hh] = at.ends;
  let s = ell(200, ...at.shadow, NAVY, op(0.12)) + ends(c, look, x0, x1, cy, hh, stubs) + draw(look);
  if (!stubs) s += dimension(c, x0, x1, at.dimensionY);
  return studio(c) + stage(c, s) + plate(c);
}

function sceneGlobe(c: Ctx): string {
  const look = valveLook(c);
  const stubs = c.chance(0.4);
  let s = globeBody(c, look, stubs);
  s += yoke(66, darken(look.body, 0.25)) + stem(36, 108) + handwheel(200, 44, 56, look.wheel);
  if (c.chance(0.6)) s += path('M176 206h36v-7l16 11-16 11v-7h-36z', WHITE, op(0.8));
  if (!stubs) s += dimension(c, 90, 310, 276);
  return studio(c) + stage(c, ell(200, 262, 150, 8, NAVY, op(0.12)) + s) + plate(c);
}

function sceneGate(c: Ctx): string {
  return inlineValve(c, { shadow: [264, 150, 8], ends: [86, 314, 212, 40], dimensionY: 284 }, (look) => {
    const b = look.body;
    const bd = darken(b, 0.22);
    let s = rect(100, 194, 200, 36, c.cyl(b, false));
    s += path('M156 158H244V222Q244 258 200 258Q156 258 156 222Z', c.cyl(b, true));
    s += rect(150, 146, 100, 12, bd, 2);
    for (const x of [156, 172, 222, 238]) s += rect(x, 140, 6, 6, METAL_D);
    s += rect(166, 98, 68, 48, c.cyl(b, true), 6);
    s += rect(182, 88, 36, 10, METAL, 2);
    s += path('M170 90V40h8v50zM222 90V40h8v50zM164 32h72v10h-72z', bd);
    s += rect(195, 4, 10, 84, METAL) + stroke('M200 8V80', METAL_D, 10, ' stroke-dasharray="1.5 2.5"');
    s += handwheel(200, 30, 54, look.wheel);
    return s;
  });
}

function sceneBall(c: Ctx): string {
  return inlineValve(c, { shadow: [262, 140, 8], ends: [98, 302, 198, 40], dimensionY: 276 }, (look) => {
    const b = look.body;
    const bd = darken(b, 0.2);
    let s = rect(112, 172, 34, 52, c.cyl(bd, false), 3) + rect(254, 172, 34, 52, c.cyl(bd, false), 3);
    s += rect(146, 152, 108, 92, c.cyl(b, true), 18);
    s += circle(
      200,
      198,
      32,
      'none',
      ` stroke="${WHITE}" stroke-width="1.5" stroke-dasharray="4 3"${op(0.55)}`,
    );
    s += rect(124, 160, 152, 5, METAL, 2) + rect(124, 231, 152, 5, METAL, 2);
    s += rect(188, 122, 24, 30, c.cyl(METAL, true)) + rect(176, 116, 48, 8, METAL_D, 2);
    if (c.chance(0.75)) {
      s += stroke('M196 106L338 94', METAL_D, 10, ' stroke-linecap="round"');
      s += stroke('M292 98L338 94', look.wheel === METAL_D ? RED : look.wheel, 13, ' stroke-linecap="round"');
      s += rect(188, 100, 24, 16, METAL, 2);
    } else {
      s += rect(160, 66, 80, 50, c.cyl(NAVY, true), 5) + rect(240, 84, 14, 10, METAL);
      s += ell(262, 89, 8, 30, 'none', ` stroke="${look.wheel}" stroke-width="6"`);
      s += poly([192, 66, 208, 66, 200, 56], RED);
    }
    return s;
  });
}

function sceneButterfly(c: Ctx): string {
  const look = valveLook(c);
  const b = look.body;
  let s = ell(200, 264, 120, 7, NAVY, op(0.12));
  let lugs = '';
  for (let k = 0; k < 8; k++) {
    const a = ((k + 0.5) * Math.PI) / 4;
    lugs += circle(200 + Math.cos(a) * 78, 172 + Math.sin(a) * 78, 13, darken(b, 0.15));
    lugs += circle(200 + Math.cos(a) * 80, 172 + Math.sin(a) * 80, 4.5, '#33414f');
  }
  s += lugs;
  s += circle(200, 172, 74, c.cyl(b, true));
  s += circle(200, 172, 56, '#22313f') + circle(200, 172, 56, 'none', ` stroke="${METAL}" stroke-width="4"`);
  const open = c.r(10, 30);
  s += ell(200, 172, open, 54, c.cyl('#c5ced7', true)) + rect(197, 116, 6, 112, METAL_D);
  s += rect(188, 62, 24, 40, c.cyl(b, true)) + rect(176, 56, 48, 8, darken(b, 0.25), 2);
  s += rect(160, 16, 80, 40, c.cyl(NAVY, true), 5) + rect(240, 31, 12, 10, METAL);
  s += ell(260, 36, 8, 28, 'none', ` stroke="${look.wheel === NAVY ? RED : look.wheel}" stroke-width="6"`);
  s += poly([192, 16, 208, 16, 200, 7], RED);
  return studio(c) + stage(c, s) + plate(c);
}

function sceneCheck(c: Ctx): string {
  return inlineValve(c, { shadow: [262, 150, 8], ends: [86, 314, 204, 40], dimensionY: 280 }, (look) => {
    const b = look.body;
    const bd = darken(b, 0.22);
    let s = rect(100, 186, 200, 36, c.cyl(b, false));
    s += ell(200, 210, 78, 44, c.cyl(b, true));
    s += rect(148, 148, 104, 30, c.cyl(b, true), 8);
    s += rect(138, 136, 124, 14, bd, 3);
    for (const x of [144, 166, 188, 206, 228, 250]) s += rect(x, 130, 6, 6, METAL_D);
    s += path('M186 136v-12a14 14 0 0 1 28 0v12h-6v-12a8 8 0 0 0-16 0v12z', bd);
    s += circle(240, 166, 7, METAL) + circle(240, 166, 3, METAL_D);
    s += path('M150 204h66v-10l24 16-24 16v-10h-66z', c.chance(0.5) ? RED : WHITE, op(0.85));
    return s;
  });
}

function scenePlug(c: Ctx): string {
  return inlineValve(c, { shadow: [262, 150, 8], ends: [88, 312, 200, 40], dimensionY: 278 }, (look) => {
    const b = look.body;
    let s = rect(102, 183, 196, 34, c.cyl(b, false));
    s += path('M148 146H252L238 244Q200 256 162 244Z', c.cyl(b, true));
    s += path(
      'M170 160H230L222 232H178Z',
      'none',
      ` stroke="${WHITE}" stroke-width="1.5" stroke-dasharray="4 3"${op(0.55)}`,
    );
    s += rect(140, 134, 120, 14, darken(b, 0.22), 3);
    for (const x of [146, 168, 226, 248]) s += rect(x, 128, 6, 6, METAL_D);
    s += rect(178, 122, 44, 12, METAL_D, 2) + rect(189, 100, 22, 24, METAL, 1);
    const grip = look.wheel === METAL_D ? RED : look.wheel;
    s += stroke('M200 108L62 70', METAL_D, 11, ' stroke-linecap="round"');
    s += stroke('M104 82L62 70', grip, 14, ' stroke-linecap="round"');
    s += rect(184, 96, 32, 20, darken(METAL_D, 0.1), 3);
    return s;
  });
}

function sceneDiaphragm(c: Ctx): string {
  const look = valveLook(c);
  const b = look.body;
  const bonnet = c.pick([METAL, '#b9c2cb', b]);
  const stubs = c.chance(0.4);
  let s = ell(200, 264, 150, 8, NAVY, op(0.12));
  s += ends(c, look, 82, 318, 214, 38, stubs);
  s += rect(96, 198, 208, 32, c.cyl(b, false));
  s += path(
    'M132 200Q132 178 160 174H240Q268 178 268 200V232Q268 252 200 254Q132 252 132 232Z',
    c.cyl(b, true),
  );
  s += rect(122, 162, 156, 12, darken(b, 0.2), 2);
  s += rect(122, 158, 156, 4, '#1b1f24');
  s += rect(122, 146, 156, 12, darken(bonnet, 0.15), 2);
  for (const x of [128, 150, 244, 266]) s += rect(x, 140, 6, 40, METAL_D, 1);
  s += path('M136 146Q140 96 200 94Q260 96 264 146Z', c.cyl(bonnet, true));
  s += rect(194, 74, 12, 22, METAL);
  s += handwheel(200, 72, 44, look.wheel);
  s += rect(197, 44, 6, 24, RED, 1);
  if (!stubs) s += dimension(c, 82, 318, 282);
  return studio(c) + stage(c, s) + plate(c);
}

function sceneControlAssembly(c: Ctx): string {
  const look = valveLook(c);
  const act = c.pick([NAVY, STEEL, '#3a6e8f', RED === look.body ? NAVY : RED]);
  let s = ell(200, 262, 150, 8, NAVY, op(0.12)) + globeBody(c, look, false);
  s += rect(176, 86, 8, 30, darken(look.body, 0.25)) + rect(216, 86, 8, 30, darken(look.body, 0.25));
  s += stem(84, 108) + rect(190, 96, 20, 6, METAL_D, 1);
  s += rect(226, 90, 4, 24, WHITE) + stroke('M226 94h3M226 100h3M226 106h3M226 112h3', NAVY, 0.8);
  s += diaphragmActuator(c, act, 86);
  s += rect(236, 96, 52, 40, c.cyl('#d4dbe2', true), 4) + rect(242, 102, 28, 12, NAVY, 2);
  s +=
    circle(254, 126, 6, WHITE, ` stroke="${METAL_D}" stroke-width="2"`) +
    circle(274, 126, 6, WHITE, ` stroke="${METAL_D}" stroke-width="2"`);
  s += stroke('M282 96C304 70 300 20 206 22', '#8a7d6b', 3, ' stroke-linecap="round"');
  s += dimension(c, 90, 310, 278);
  return studio(c) + stage(c, s) + plate(c);
}

function scenePneumatic(c: Ctx): string {
  const col = c.pick([NAVY, STEEL, '#3a6e8f', RED]);
  let s = ell(200, 262, 130, 8, NAVY, op(0.12));
  if (c.chance(0.5)) {
    // spring-diaphragm actuator on its yoke and mounting flange
    s += `<g transform="translate(-40 -6) scale(1.2)">${diaphragmActuator(c, col, 100)}</g>`;
    s += rect(168, 114, 12, 118, darken(col, 0.2)) + rect(220, 114, 12, 118, darken(col, 0.2));
    s += rect(196, 114, 8, 100, METAL) + rect(186, 196, 28, 14, METAL_D, 2);
    s += rect(236, 150, 4, 50, WHITE) + stroke('M236 156h4M236 168h4M236 180h4M236 192h4', NAVY, 0.8);
    s += rect(150, 232, 100, 16, darken(col, 0.3), 3);
    s += rect(120, 248, 160, 10, METAL_D, 2);
  } else {
    // rack-and-pinion actuator with solenoid and position indicator
    s += rect(92, 118, 216, 84, c.cyl('#c3ccd5', false), 10);
    s += stroke('M100 136H300M100 184H300', '#8f9aa6', 1.5);
    s += rect(76, 112, 24, 96, c.cyl(col, true), 6) + rect(300, 112, 24, 96, c.cyl(col, true), 6);
    for (const [x, y] of [
      [82, 118],
      [82, 196],
      [312, 118],
      [312, 196],
    ] as const)
      s += circle(x + 1, y, 3, METAL_D);
    s +=
      rect(180, 88, 40, 30, METAL_D, 3) +
      ell(200, 88, 34, 10, RED) +
      ell(200, 85, 34, 10, lighten(RED, 0.15));
    s += path('M200 78v14', 'none', ` stroke="${WHITE}" stroke-width="4"`);
    s += rect(128, 142, 56, 36, NAVY, 3) + rect(136, 128, 26, 16, darken(NAVY, 0.3), 2);
    s += circle(196, 160, 5, METAL_D) + circle(232, 160, 5, METAL_D);
    s += rect(176, 202, 48, 36, METAL_D, 2) + rect(150, 238, 100, 12, darken(METAL_D, 0.2), 2);
  }
  return studio(c) + stage(c, s) + plate(c);
}

function sceneElectric(c: Ctx): string {
  const col = c.pick([NAVY, STEEL, '#3a6e8f', '#4f6478', RED]);
  let s = ell(200, 262, 140, 8, NAVY, op(0.12));
  s += rect(62, 112, 72, 92, c.cyl('#b9c2cb', false), 10);
  s += stroke('M74 116v84M86 116v84M98 116v84M110 116v84M122 116v84', '#8a95a1', 2);
  s += rect(128, 84, 148, 144, c.cyl(col, true), 14);
  s +=
    rect(158, 56, 90, 30, darken(col, 0.15), 6) +
    rect(176, 50, 14, 8, METAL_D) +
    rect(214, 50, 14, 8, METAL_D);
  s += circle(220, 146, 30, darken(col, 0.3)) + circle(220, 146, 24, '#dfe8ee');
  s += text(220, 151, `${c.int(10, 99)}%`, 14, NAVY, MID + BOLD);
  s += circle(156, 204, 9, darken(col, 0.35)) + rect(152, 196, 8, 16, RED, 2);
  s += circle(184, 204, 9, darken(col, 0.35)) + rect(180, 202, 8, 4, WHITE, 1);
  s += rect(276, 134, 14, 20, METAL);
  s += ell(298, 144, 8, 38, 'none', ` stroke="${col === RED ? NAVY : RED}" stroke-width="7"`);
  s += rect(160, 228, 84, 16, METAL_D, 2) + rect(140, 244, 124, 10, darken(METAL_D, 0.2), 2);
  return studio(c) + stage(c, s) + plate(c);
}

function scenePositioner(c: Ctx): string {
  const col = c.pick([NAVY, STEEL, '#4f6478', '#34495e']);
  let s = ell(200, 262, 130, 8, NAVY, op(0.12));
  s += stroke('M126 210L62 236', METAL_D, 6, ' stroke-linecap="round"') + circle(62, 236, 6, METAL);
  s += rect(280, 96, 26, 124, c.cyl('#c3ccd5', true), 3);
  for (const y of [124, 188]) {
    s += rect(306, y - 4, 8, 8, METAL_D);
    s += circle(330, y, 18, darken(NAVY, 0.1)) + circle(330, y, 14, WHITE);
    s += stroke(`M330 ${y}l${f(c.r(-9, 9))} -8`, RED, 2, ' stroke-linecap="round"');
  }
  s += rect(116, 58, 166, 188, c.cyl(col, true), 14);
  s += rect(130, 72, 138, 160, lighten(col, 0.12), 8);
  s +=
    rect(146, 90, 106, 54, '#dfe8ee', 4) +
    rect(146, 90, 106, 54, 'none', 4, ` stroke="${darken(col, 0.4)}" stroke-width="3"`);
  s += text(199, 126, `${c.int(10, 99)}.${c.int(0, 9)} %`, 22, NAVY, MID + BOLD);
  s += rect(154, 134, 90 * c.r(0.2, 0.95), 4, RED);
  for (const x of [162, 199, 236])
    s += circle(x, 172, 10, darken(col, 0.35)) + circle(x, 170, 7, lighten(col, 0.35));
  s += rect(176, 202, 46, 14, WHITE, 2, op(0.85)) + text(199, 212, 'MRC', 9, NAVY, MID + BOLD);
  s += rect(148, 246, 16, 10, METAL_D, 1) + rect(176, 246, 16, 10, METAL_D, 1);
  return studio(c) + stage(c, s) + plate(c);
}

/* ------------------------------------------------------------------ outdoor scenes */

interface Mood {
  s0: string;
  s1: string;
  far: string;
  mid: string;
  near: string;
  ground: string;
  lit: string;
}
const MOODS: Mood[] = [
  {
    s0: '#bcd3e6',
    s1: '#f2f6f9',
    far: '#b0c3d4',
    mid: '#587592',
    near: '#1d3a59',
    ground: '#d3dae1',
    lit: '#e9f1f7',
  },
  {
    s0: '#97b3cf',
    s1: '#f4ddc9',
    far: '#a2b3c6',
    mid: '#4a6785',
    near: '#14314f',
    ground: '#c7cfd7',
    lit: '#f7e6d2',
  },
  {
    s0: '#0b2a4a',
    s1: '#4d7399',
    far: '#2f5070',
    mid: '#1b3a5a',
    near: '#081f38',
    ground: '#132c46',
    lit: '#bcd3e6',
  },
  {
    s0: '#d4dce3',
    s1: '#f1f3f5',
    far: '#c2ccd5',
    mid: '#66798c',
    near: '#27394c',
    ground: '#d9dee3',
    lit: '#f4f6f8',
  },
];

/** Sky, distant hills and ground; returns the mood for the structures. */
function outdoor(c: Ctx, groundY = 240, hills = true): { svg: string; m: Mood } {
  const m = c.pick(MOODS);
  let s = rect(
    0,
    0,
    c.W,
    300,
    c.grad([
      [0, m.s0],
      [0.8, m.s1],
    ]),
  );
  if (m === MOODS[2]) s += circle(c.W * c.r(0.15, 0.85), 46, 12, '#e8eef4', op(0.85));
  else s += glow(c, c.W * c.r(0.1, 0.9), 150, 120, 0.7);
  if (hills) {
    let d = `M0 ${groundY}`;
    const step = 40;
    for (let x = 0; x <= c.W + step; x += step) d += `L${f(x)} ${f(groundY - 26 - c.r(0, 34))}`;
    s += path(`${d}V${groundY}Z`, m.far, op(0.7));
  }
  s += rect(0, groundY, c.W, 300 - groundY, m.ground);
  return { svg: s, m };
}

/** Random low far-off silhouettes filling the width behind the main structures. */
function farSkyline(c: Ctx, m: Mood, groundY: number): string {
  let d = '';
  for (let x = c.r(-20, 0); x < c.W; x += c.r(26, 60)) {
    const w = c.r(18, 44);
    const h = c.r(14, 46);
    d += `M${f(x)} ${groundY}v${f(-h)}h${f(w)}v${f(h)}z`;
    if (c.chance(0.3)) d += `M${f(x + w * 0.3)} ${f(groundY - h)}v${f(-c.r(14, 40))}h4v40z`;
  }
  return path(d, mix(m.far, m.mid, 0.45));
}

/**
 * An outdoor plant: sky, hills and far skyline, the structures `draw` makes around the middle
 * (`design` wide, mirrored at random), what stands in front of them, and a sign board.
 */
function plantScene(
  c: Ctx,
  at: { ground: number; design: number; signY: number; sign: string },
  draw: (m: Mood, x: number, G: number) => { body: string; front?: string },
): string {
  const G = at.ground;
  const { svg, m } = outdoor(c, G);
  const x = c.W / 2;
  const bg = svg + farSkyline(c, m, G);
  const { body, front = '' } = draw(m, x, G);
  return bg + fitAt(c, x, G, at.design, body, c.chance(0.5)) + front + signBoard(c, 16, at.signY, at.sign);
}

function stack(x: number, groundY: number, w: number, h: number, col: string, bands = true): string {
  let s = path(
    `M${f(x)} ${groundY}L${f(x + w * 0.12)} ${f(groundY - h)}h${f(w * 0.76)}L${f(x + w)} ${groundY}z`,
    col,
  );
  if (bands)
    s +=
      rect(x + w * 0.11, groundY - h + 6, w * 0.78, 6, RED) +
      rect(x + w * 0.1, groundY - h + 18, w * 0.8, 6, RED);
  return s;
}

function smoke(x: number, y: number, k: number, col: string): string {
  return path(
    `M${f(x)} ${f(y)}c${f(-8 * k)} ${f(-4 * k)} ${f(-4 * k)} ${f(-16 * k)} ${f(6 * k)} ${f(-14 * k)}c${f(4 * k)} ${f(-10 * k)} ${f(20 * k)} ${f(-10 * k)} ${f(22 * k)} ${f(-2 * k)}c${f(12 * k)} ${f(-2 * k)} ${f(16 * k)} ${f(10 * k)} ${f(6 * k)} ${f(14 * k)}z`,
    col,
    op(0.75),
  );
}

function column(x: number, groundY: number, w: number, h: number, col: string, lineCol: string): string {
  let s = rect(x, groundY - h, w, h, col, w / 2);
  let d = '';
  for (let y = groundY - h + 18; y < groundY - 10; y += 24) d += `M${f(x - 5)} ${f(y)}h${f(w + 10)}`;
  s += stroke(d, lineCol, 2);
  return s + stroke(`M${f(x + w + 3)} ${f(groundY - h + 14)}V${groundY}`, lineCol, 1.5);
}

function tank(x: number, groundY: number, w: number, h: number, col: string, lineCol: string): string {
  return (
    rect(x, groundY - h, w, h, col) +
    path(
      `M${f(x - 2)} ${f(groundY - h)}Q${f(x + w / 2)} ${f(groundY - h - w * 0.16)} ${f(x + w + 2)} ${f(groundY - h)}z`,
      col,
    ) +
    stroke(
      `M${f(x + 4)} ${groundY}L${f(x + w - 6)} ${f(groundY - h)}M${f(x)} ${f(groundY - h * 0.5)}h${f(w)}`,
      lineCol,
      1.5,
    )
  );
}

function sphereTank(cx: number, groundY: number, r: number, col: string, lineCol: string): string {
  const cy = groundY - r - 16;
  return (
    stroke(
      `M${f(cx - r * 0.7)} ${groundY}V${f(cy)}M${f(cx + r * 0.7)} ${groundY}V${f(cy)}M${f(cx - r * 0.2)} ${groundY}V${f(cy)}M${f(cx + r * 0.2)} ${groundY}V${f(cy)}`,
      col,
      3,
    ) +
    circle(cx, cy, r, col) +
    stroke(`M${f(cx - r)} ${f(cy)}h${f(2 * r)}`, lineCol, 1.5) +
    ell(cx - r * 0.35, cy - r * 0.4, r * 0.25, r * 0.15, WHITE, op(0.25))
  );
}

function pipeRack(x0: number, x1: number, y: number, col: string, n = 3, groundY = 300): string {
  let d = '';
  for (let x = x0; x <= x1; x += 40) d += `M${f(x)} ${f(y - 4)}V${f(groundY)}`;
  let p = '';
  for (let i = 0; i < n; i++) p += `M${f(x0)} ${f(y + i * 7)}H${f(x1)}`;
  return stroke(d, col, 3) + stroke(`M${f(x0)} ${f(y - 4)}H${f(x1)}`, col, 4) + stroke(p, col, 4.5);
}

function windows(c: Ctx, x: number, y: number, w: number, h: number, col: string): string {
  return rect(x, y, w, h, c.pattern(12, 10, rect(2, 2, 7, 5, col)));
}

function tree(x: number, groundY: number, k: number, col: string): string {
  return (
    rect(x - 1.5 * k, groundY - 12 * k, 3 * k, 12 * k, darken(col, 0.3)) +
    circle(x, groundY - 18 * k, 10 * k, col) +
    circle(x + 5 * k, groundY - 13 * k, 7 * k, col)
  );
}

function pylon(x: number, groundY: number, h: number, col: string): string {
  const t = groundY - h;
  return stroke(
    `M${f(x - 12)} ${groundY}L${f(x - 3)} ${f(t)}H${f(x + 3)}L${f(x + 12)} ${groundY}M${f(x - 9)} ${f(groundY - h * 0.3)}L${f(x + 6)} ${f(groundY - h * 0.6)}M${f(x + 9)} ${f(groundY - h * 0.3)}L${f(x - 6)} ${f(groundY - h * 0.6)}M${f(x - 18)} ${f(t + 12)}h36M${f(x - 14)} ${f(t + 26)}h28`,
    col,
    1.8,
  );
}

function scenePowerPlant(c: Ctx): string {
  return plantScene(c, { ground: 240, design: 620, signY: 276, sign: 'POWER STATION' }, (m, x, G) => {
    let s = '';
    const towers: [number, number, number][] = [
      [-170, 92, 122],
      [-78, 80, 104],
      [-250, 70, 90],
    ];
    for (const [dx, w, h] of towers.slice(0, c.int(1, 3))) {
      const cx = x + dx;
      s += smoke(cx - 20, G - h, 1.6, m.lit);
      s += path(
        `M${f(cx - w / 2)} ${G}Q${f(cx - w * 0.26)} ${f(G - h * 0.55)} ${f(cx - w * 0.32)} ${f(G - h)}H${f(cx + w * 0.32)}Q${f(cx + w * 0.26)} ${f(G - h * 0.55)} ${f(cx + w / 2)} ${G}z`,
        m.mid,
      );
      s += path(
        `M${f(cx - w * 0.32)} ${f(G - h)}h${f(w * 0.64)}`,
        'none',
        ` stroke="${darken(m.mid, 0.25)}" stroke-width="3"`,
      );
    }
    s +=
      rect(x - 20, G - 108, 130, 108, darken(m.mid, 0.1)) + rect(x + 30, G - 140, 56, 32, darken(m.mid, 0.1));
    s += windows(c, x - 12, G - 96, 114, 60, m.lit);
    s += stack(x + 120, G, 22, 200, m.mid) + smoke(x + 126, G - 204, 0.9, m.lit);
    s += pylon(x + 175, G, 110, m.near) + pylon(x - 250, G, 100, m.near) + pylon(x + 320, G, 96, m.near);
    s += stroke(
      `M${f(x - 268)} ${G - 88}Q${f(x - 40)} ${G - 52} ${f(x + 157)} ${G - 98}Q${f(x + 250)} ${G - 70} ${f(x + 302)} ${G - 84}`,
      m.near,
      0.8,
    );
    return { body: s, front: rect(0, G + 20, c.W, 3, m.near, 0, op(0.3)) };
  });
}

function sceneRefinery(c: Ctx): string {
  return plantScene(c, { ground: 236, design: 600, signY: 282, sign: 'REFINERY' }, (m, x, G) => {
    const lc = mix(m.mid, WHITE, 0.3);
    let s = tank(x - 260, G, 70, 44, m.mid, lc) + tank(x - 186, G, 56, 36, m.mid, lc);
    s +=
      column(x - 110, G, 22, 170, m.mid, lc) +
      column(x - 78, G, 28, 132, m.mid, lc) +
      column(x - 40, G, 18, 150, m.mid, lc);
    s += rect(x - 120, G - 60, 100, 6, darken(m.mid, 0.2));
    s += sphereTank(x + 30, G, 26, m.mid, lc) + sphereTank(x + 96, G, 30, m.mid, lc);
    s +=
      rect(x + 150, G - 190, 6, 190, m.mid) +
      stroke(`M${f(x + 140)} ${G}L${f(x + 153)} ${G - 120}L${f(x + 166)} ${G}`, m.mid, 2);
    s += path(`M${f(x + 153)} ${G - 192}c-10-10-6-22 2-34c0 10 8 12 6 22c6-4 6-10 4-14c8 10 6 22-4 26z`, RED);
    s += path(`M${f(x + 153)} ${G - 194}c-4-6-2-12 2-18c2 8 6 10 2 18z`, lighten(RED, 0.5));
    return { body: s, front: pipeRack(-10, c.W + 10, G + 6, m.near, 3) };
  });
}

function sceneChemical(c: Ctx): string {
  return plantScene(c, { ground: 238, design: 620, signY: 282, sign: 'CHEMICAL PLANT' }, (m, x, G) => {
    const lc = mix(m.mid, WHITE, 0.3);
    let s = stroke(
      `M${f(x - 30)} ${G}V${G - 150}M${f(x + 110)} ${G}V${G - 150}M${f(x - 30)} ${G - 50}H${f(x + 110)}M${f(x - 30)} ${G - 100}H${f(x + 110)}M${f(x - 30)} ${G - 150}H${f(x + 110)}M${f(x + 40)} ${G}V${G - 150}`,
      m.mid,
      4,
    );
    s += stroke(
      `M${f(x - 30)} ${G - 50}L${f(x + 40)} ${G - 100}M${f(x + 40)} ${G - 50}L${f(x + 110)} ${G - 100}`,
      m.mid,
      1.5,
    );
    for (const [dx, w, h, y] of [
      [-150, 40, 110, 0],
      [-96, 34, 88, 0],
      [-10, 28, 70, 50],
      [60, 30, 60, 100],
    ] as const) {
      s += rect(x + dx, G - y - h, w, h, darken(m.mid, 0.12), w / 2.4);
      s +=
        rect(x + dx + w / 2 - 5, G - y - h - 12, 10, 14, m.mid) +
        stroke(`M${f(x + dx - 3)} ${f(G - y - h * 0.4)}h${f(w + 6)}`, lc, 1.5);
    }
    s +=
      rect(x + 140, G - 44, 90, 30, m.mid, 15) +
      stroke(`M${f(x + 156)} ${G}v-14M${f(x + 214)} ${G}v-14`, m.mid, 6);
    s += stroke(
      `M${f(x - 130)} ${G - 110}V${G - 130}H${f(x - 79)}V${G - 88}M${f(x - 79)} ${G - 60}H${f(x + 4)}V${G - 120}M${f(x + 75)} ${G - 160}V${G - 176}H${f(x + 185)}V${G - 44}`,
      lc,
      3,
    );
    s += stack(x + 250, G, 16, 170, m.mid) + smoke(x + 252, G - 176, 0.8, m.lit);
    return { body: s, front: pipeRack(-10, c.W + 10, G + 10, m.near, 2) };
  });
}

function scenePipeline(c: Ctx): string {
  const G = 200;
  const { svg, m } = outdoor(c, G);
  const x = c.W / 2;
  let s = svg;
  let d = `M-10 ${G}`;
  for (let px = 0; px <= c.W + 60; px += 60)
    d += `Q${f(px + 30)} ${f(G - 20 - c.r(0, 40))} ${f(px + 60)} ${G}`;
  s += path(`${d}V300H-10z`, mix(m.ground, m.mid, 0.25));
  s += stroke(
    `M-10 ${G + 8}Q${f(c.W * 0.3)} ${G - 12} ${f(c.W * 0.6)} ${G + 4}T${f(c.W + 10)} ${G}`,
    m.mid,
    3,
  );
  s += rect(0, 228, c.W, 72, m.ground);
  let sup = '';
  for (let px = 20; px < c.W; px += 70) sup += `M${f(px)} 268V246M${f(px - 12)} 246h24`;
  s += stroke(sup, m.near, 4);
  s += rect(-5, 224, c.W + 10, 22, c.cyl('#a9b4bf', false));
  s += stroke(
    `M${f(x - 110)} 256V170M${f(x + 110)} 256V170M${f(x - 110)} 180H${f(x + 110)}M${f(x - 110)} 214H${f(x + 110)}`,
    m.mid,
    1.5,
    op(0.6),
  );
  s += rect(x - 160, 170, 44, 54, m.mid) + path(`M${f(x - 166)} 172l28-14 28 14z`, darken(m.mid, 0.2));
  const wheel = c.pick([RED, RED, NAVY]);
  s += rect(x - 30, 212, 12, 46, darken(STEEL, 0.2), 2) + rect(x + 18, 212, 12, 46, darken(STEEL, 0.2), 2);
  s += path(`M${f(x - 18)} 222H${f(x + 18)}V250Q${f(x)} 262 ${f(x - 18)} 250z`, c.cyl(STEEL, true));
  s += rect(x - 14, 180, 28, 42, c.cyl(STEEL, true), 4) + rect(x - 3, 150, 6, 30, METAL);
  s += handwheel(x, 156, 36, wheel);
  return s + signBoard(c, 16, 290, 'PIPELINE STATION');
}

function sceneWater(c: Ctx): string {
  const G = 206;
  const { svg, m } = outdoor(c, G);
  const x = c.W / 2;
  const water = c.pick(['#5b8fb9', '#4f86a8', '#6b9cc2']);
  const bg = svg + farSkyline(c, m, G);
  let s =
    rect(x + 60, G - 70, 120, 70, m.mid) +
    windows(c, x + 70, G - 60, 100, 28, m.lit) +
    rect(x + 104, G - 24, 22, 24, darken(m.mid, 0.3));
  s +=
    rect(x - 160, G - 90, 44, 90, m.mid, 4) +
    path(`M${f(x - 166)} ${G - 88}Q${f(x - 138)} ${G - 120} ${f(x - 110)} ${G - 88}z`, m.mid);
  for (const [dx, dy, r] of [
    [-150, 236, 96],
    [60, 250, 110],
    [250, 232, 80],
  ] as const) {
    const cx = x + dx;
    s += ell(cx, dy + 4, r + 4, r * 0.22 + 4, darken(m.ground, 0.25));
    s += ell(cx, dy, r, r * 0.22, mix(METAL, WHITE, 0.3));
    s += ell(cx, dy + 1, r - 7, r * 0.22 - 5, water);
    s += ell(cx, dy + 1, (r - 7) * 0.55, r * 0.12, WHITE, op(0.12));
    s +=
      stroke(`M${f(cx)} ${f(dy)}L${f(cx + r * 0.9)} ${f(dy - r * 0.1)}`, NAVY, 3) +
      rect(cx - 6, dy - 10, 12, 12, NAVY);
  }
  s +=
    tree(x - 60, G + 2, 1.2, mix(m.mid, '#4f7a5c', 0.6)) +
    tree(x - 36, G + 2, 0.9, mix(m.mid, '#4f7a5c', 0.6));
  return bg + fitAt(c, x, G, 600, s, c.chance(0.5)) + signBoard(c, 16, 292, 'WATER TREATMENT');
}

function scenePulp(c: Ctx): string {
  return plantScene(c, { ground: 232, design: 620, signY: 290, sign: 'PAPER MILL' }, (m, x, G) => {
    const lc = mix(m.mid, WHITE, 0.3);
    let s =
      rect(x - 170, G - 160, 36, 160, m.mid, 4) +
      poly([x - 174, G - 158, x - 152, G - 186, x - 130, G - 158], m.mid);
    s += stroke(`M${f(x - 170)} ${G - 120}h36M${f(x - 170)} ${G - 70}h36`, lc, 2);
    s +=
      stroke(`M${f(x - 250)} ${G}L${f(x - 152)} ${G - 150}`, darken(m.mid, 0.15), 6) +
      stroke(`M${f(x - 250)} ${G}L${f(x - 152)} ${G - 150}`, lc, 1, ' stroke-dasharray="3 5"');
    s += path(`M${f(x - 300)} ${G}Q${f(x - 250)} ${G - 56} ${f(x - 200)} ${G}z`, mix('#9c8463', m.mid, 0.3));
    let saw = `M${f(x - 110)} ${G}V${G - 70}`;
    for (let i = 0; i < 6; i++) saw += `l22-22v22`;
    s += path(`${saw}l32 0V${G}z`, m.mid) + windows(c, x - 100, G - 58, 160, 30, m.lit);
    s += rect(x + 60, G - 110, 70, 110, darken(m.mid, 0.1)) + stack(x + 140, G, 18, 180, m.mid, false);
    s += smoke(x + 140, G - 186, 1.3, m.lit) + smoke(x + 88, G - 120, 0.9, m.lit);
    let logs = '';
    for (let row = 0; row < 3; row++)
      for (let i = 0; i < 5 - row; i++)
        logs +=
          circle(x + 178 + i * 14 + row * 7, G + 32 - row * 12, 6.5, '#9c8463') +
          circle(x + 178 + i * 14 + row * 7, G + 32 - row * 12, 3, '#c9b08a');
    s += logs;
    return { body: s };
  });
}

function sceneMining(c: Ctx): string {
  const G = 236;
  const { svg, m } = outdoor(c, G, false);
  const x = c.W / 2;
  let s = svg;
  let d = `M-10 ${G}`;
  for (let px = -10; px < c.W + 80; px += c.r(70, 130))
    d += `L${f(px + 40)} ${f(G - c.r(60, 140))}L${f(px + 80)} ${f(G - c.r(20, 50))}`;
  s += path(`${d}L${f(c.W + 10)} ${G}z`, m.far);
  const bg = s;
  s =
    path(`M${f(x - 230)} ${G}L${f(x - 200)} ${G - 40}L${f(x - 150)} ${G}z`, '#8a939d') +
    path(`M${f(x - 170)} ${G}L${f(x - 130)} ${G - 28}L${f(x - 90)} ${G}z`, '#7d8793');
  s += stroke(
    `M${f(x - 70)} ${G}L${f(x - 50)} ${G - 150}L${f(x - 30)} ${G}M${f(x - 50)} ${G - 150}L${f(x + 10)} ${G}M${f(x - 64)} ${G - 50}H${f(x - 36)}M${f(x - 58)} ${G - 100}H${f(x - 42)}`,
    m.mid,
    4,
  );
  s +=
    circle(x - 50, G - 150, 14, 'none', ` stroke="${m.near}" stroke-width="3"`) +
    circle(x - 50, G - 150, 3, m.near);
  s += rect(x - 76, G - 60, 52, 60, m.mid);
  s +=
    stroke(`M${f(x - 20)} ${G}L${f(x + 80)} ${G - 110}`, darken(m.mid, 0.15), 7) +
    stroke(`M${f(x - 20)} ${G}L${f(x + 80)} ${G - 110}`, m.lit, 1.2, ' stroke-dasharray="2 6"');
  s +=
    rect(x + 70, G - 130, 80, 130, m.mid) +
    rect(x + 150, G - 80, 60, 80, darken(m.mid, 0.1)) +
    windows(c, x + 78, G - 120, 64, 50, m.lit);
  s += stack(x + 130, G - 128, 12, 50, m.mid, false);
  const tx = x + 230;
  s +=
    path(`M${f(tx)} ${G - 12}v-26h40l10-14h40l6 40z`, RED) + rect(tx + 2, G - 48, 34, 12, darken(RED, 0.25));
  s +=
    circle(tx + 18, G - 6, 11, INK) +
    circle(tx + 78, G - 6, 11, INK) +
    circle(tx + 18, G - 6, 4, METAL) +
    circle(tx + 78, G - 6, 4, METAL);
  return bg + fitAt(c, x, G, 700, s, c.chance(0.5)) + signBoard(c, 16, 286, 'MINE SITE');
}

function sceneLng(c: Ctx): string {
  const G = 226;
  const { svg, m } = outdoor(c, G);
  const x = c.W / 2;
  const lc = mix(m.mid, WHITE, 0.3);
  const sea = c.pick(['#3f6f96', '#355f85', '#4a7ba2']);
  let s = svg + farSkyline(c, m, G);
  s +=
    rect(0, 240, c.W, 60, sea) +
    rect(0, 240, c.W, 60, c.pattern(40, 12, stroke('M4 6h14', WHITE, 1, op(0.25))));
  const bg = s;
  s = path(`M${f(x - 900)} ${G}H${f(x + 10)}L${f(x + 30)} 240H${f(x - 900)}z`, m.ground);
  for (const [dx, w, h] of [
    [-230, 110, 64],
    [-104, 110, 64],
  ] as const) {
    s +=
      rect(x + dx, G - h, w, h, mix(m.mid, WHITE, 0.55)) +
      path(
        `M${f(x + dx)} ${G - h}Q${f(x + dx + w / 2)} ${G - h - 20} ${f(x + dx + w)} ${G - h}z`,
        mix(m.mid, WHITE, 0.45),
      );
    s += stroke(`M${f(x + dx)} ${G - h * 0.5}h${f(w)}`, m.mid, 1, op(0.5));
  }
  s += rect(x + 10, 236, 600, 6, m.near);
  s += stroke(
    `M${f(x + 50)} 236V200L${f(x + 70)} 188L${f(x + 86)} 206M${f(x + 90)} 236V204L${f(x + 108)} 192L${f(x + 122)} 208`,
    m.near,
    3,
  );
  const sx = x + 80;
  s +=
    path(`M${f(sx)} 246H${f(sx + 260)}l-14 26H${f(sx + 12)}z`, RED) +
    path(`M${f(sx - 6)} 232H${f(sx + 266)}l-6 14H${f(sx)}z`, NAVY);
  for (let i = 0; i < 4; i++)
    s += path(`M${f(sx + 40 + i * 50)} 232a22 22 0 0 1 44 0z`, mix(m.lit, WHITE, 0.4), ` stroke="${lc}"`);
  s += rect(sx + 236, 206, 26, 26, WHITE) + rect(sx + 240, 212, 18, 4, NAVY);
  return bg + fitAt(c, x, 240, 730, s) + signBoard(c, 16, 282, 'LNG TERMINAL');
}

function sceneOffice(c: Ctx): string {
  const G = 250;
  const { svg, m } = outdoor(c, G, false);
  const x = c.W / 2;
  const glass = c.pick(['#7fa6c8', '#8fb1cc', '#6d95b8']);
  const bg = svg + farSkyline(c, m, G) + rect(0, G, c.W, 50, mix(m.ground, '#7f9f7f', 0.35));
  let s = rect(x - 150, 46, 190, G - 46, NAVY);
  s += rect(
    x - 142,
    76,
    174,
    G - 100,
    c.pattern(29, 22, rect(0, 0, 27, 20, glass) + path('M0 20L27 0V8L10 20z', WHITE, op(0.18))),
  );
  s +=
    rect(x + 40, 120, 140, G - 120, darken(m.mid, 0.05)) +
    rect(x + 50, 132, 120, 90, c.pattern(20, 18, rect(0, 0, 17, 14, glass)));
  const name = c.label ?? 'MAPLE RIVER CONTROLS';
  s += text(x - 55, 66, name, fit(name, 170, 13), WHITE, MID + BOLD);
  s += rect(x - 90, G - 26, 70, 26, darken(NAVY, 0.3)) + rect(x - 100, G - 32, 90, 6, RED);
  for (const [dx, col] of [
    [210, RED],
    [224, STEEL],
    [238, NAVY],
  ] as const)
    s += rect(x + dx, G - 80, 2, 80, METAL_D) + rect(x + dx + 2, G - 78, 16, 10, col);
  s += path(`M${f(x - 100)} 300L${f(x - 76)} ${G}h42L${f(x - 10)} 300z`, '#d9dee3');
  s +=
    tree(x - 190, G, 1.6, '#4f7a5c') +
    tree(x + 200, G + 4, 1.3, '#5a8466') +
    tree(x - 230, G + 6, 1.1, '#5a8466');
  return bg + fitAt(c, x, G, 540, s);
}

function sceneFieldService(c: Ctx): string {
  const G = 236;
  const { svg, m } = outdoor(c, G);
  const x = c.W / 2;
  let s = svg + farSkyline(c, m, G);
  s += pipeRack(-10, c.W + 10, 120, mix(m.mid, m.far, 0.3), 3, G);
  const vx = x + Math.min(170, c.W / 2 - 112);
  s +=
    path(`M${f(vx)} ${G}v-36h60l16 16h30v20z`, WHITE) +
    rect(vx, G - 22, 106, 5, RED) +
    circle(vx + 20, G, 9, INK) +
    circle(vx + 84, G, 9, INK);
  s += rect(vx + 64, G - 34, 14, 12, darken(STEEL, 0.2));
  s += rect(-5, 200, c.W + 10, 20, c.cyl('#a9b4bf', false));
  const look = valveLook(c);
  const bx = x - 60;
  s +=
    rect(bx - 44, 190, 10, 40, darken(look.body, 0.2), 2) +
    rect(bx + 34, 190, 10, 40, darken(look.body, 0.2), 2);
  s += ell(bx, 212, 36, 26, c.cyl(look.body, true)) + rect(bx - 26, 170, 52, 8, darken(look.body, 0.3), 2);
  s +=
    rect(bx - 16, 146, 32, 24, c.cyl(look.body, true), 3) +
    rect(bx - 3, 104, 6, 42, METAL) +
    handwheel(bx, 110, 40, look.wheel);
  s += person(x + 36, 272, 1.15, NAVY, c.pick([WHITE, RED]), true);
  s += rect(x + 2, 196, 20, 14, '#1d2b3a', 2) + rect(x + 4, 198, 16, 10, '#9cc3e0');
  s +=
    rect(x + 64, 256, 34, 18, RED, 2) +
    rect(x + 74, 250, 14, 6, 'none', 2, ` stroke="${darken(RED, 0.3)}" stroke-width="2"`);
  return s + signBoard(c, 16, 290, 'FIELD SERVICE');
}

/** A simple figure standing on (x, baseY); `vest` adds reflective stripes. */
function person(x: number, baseY: number, k: number, col: string, hat?: string, vest = false): string {
  const T = (dx: number, dy: number): string => `${f(x + dx * k)} ${f(baseY + dy * k)}`;
  let s = path(
    `M${T(-13, 0)}V${f(baseY - 40 * k)}h${f(11 * k)}V${f(baseY)}zM${T(2, 0)}V${f(baseY - 40 * k)}h${f(11 * k)}V${f(baseY)}z`,
    darken(col, 0.25),
  );
  s += rect(x - 16 * k, baseY - 80 * k, 32 * k, 44 * k, col, 8 * k);
  s +=
    rect(x - 23 * k, baseY - 76 * k, 8 * k, 36 * k, col, 4 * k) +
    rect(x + 15 * k, baseY - 76 * k, 8 * k, 36 * k, col, 4 * k);
  if (vest)
    s +=
      rect(x - 16 * k, baseY - 60 * k, 32 * k, 4 * k, '#d7e3ec') +
      rect(x - 16 * k, baseY - 50 * k, 32 * k, 4 * k, '#d7e3ec');
  s += circle(x, baseY - 92 * k, 10 * k, '#e0b99a');
  if (hat)
    s += path(
      `M${T(-12, -94)}a12 12 0 0 1 ${f(24 * k)} 0h${f(3 * k)}v${f(3 * k)}h${f(-30 * k)}v${f(-3 * k)}z`,
      hat,
    );
  else s += path(`M${T(-10, -94)}a10 10 0 0 1 ${f(20 * k)} 0c-6-4-14-4-20 0z`, '#3b3028');
  return s;
}

/** Head and shoulders of a seated figure (its table drawn afterwards hides the rest). */
function bust(x: number, y: number, k: number, col: string, hair: string, back = false): string {
  return (
    path(
      `M${f(x - 18 * k)} ${f(y + 40 * k)}v${f(-18 * k)}q0-12 ${f(14 * k)}-12h${f(8 * k)}q${f(14 * k)} 0 ${f(14 * k)} 12v${f(18 * k)}z`,
      col,
    ) +
    circle(x, y, 10 * k, back ? hair : '#e0b99a') +
    (back ? '' : path(`M${f(x - 10 * k)} ${f(y - 1 * k)}a10 10 0 0 1 ${f(20 * k)} 0c-6-4-14-4-20 0z`, hair))
  );
}

/* ------------------------------------------------------------------ interiors */

/** Wall and floor with perspective floor lines; returns wall colour and horizon. */
function room(c: Ctx, hz = 214, wallOpts?: readonly string[]): { svg: string; wall: string } {
  const wall = c.pick(wallOpts ?? ['#e7ecf1', '#eceeee', '#e3e9ef', '#efece7']);
  const floor = c.pick(['#b9c2cb', '#aeb8c2', '#c3c8cc', '#9fadba']);
  let s = rect(
    0,
    0,
    c.W,
    hz,
    c.grad([
      [0, lighten(wall, 0.3)],
      [1, wall],
    ]),
  );
  s += rect(
    0,
    hz,
    c.W,
    300 - hz,
    c.grad([
      [0, darken(floor, 0.08)],
      [1, floor],
    ]),
  );
  let d = '';
  const cx = c.W / 2;
  for (let k = -8; k <= 8; k++) d += `M${f(cx + k * 30)} ${hz}L${f(cx + k * 110)} 300`;
  s += stroke(d, WHITE, 1, op(0.25)) + rect(0, hz - 6, c.W, 6, darken(wall, 0.15));
  return { svg: s, wall };
}

/** A small gate valve drawn upright, ~80 wide and ~90 tall, base at (x, baseY). */
function miniValve(x: number, baseY: number, k: number, body: string, wheel: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(baseY)}) scale(${+k.toFixed(2)})">` +
    rect(-40, -34, 8, 30, darken(body, 0.2), 2) +
    rect(32, -34, 8, 30, darken(body, 0.2), 2) +
    rect(-32, -26, 64, 14, body) +
    path('M-16-40H16V-12Q16 0 0 0Q-16 0-16-12Z', body) +
    rect(-20, -46, 40, 6, darken(body, 0.3), 1) +
    rect(-11, -66, 22, 20, body, 3) +
    rect(-2, -84, 4, 18, METAL) +
    ell(0, -84, 24, 6, 'none', ` stroke="${wheel}" stroke-width="4"`) +
    '</g>'
  );
}

function sceneFactory(c: Ctx): string {
  const { svg, wall } = room(c, 206, ['#dde3e9', '#e3e6e8', '#d8e0e7']);
  const x = c.W / 2;
  let bg =
    svg +
    rect(
      0,
      40,
      c.W,
      70,
      c.pattern(46, 70, rect(4, 0, 38, 66, '#cfe0ee') + stroke('M23 0v66M4 33h38', WHITE, 2)),
    );
  let truss = 'M0 10';
  for (let px = 0; px < c.W + 40; px += 40) truss += `L${px + 20} 30L${px + 40} 10`;
  bg +=
    stroke(`${truss}M0 10H${c.W}M0 30H${c.W}`, darken(wall, 0.45), 2) +
    rect(0, 118, c.W, 8, darken(wall, 0.5));
  bg += stroke(`M0 238H${c.W}`, '#d9b43c', 2, ' stroke-dasharray="14 8"' + op(0.7));
  const cr = x + c.r(-120, 60);
  let s =
    rect(cr - 8, 114, 70, 14, RED) +
    rect(cr + 18, 128, 16, 10, NAVY) +
    stroke(`M${f(cr + 26)} 138v32`, INK, 1.5);
  s += path(`M${f(cr + 26)} 170a6 6 0 1 1-6 6`, 'none', ` stroke="${INK}" stroke-width="2"`);
  s +=
    rect(x - 220, 140, 120, 76, '#cfd6dd', 4) +
    rect(x - 212, 150, 70, 44, '#1d3a59', 3) +
    rect(x - 136, 150, 28, 30, NAVY, 2);
  s += rect(x - 208, 154, 62, 36, '#7fa6c8', 2, op(0.5)) + rect(x - 220, 200, 120, 16, STEEL);
  s +=
    rect(x + 90, 164, 150, 52, '#cfd6dd', 4) +
    rect(x + 100, 150, 40, 14, NAVY) +
    rect(x + 180, 150, 50, 14, NAVY) +
    rect(x + 100, 200, 140, 16, STEEL);
  const look = valveLook(c);
  for (const dx of [-96, 0, 96])
    s += rect(x + dx - 42, 262, 84, 10, '#a5876a') + miniValve(x + dx, 262, 0.85, look.body, look.wheel);
  if (c.chance(0.5)) s += person(x + 170, 262, 0.9, c.pick([NAVY, STEEL]), c.pick([WHITE, RED]), true);
  return bg + fitAt(c, x, 206, 470, s, c.chance(0.5)) + plate(c);
}

function sceneWorkshop(c: Ctx): string {
  const { svg } = room(c);
  const x = c.W / 2;
  let s = rect(x - 190, 36, 210, 110, c.pattern(10, 10, circle(5, 5, 1.2, '#8a7a62')));
  s += rect(x - 190, 36, 210, 110, '#cdb893', 2, op(0.35));
  s += stroke(
    `M${f(x - 170)} 56l20 40M${f(x - 140)} 52l16 50M${f(x - 110)} 54v50M${f(x - 90)} 54v42`,
    NAVY,
    5,
    ' stroke-linecap="round"',
  );
  s +=
    circle(x - 170, 56, 7, 'none', ` stroke="${NAVY}" stroke-width="4"`) +
    circle(x - 140, 52, 6, 'none', ` stroke="${NAVY}" stroke-width="4"`);
  s += rect(x - 118, 50, 16, 10, RED, 2) + rect(x - 96, 50, 12, 14, RED, 2);
  s += path(`M${f(x - 60)} 60h40v8h-16v40h-8v-40h-16z`, NAVY);
  s += rect(x + 60, 40, 130, 6, METAL_D) + rect(x + 60, 90, 130, 6, METAL_D);
  for (let i = 0; i < 5; i++)
    s += rect(x + 64 + i * 25, 64, 21, 26, c.pick([STEEL, RED, '#7fa6c8', NAVY]), 2);
  s += rect(x + 64, 16, 120, 24, '#cfd6dd');
  s +=
    stroke(`M${f(x - 20)} 0v24`, INK, 1.5) +
    path(`M${f(x - 36)} 36l16-12 16 12z`, NAVY) +
    path(`M${f(x - 36)} 36h32l30 130h-92z`, '#fff7df', op(0.3));
  const look = valveLook(c);
  if (c.chance(0.5)) s += person(x + 70, 178, 0.9, c.pick([NAVY, STEEL]), c.pick([WHITE, RED]));
  s +=
    rect(x - 220, 176, 440, 12, '#7a8896') +
    rect(x - 210, 188, 10, 80, METAL_D) +
    rect(x + 200, 188, 10, 80, METAL_D);
  s +=
    rect(x + 120, 194, 70, 70, RED, 3) +
    stroke(`M${f(x + 120)} 216h70M${f(x + 120)} 240h70`, darken(RED, 0.3), 2) +
    stroke(`M${f(x + 146)} 206h18M${f(x + 146)} 228h18M${f(x + 146)} 252h18`, WHITE, 2);
  s += miniValve(x - 100, 176, 0.8, look.body, look.wheel).replace(/<ellipse[^>]*>/, '');
  s +=
    ell(x - 20, 172, 20, 5, 'none', ` stroke="${look.wheel}" stroke-width="3.5"`) +
    ell(x + 24, 173, 11, 3, 'none', ` stroke="${INK}" stroke-width="2"`);
  s += rect(x + 44, 168, 26, 8, darken(look.body, 0.2), 2);
  s += rect(x - 210, 160, 36, 16, METAL_D, 2) + rect(x - 204, 150, 24, 10, NAVY);
  return svg + fitAt(c, x, 214, 460, s, c.chance(0.5)) + plate(c);
}

function sceneTestBench(c: Ctx): string {
  const { svg } = room(c, 214);
  const x = c.W / 2;
  const bg = svg + rect(0, 214, c.W, 86, c.pattern(20, 20, stroke('M0 20 20 0', RED, 5, op(0.12))));
  const fx = x - 110;
  let s =
    rect(fx - 90, 40, 16, 200, NAVY) +
    rect(fx + 74, 40, 16, 200, NAVY) +
    rect(fx - 100, 28, 200, 20, NAVY, 3);
  s += rect(fx - 20, 48, 40, 40, c.cyl(METAL, true), 4) + rect(fx - 5, 88, 10, 30, METAL_D);
  s += rect(fx - 60, 118, 120, 10, METAL_D) + rect(fx - 100, 234, 200, 14, darken(NAVY, 0.2), 2);
  const look = valveLook(c);
  s += rect(fx - 74, 150, 14, 84, STEEL) + rect(fx + 60, 150, 14, 84, STEEL);
  s += miniValve(fx, 226, 1.1, look.body, look.wheel);
  s += stroke(`M${f(fx - 74)} 200C${f(fx - 120)} 200 ${f(fx - 110)} 250 ${f(x + 40)} 250`, INK, 4);
  s += stroke(`M${f(fx + 74)} 170C${f(fx + 120)} 170 ${f(x + 20)} 150 ${f(x + 60)} 180`, INK, 4);
  s += rect(x + 50, 150, 180, 90, '#cfd6dd', 4) + rect(x + 50, 150, 180, 12, NAVY, 4);
  s += rect(x + 70, 70, 120, 74, '#1d2b3a', 4) + rect(x + 76, 76, 108, 62, '#0f2238');
  let d = `M${f(x + 80)} 130`;
  for (let i = 1; i <= 10; i++) d += `L${f(x + 80 + i * 10)} ${f(130 - Math.min(48, i * i * c.r(0.4, 0.8)))}`;
  s += stroke(d, RED, 2) + stroke(`M${f(x + 80)} 104h100M${f(x + 80)} 88h100`, WHITE, 0.5, op(0.3));
  for (const gx of [x + 84, x + 124, x + 164, x + 204]) {
    s +=
      circle(gx, 196, 14, darken(NAVY, 0.1)) +
      circle(gx, 196, 11, WHITE) +
      stroke(`M${f(gx)} 196l${f(c.r(-8, 8))} -7`, RED, 2);
  }
  s += rect(x + 60, 222, 40, 10, RED, 2) + rect(x + 110, 222, 16, 10, '#3a8a5c', 2);
  return bg + fitAt(c, x, 214, 480, s, c.chance(0.5)) + plate(c);
}

function sceneLab(c: Ctx): string {
  const { svg, wall } = room(c, 220);
  const x = c.W / 2;
  const bg =
    svg +
    rect(
      0,
      120,
      c.W,
      40,
      c.pattern(16, 16, rect(0.5, 0.5, 15, 15, 'none', 0, ` stroke="${darken(wall, 0.12)}"`)),
    );
  let s = rect(x - 230, 30, 100, 190, '#cfd6dd', 4) + rect(x - 222, 50, 84, 90, '#c9dbea', 2);
  s +=
    rect(x - 232, 24, 104, 24, NAVY, 4) +
    rect(x - 222, 146, 84, 8, METAL_D) +
    rect(x - 222, 160, 84, 56, '#b9c2cb');
  s += flask(x - 190, 140, 0.8, STEEL) + rect(x - 168, 112, 10, 28, WHITE, 2, ` stroke="${METAL_D}"`);
  s += rect(x - 110, 40, 330, 5, METAL_D) + rect(x - 110, 80, 330, 5, METAL_D);
  const bottles: Record<string, string> = {};
  let caps = '';
  for (let i = 0; i < 9; i++) {
    const bx = x - 100 + i * 36 + c.r(0, 8);
    const h = Math.round(c.r(16, 32));
    const col = c.pick(['#bcd3e6', '#d6dde3', '#e3c2b8', '#9fb7cc']);
    bottles[col] = `${bottles[col] ?? ''}M${f(bx)} 40v-${h}h14v${h}z`;
    caps += `M${f(bx + 3)} ${40 - h}v-5h8v5z`;
  }
  for (const [col, d] of Object.entries(bottles)) s += path(d, col);
  s += path(caps, METAL_D);
  let jars = '';
  for (let i = 0; i < 7; i++) jars += `M${f(x - 96 + i * 44)} 80v-22h12v22z`;
  s += path(jars, STEEL);
  if (c.chance(0.6)) s += person(x + 140, 160, 0.95, '#f4f6f8', undefined);
  s += rect(x - 120, 150, 350, 12, '#4f6478') + rect(x - 116, 162, 342, 58, '#d6dde3');
  s += stroke(`M${f(x - 30)} 162v58M${f(x + 56)} 162v58M${f(x + 142)} 162v58`, '#aab4bf', 2);
  s += stroke(
    `M${f(x - 40)} 190v8M${f(x - 20)} 190v8M${f(x + 46)} 190v8M${f(x + 66)} 190v8M${f(x + 132)} 190v8M${f(x + 152)} 190v8`,
    METAL_D,
    3,
  );
  s += flask(x - 80, 150, 1, RED) + flask(x - 44, 150, 0.8, STEEL) + flask(x + 120, 150, 0.9, '#7fa6c8');
  s +=
    rect(x - 10, 96, 80, 50, '#1d2b3a', 4) +
    rect(x - 4, 102, 68, 38, '#0f2238') +
    rect(x + 24, 146, 12, 4, METAL_D);
  let d = `M${f(x - 2)} 134`;
  for (let i = 1; i <= 16; i++)
    d += `L${f(x - 2 + i * 4)} ${f(134 - (i % 5 === 2 ? c.r(14, 28) : c.r(0, 6)))}`;
  s += stroke(d, '#7fd1c7', 1.5);
  s += path(`M${f(x + 86)} 150h30v-6h-8l-6-26 8-6-4-6-14 10 8 28h-14z`, NAVY);
  return bg + fitAt(c, x, 220, 480, s, c.chance(0.5)) + plate(c);
}

function flask(x: number, baseY: number, k: number, liquid: string): string {
  const P = (dx: number, dy: number): string => `${f(x + dx * k)} ${f(baseY + dy * k)}`;
  return (
    path(
      `M${P(-4, -40)}V${f(baseY - 26 * k)}L${P(-16, -2)}Q${P(-17, 0)} ${P(-14, 0)}H${f(x + 14 * k)}Q${P(17, 0)} ${P(16, -2)}L${P(4, -26)}V${f(baseY - 40 * k)}z`,
      WHITE,
      op(0.85) + ` stroke="${METAL_D}"`,
    ) +
    path(
      `M${P(-10, -12)}H${f(x + 10 * k)}L${P(15, -2)}Q${P(16, 0)} ${P(13, 0)}H${f(x - 13 * k)}Q${P(-16, 0)} ${P(-15, -2)}z`,
      liquid,
    )
  );
}

function sceneTraining(c: Ctx): string {
  const { svg } = room(c, 200);
  const x = c.W / 2;
  const sx = x - 60;
  const bg = svg + rect(c.W - 60, 40, 46, 90, '#cfe0ee', 2, ` stroke="${WHITE}" stroke-width="4"`);
  let s =
    rect(sx - 100, 20, 200, 120, WHITE, 2, ` stroke="${METAL_D}" stroke-width="2"`) +
    rect(sx - 104, 14, 208, 8, METAL_D, 3);
  s += `<g transform="translate(${f(sx - 58)} 36) scale(0.3)">${stroke('M0 170H90M190 170H280', NAVY, 10)}${flange(80, 170, 14, 40, NAVY, 1)}${flange(186, 170, 14, 40, NAVY, -1)}${ell(140, 174, 56, 42, 'none', ` stroke="${NAVY}" stroke-width="8"`)}${stroke('M100 190h40v-30h40M112 116h56l-8-32h-40zM140 84V20M104 20h72', NAVY, 8)}${path('M40 140h40v-14l26 20-26 20v-14h-40z', RED)}</g>`;
  s += stroke(`M${f(sx + 40)} 50h40M${f(sx + 40)} 66h30M${f(sx + 40)} 82h44M${f(sx + 40)} 98h24`, METAL_D, 3);
  s += text(sx - 88, 132, c.label ?? 'VALVE BASICS', 9, NAVY, BOLD);
  s +=
    person(x + 110, 222, 0.9, c.pick([NAVY, STEEL]), undefined) +
    stroke(`M${f(x + 92)} 150L${f(sx + 60)} 110`, INK, 2);
  const cols = ['#2b2b2b', '#5a4632', '#8a96a3', '#3b3028'];
  for (const [y, k, n] of [
    [214, 1, 6],
    [248, 1.25, 5],
  ] as const) {
    const step = 360 / n;
    for (let i = 0; i < n; i++)
      s += bust(
        x - 180 + step / 2 + i * step + c.r(-6, 6),
        y,
        k,
        c.pick([STEEL, NAVY, METAL_D, '#4f6478']),
        c.pick(cols),
        true,
      );
    s += rect(x - 200, y + 28 * k, 400, 30, '#7a8896', 2);
  }
  return bg + fitAt(c, x, 200, 420, s) + plate(c);
}

function sceneMeeting(c: Ctx): string {
  const { svg } = room(c, 206);
  const x = c.W / 2;
  const wx = x + 60;
  let s =
    rect(wx, 20, 170, 130, '#bcd3e6') +
    path(`M${f(wx)} 150v-30h20v-20h16v26h24v-40h14v54h30v-24h22v34h44v20z`, '#7d9cb9');
  s +=
    rect(wx, 20, 170, 130, 'none', 0, ` stroke="${WHITE}" stroke-width="6"`) +
    stroke(`M${f(wx + 57)} 20v130M${f(wx + 113)} 20v130`, WHITE, 4);
  s += rect(x - 210, 30, 150, 90, '#1d2b3a', 4) + rect(x - 204, 36, 138, 78, WHITE);
  for (let i = 0; i < 6; i++) {
    const h = c.r(14, 60);
    s += rect(x - 194 + i * 22, 106 - h, 14, h, i === 3 ? RED : STEEL);
  }
  s += stroke(`M${f(x - 198)} 106h124`, NAVY, 1.5);
  const cols = ['#2b2b2b', '#5a4632', '#8a96a3', '#3b3028'];
  for (let i = 0; i < 4; i++)
    s += bust(x - 120 + i * 80, 150, 0.95, c.pick([NAVY, STEEL, '#4f6478', '#7a8896']), c.pick(cols));
  s +=
    path(`M${f(x - 200)} 196L${f(x - 160)} 176H${f(x + 160)}L${f(x + 200)} 196z`, '#8c6e55') +
    rect(x - 200, 196, 400, 8, '#6e5643');
  for (let i = 0; i < 4; i++) s += path(`M${f(x - 134 + i * 80)} 184l4-10h22l4 10z`, '#c3ccd5');
  for (let i = 0; i < 3; i++)
    s += bust(x - 80 + i * 80, 226, 1.3, c.pick([NAVY, STEEL, '#4f6478']), c.pick(cols), true);
  s += rect(x + 200, 180, 22, 26, '#7a8896', 2) + circle(x + 211, 166, 18, '#4f7a5c');
  return svg + fitAt(c, x, 206, 480, s, c.chance(0.5)) + plate(c);
}

function sceneWarehouse(c: Ctx): string {
  const { svg } = room(c, 228, ['#dfe4e9', '#e4e6e8']);
  const x = c.W / 2;
  let bg = svg + stroke(`M0 268H${c.W}`, '#d9b43c', 3, op(0.7));
  let sky = '';
  for (let px = 20; px < c.W; px += 80) sky += `M${px} 0h40v8h-40z`;
  bg += path(sky, WHITE, op(0.8));
  const look = valveLook(c);
  const boxes: Record<string, string> = {};
  let uprights = '';
  let beams = '';
  let tags = '';
  for (let bay = -2; bay <= 1; bay++) {
    const bx = x + bay * 120 - 10;
    uprights += `M${f(bx)} 30h6v198h-6zM${f(bx + 114)} 30h6v198h-6z`;
    for (const y of [70, 130, 190]) {
      beams += `M${f(bx)} ${y}h120v6h-120z`;
      for (let i = 0; i < 3; i++) {
        if (c.chance(0.2)) continue;
        const h = Math.round(c.r(24, 34));
        const col = c.pick(['#c9b08a', '#b99c72', '#d2bc95']);
        boxes[col] = `${boxes[col] ?? ''}M${f(bx + 8 + i * 36)} ${y}v-${h}h32v${h}z`;
        if (c.chance(0.4)) tags += `M${f(bx + 14 + i * 36)} ${y - h + 6}h20v6h-20z`;
      }
    }
  }
  let s = path(uprights, NAVY) + path(beams, RED);
  for (const [col, d] of Object.entries(boxes)) s += path(d, col);
  s += path(tags, WHITE, op(0.7));
  const fx = x + c.r(-120, 60);
  s +=
    rect(fx, 214, 70, 34, RED, 4) + rect(fx + 8, 186, 30, 30, 'none', 2, ` stroke="${INK}" stroke-width="3"`);
  s +=
    rect(fx + 70, 150, 6, 98, INK) +
    rect(fx + 76, 240, 40, 5, INK) +
    rect(fx + 78, 206, 34, 34, '#c9b08a', 1);
  s += miniValve(fx + 95, 206, 0.35, look.body, look.wheel);
  s +=
    circle(fx + 16, 250, 10, INK) +
    circle(fx + 56, 250, 10, INK) +
    circle(fx + 16, 250, 4, METAL) +
    circle(fx + 56, 250, 4, METAL);
  return bg + fitAt(c, x, 228, 500, s, c.chance(0.5)) + plate(c);
}

function sceneExhibition(c: Ctx): string {
  const x = c.W / 2;
  let s = rect(
    0,
    0,
    c.W,
    300,
    c.grad([
      [0, '#0b1f35'],
      [1, '#1d3a59'],
    ]),
  );
  s += stroke(`M0 16H${c.W}M0 26H${c.W}`, '#3a5573', 2);
  const bg = s;
  s = '';
  for (const dx of [-140, -20, 100]) {
    s +=
      rect(x + dx - 5, 26, 10, 8, METAL) +
      path(
        `M${f(x + dx - 3)} 34L${f(x + dx - 40)} 250H${f(x + dx + 40)}L${f(x + dx + 3)} 34z`,
        WHITE,
        op(0.06),
      );
  }
  s += path(`M${f(x - 230)} 300L${f(x - 200)} 226H${f(x + 200)}L${f(x + 230)} 300z`, '#2f6690');
  s += rect(x - 200, 60, 400, 166, '#f4f6f8') + rect(x - 200, 44, 400, 36, NAVY);
  const name = c.label ?? 'MAPLE RIVER CONTROLS';
  s +=
    `<g transform="translate(${f(x - 190)} 47) scale(0.3)">${leafPath(RED)}</g>` +
    text(x + 12, 68, name, fit(name, 330, 16), WHITE, MID + BOLD);
  s += rect(x - 200, 80, 400, 4, RED);
  const look = valveLook(c);
  s +=
    rect(
      x - 184,
      96,
      150,
      112,
      c.grad([
        [0, '#dfe8ee'],
        [1, '#c5d3df'],
      ]),
    ) + miniValve(x - 109, 196, 1.1, look.body, look.wheel);
  s +=
    rect(x + 20, 100, 130, 76, '#1d2b3a', 4) +
    rect(x + 26, 106, 118, 64, '#2f6690') +
    path(`M${f(x + 26)} 170l40-30 30 18 48-40v52z`, '#7fa6c8');
  s += rect(x + 60, 176, 10, 40, METAL_D);
  s +=
    rect(x + 70, 226, 120, 50, NAVY, 3) +
    rect(x + 70, 240, 120, 6, RED) +
    rect(x + 64, 220, 132, 8, '#dfe4e9', 2);
  s += rect(x - 180, 240, 50, 40, '#dfe4e9') + miniValve(x - 155, 240, 0.55, look.body, look.wheel);
  s += rect(x - 120, 246, 36, 30, '#dfe4e9') + text(x - 102, 265, 'NEW', 8, NAVY, MID + BOLD);
  return bg + fitAt(c, x, 226, 480, s);
}

function sceneCertificate(c: Ctx): string {
  const desk = c.pick(['#dfe4e9', '#1d3a59', '#c9cfd6', '#e7e2da']);
  const bg = rect(0, 0, c.W, 300, desk);
  let s = '';
  const paper = c.pick(['#fbfaf6', '#ffffff', '#f8f6ef']);
  const x = c.W / 2;
  s += rect(x - 166, 30, 340, 246, NAVY, 2, op(0.15)) + rect(x - 170, 24, 340, 246, paper, 2);
  s +=
    rect(x - 160, 34, 320, 226, 'none', 0, ` stroke="${NAVY}" stroke-width="3"`) +
    rect(x - 154, 40, 308, 214, 'none', 0, ` stroke="${RED}" stroke-width="1"`);
  for (const [px, py, sx, sy] of [
    [-154, 40, 1, 1],
    [154, 40, -1, 1],
    [-154, 254, 1, -1],
    [154, 254, -1, -1],
  ] as const) {
    s += stroke(
      `M${f(x + px)} ${py + sy * 22}q${sx * 22} 0 ${sx * 22} ${-sy * 22}M${f(x + px)} ${py + sy * 14}q${sx * 14} 0 ${sx * 14} ${-sy * 14}`,
      NAVY,
      1,
      op(0.5),
    );
  }
  s += text(x, 76, 'CERTIFICATE', 24, NAVY, MID + BOLD + ' letter-spacing="3"');
  s += text(x, 94, 'MAPLE RIVER CONTROLS', 9, METAL_D, MID + ' letter-spacing="2"');
  const name = c.label ?? c.pick(['ISO 9001', 'API 6D', 'CE PED', 'SIL 3']);
  s += text(x, 130, name, fit(name, 260, 20), RED, MID + BOLD);
  let d = '';
  for (const [y, w] of [
    [152, 220],
    [166, 180],
    [180, 200],
  ] as const)
    d += `M${f(x - w / 2)} ${y}h${w}`;
  s += stroke(d, '#b8c0c8', 4, ' stroke-linecap="round"');
  s +=
    stroke(`M${f(x - 130)} 232c8-14 14-14 12 0s10-12 16-8 4 10 14 0 8-4 14 2`, NAVY, 1.5) +
    stroke(`M${f(x - 136)} 240h96`, METAL_D, 1);
  s += text(x - 88, 252, `No. ${c.int(1000, 9999)}-${c.int(10, 99)}`, 8, METAL_D, MID);
  const sealCol = c.pick([RED, RED, NAVY]);
  const sx = x + 100;
  const sy = 216;
  s += path(
    `M${f(sx - 14)} ${sy + 10}l-8 42 12-8 8 12 6-40zM${f(sx + 14)} ${sy + 10}l8 42-12-8-8 12-6-40z`,
    darken(sealCol, 0.15),
  );
  let star = '';
  for (let i = 0; i < 48; i++) {
    const a = (i * Math.PI) / 24;
    const r = i % 2 ? 26 : 31;
    star += `${i ? 'L' : 'M'}${f(sx + Math.cos(a) * r)} ${f(sy + Math.sin(a) * r)}`;
  }
  s +=
    path(`${star}Z`, sealCol) +
    circle(sx, sy, 21, 'none', ` stroke="${WHITE}" stroke-width="1.5"`) +
    `<g transform="translate(${f(sx - 13)} ${sy - 14}) scale(0.26)">${leafPath(WHITE)}</g>`;
  return bg + fitAt(c, x, 150, 370, s);
}

function sceneCustomerLogo(c: Ctx): string {
  const col = c.pick([
    '#0b2a4a',
    '#1d7874',
    '#2f6690',
    '#2e6b3f',
    '#3d4451',
    '#7a2630',
    '#b45f24',
    '#1f4e79',
  ]);
  const col2 = c.pick(['#8a96a3', RED, lighten(col, 0.45), '#d9a441']);
  const name = (c.label ?? 'CUSTOMER').toUpperCase();
  const x = c.W / 2;
  let s = rect(0, 0, c.W, 300, c.pick(['#ffffff', '#f7f9fb', '#f4f6f8']));
  const size = fit(name, Math.min(c.W - 140, 300), 38);
  const tw = em(name) * size;
  const mx = x - tw / 2 - 40;
  const my = 150;
  const v = c.int(0, 6);
  if (v === 0) {
    let d = '';
    for (let i = 0; i < 6; i++)
      d += `${i ? 'L' : 'M'}${f(mx + Math.cos((i * Math.PI) / 3 + Math.PI / 6) * 28)} ${f(my + Math.sin((i * Math.PI) / 3 + Math.PI / 6) * 28)}`;
    s += path(`${d}Z`, col) + circle(mx, my, 10, col2);
  } else if (v === 1)
    s +=
      rect(mx - 26, my - 26, 14, 52, col, 3) +
      rect(mx - 7, my - 14, 14, 40, col2, 3) +
      rect(mx + 12, my - 2, 14, 28, col, 3);
  else if (v === 2)
    s +=
      circle(mx, my, 28, col) +
      stroke(`M${f(mx - 20)} ${my + 4}q10-12 20 0t20 0`, WHITE, 4, ' stroke-linecap="round"');
  else if (v === 3)
    s +=
      stroke(
        `M${f(mx - 24)} ${my - 22}l20 22-20 22M${f(mx)} ${my - 22}l20 22-20 22`,
        col,
        9,
        ' stroke-linejoin="round"',
      ) + circle(mx + 26, my, 5, col2);
  else if (v === 4)
    s +=
      path(`M${f(mx)} ${my - 30}c12 18 22 28 22 40a22 22 0 0 1-44 0c0-12 10-22 22-40z`, col) +
      circle(mx + 6, my + 10, 7, WHITE, op(0.5));
  else if (v === 5) s += circle(mx - 8, my, 20, col, op(0.9)) + circle(mx + 10, my, 20, col2, op(0.85));
  else
    s +=
      poly([mx, my - 30, mx + 28, my, mx, my + 30, mx - 28, my], col) +
      poly([mx, my - 14, mx + 14, my, mx, my + 14, mx - 14, my], WHITE);
  s += text(mx + 40, my + size * 0.36, name, size, col, BOLD + ' letter-spacing="1"');
  s += rect(mx + 42, my + size * 0.36 + 10, Math.min(tw, 120), 3, col2);
  return s;
}

/* ------------------------------------------------------------------ world map */

/** Very coarse land outlines [lon, lat, lon, lat, …] for a dotted map. */
const LAND: number[][] = [
  [
    -165, 68, -156, 71, -140, 70, -128, 70, -115, 68, -95, 72, -82, 73, -75, 67, -63, 60, -56, 52, -66, 45,
    -70, 42, -76, 37, -81, 31, -80, 25, -83, 29, -90, 29, -97, 26, -97, 21, -92, 18, -87, 21, -88, 16, -83,
    10, -79, 8, -83, 8, -92, 14, -105, 20, -110, 24, -114, 31, -117, 33, -121, 36, -124, 41, -124, 47, -130,
    54, -138, 59, -148, 60, -155, 58, -163, 55, -158, 59, -166, 61,
  ],
  [-73, 78, -60, 82, -30, 83, -20, 80, -20, 72, -24, 70, -42, 60, -50, 62, -54, 67, -58, 75],
  [-80, 73, -68, 70, -62, 66, -66, 62, -74, 64, -80, 68],
  [-120, 76, -100, 79, -85, 82, -70, 82, -80, 76, -95, 74, -110, 72, -120, 74],
  [
    -80, 9, -75, 11, -62, 11, -52, 5, -50, 0, -44, -2, -35, -5, -35, -9, -39, -15, -41, -22, -48, -26, -53,
    -33, -58, -38, -63, -41, -65, -46, -68, -50, -68, -55, -73, -53, -75, -46, -73, -37, -71, -30, -70, -18,
    -76, -14, -81, -6, -80, -1, -78, 2, -77, 7,
  ],
  [
    -9, 43, -9, 37, -6, 36, -2, 37, 0, 39, 3, 42, 3, 43.5, 7, 43.5, 10, 44, 12, 42, 16, 38, 18, 40, 13, 45,
    15, 45, 19, 42, 20, 39, 23, 36.5, 24, 38, 23, 40, 26, 41, 29, 41, 36, 36, 35, 33, 34, 31, 35, 28, 39, 21,
    43, 13, 45, 13, 52, 16, 57, 19, 59, 22, 56, 25, 56, 26.5, 52, 24, 50, 26, 48, 29.5, 50, 30, 56, 27, 62,
    25, 67, 25, 73, 21, 77, 8, 80, 10, 80, 15, 87, 21, 92, 22, 94, 17, 98, 16, 98, 8, 100, 4, 103, 1.5, 104,
    1.5, 103, 6, 101, 12.5, 105, 9, 109, 12, 108, 16, 106, 20, 110, 21, 117, 23, 121, 28, 122, 31, 119, 35,
    122, 37, 118, 38, 121, 40, 125, 40, 129, 35, 129, 38, 128, 40, 130, 43, 135, 44, 141, 52, 137, 54, 141,
    59, 150, 59, 156, 57, 163, 60, 163, 62, 178, 64, 180, 65, 180, 69, 170, 70, 160, 70, 150, 72, 140, 72,
    130, 71, 113, 74, 105, 77, 95, 76, 80, 73, 68, 69, 60, 70, 55, 68, 45, 68, 41, 67, 32, 70, 22, 71, 15, 69,
    10, 64, 5, 62, 5, 58, 8, 58, 11, 59, 12, 56, 15, 56, 18, 60, 17, 62, 23, 66, 25, 65, 21, 61, 23, 60, 30,
    60, 24, 57, 21, 56, 20, 54, 14, 54, 9, 55, 8, 54, 4, 52, 2, 51, -2, 48, -4, 48, -1, 46, -2, 43.5,
  ],
  [
    -17, 21, -16, 28, -10, 30, -6, 36, 0, 36, 10, 37, 11, 33, 20, 31, 30, 31, 32, 31, 34, 28, 38, 18, 43, 12,
    51, 12, 51, 10, 48, 4, 40, -4, 40, -10, 35, -20, 35, -24, 32, -28, 28, -33, 20, -35, 18, -32, 12, -18, 13,
    -12, 9, -1, 9, 4, 5, 4, -2, 5, -8, 4, -13, 8, -17, 14,
  ],
  [44, -25, 47, -25, 50, -15, 49, -12, 44, -16],
  [-5, 50, 1, 51, 2, 53, -1, 55, -2, 57, -3, 58.5, -6, 58, -5, 55, -3, 54, -5, 52],
  [-10, 52, -6, 52, -6, 55, -8, 55, -10, 54],
  [-24, 64, -14, 64, -14, 66, -22, 66.5],
  [
    130, 31, 132, 34, 136, 34, 140, 35, 141, 38, 142, 41, 141, 42, 145, 44, 142, 46, 140, 43, 140, 40, 137,
    37, 133, 35, 130, 33,
  ],
  [
    114, -22, 114, -34, 118, -35, 124, -33, 131, -31, 138, -35, 141, -38, 147, -38, 150, -37, 153, -32, 153,
    -25, 146, -19, 142, -11, 140, -17, 136, -12, 131, -11, 126, -14, 122, -18,
  ],
  [172, -34, 178, -38, 175, -41, 172, -41],
  [173, -41, 174, -42, 171, -45, 167, -46, 169, -43],
  [95, 5, 98, 4, 106, -6, 104, -6, 100, -1],
  [109, 2, 114, 4, 117, 7, 119, 5, 117, 1, 116, -4, 111, -3, 109, -1],
  [105, -6, 114, -7, 114, -8, 106, -7],
  [119, -5, 121, 1, 125, 1, 121, -2, 123, -5],
  [131, -1, 138, -2, 147, -6, 150, -10, 143, -9, 138, -8, 132, -4],
  [120, 18, 122, 18, 124, 12, 126, 7, 122, 7, 120, 12],
  [80, 6, 82, 7, 80, 9.5],
];
const WATER: number[][] = [
  [-95, 59, -94, 64, -87, 67, -80, 64, -78, 58, -80, 52, -86, 55, -92, 57],
  [28, 41, 28, 46, 33, 46, 38, 47, 41, 42, 36, 41.5],
  [47, 45, 50, 47, 53, 45, 53, 41, 54, 37, 50, 37, 49, 40],
];

function inside(lon: number, lat: number, p: number[]): boolean {
  let hit = false;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const xi = p[i] as number;
    const yi = p[i + 1] as number;
    const xj = p[j] as number;
    const yj = p[j + 1] as number;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Dot-matrix land runs, computed once: [row, firstCol, count] for a 4° grid from 80°N to 56°S. */
let landRuns: [number, number, number][] | undefined;
const STEP = 4;
function getLandRuns(): [number, number, number][] {
  if (landRuns) return landRuns;
  const runs: [number, number, number][] = [];
  for (let row = 0; 80 - row * STEP >= -56; row++) {
    const lat = 80 - row * STEP - STEP / 2;
    let start = -1;
    for (let col = 0; col <= 360 / STEP; col++) {
      const lon = -180 + col * STEP + STEP / 2;
      const land =
        col < 360 / STEP && LAND.some((p) => inside(lon, lat, p)) && !WATER.some((p) => inside(lon, lat, p));
      if (land && start < 0) start = col;
      if (!land && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  landRuns = runs;
  return runs;
}

const HUBS: [string, number, number][] = [
  ['Toronto', -79.4, 43.7],
  ['Shanghai', 121.5, 31.2],
];
const OFFICES: [string, number, number][] = [
  ['Houston', -95.4, 29.8],
  ['Calgary', -114, 51],
  ['Sao Paulo', -46.6, -23.5],
  ['Rotterdam', 4.5, 51.9],
  ['Dubai', 55.3, 25.2],
  ['Mumbai', 72.9, 19.1],
  ['Singapore', 103.8, 1.35],
  ['Perth', 115.9, -31.9],
  ['Johannesburg', 28, -26.2],
  ['Beijing', 116.4, 39.9],
  ['Chengdu', 104.1, 30.7],
  ['Mexico City', -99.1, 19.4],
  ['Jakarta', 106.8, -6.2],
];

function sceneWorldMap(c: Ctx): string {
  const dark = c.chance(0.7);
  const bg = dark ? NAVY : '#eef2f6';
  const dot = dark ? '#4f7aa3' : '#9fb4c8';
  let s = rect(0, 0, c.W, 300, bg);
  const mw = Math.min(c.W - 24, 2.65 * 250);
  const k = mw / 360;
  const ox = (c.W - mw) / 2;
  const oy = 150 - (136 * k) / 2 - 6;
  const X = (lon: number): number => ox + (lon + 180) * k;
  const Y = (lat: number): number => oy + (80 - lat) * k;
  const g = STEP * k;
  let d = '';
  for (const [row, c0, n] of getLandRuns())
    d += `M${f(ox + (c0 + 0.5) * g)} ${f(oy + (row + 0.5) * g)}h${f((n - 1) * g + 0.1)}`;
  s += stroke(d, dot, g * 0.55, ` stroke-linecap="round" stroke-dasharray="0 ${f(g)}"`);
  const offices = OFFICES.filter(() => c.chance(0.45));
  let arcs = '';
  let dots = '';
  for (const [, lon, lat] of offices) {
    const hub = lon < -30 ? HUBS[0] : HUBS[1];
    if (!hub) continue;
    const x1 = X(lon);
    const y1 = Y(lat);
    const x2 = X(hub[1]);
    const y2 = Y(hub[2]);
    arcs += `M${f(x1)} ${f(y1)}Q${f((x1 + x2) / 2)} ${f(Math.min(y1, y2) - Math.abs(x2 - x1) * 0.3 - 6)} ${f(x2)} ${f(y2)}`;
    dots += circle(x1, y1, 3, dark ? WHITE : NAVY);
  }
  const hx1 = X(HUBS[0]?.[1] ?? 0);
  const hy1 = Y(HUBS[0]?.[2] ?? 0);
  const hx2 = X(HUBS[1]?.[1] ?? 0);
  const hy2 = Y(HUBS[1]?.[2] ?? 0);
  arcs += `M${f(hx1)} ${f(hy1)}Q${f((hx1 + hx2) / 2)} ${f(oy - 10)} ${f(hx2)} ${f(hy2)}`;
  s += stroke(arcs, RED, 1.3, ' stroke-dasharray="4 3"' + op(0.8)) + dots;
  for (const [hx, hy] of [
    [hx1, hy1],
    [hx2, hy2],
  ] as const)
    s += circle(hx, hy, 10, RED, op(0.25)) + circle(hx, hy, 5, RED, ` stroke="${WHITE}" stroke-width="1.5"`);
  if (c.label) s += text(16, 286, c.label, fit(c.label, c.W - 32, 12), dark ? WHITE : NAVY, BOLD);
  return s;
}

/* ------------------------------------------------------------------ banner */

function sceneBanner(c: Ctx): string {
  const moods = [
    ['#061629', '#1f4e79', '#9fbfdc'],
    ['#0b2a4a', '#3a6e8f', '#edcfb6'],
    ['#0d2238', '#2f6690', '#cfdeea'],
  ] as const;
  const [s0, s1, glow] = c.pick(moods);
  const W = c.W;
  const G = 252;
  let s = rect(
    0,
    0,
    W,
    300,
    c.grad([
      [0, s0],
      [0.9, s1],
    ]),
  );
  s += ell(
    W * c.r(0.55, 0.8),
    214,
    Math.max(260, W * 0.3),
    160,
    c.grad(
      [
        [0, glow, 0.6],
        [1, glow, 0],
      ],
      true,
      true,
    ),
  );
  let d = `M0 ${G}`;
  for (let x = 0; x <= W + 80; x += 80)
    d += `Q${f(x + 40)} ${f(G - 60 - c.r(0, 50))} ${f(x + 80)} ${f(G - 30 - c.r(0, 20))}`;
  s += path(`${d}V300H0z`, mix(s1, glow, 0.15), op(0.45));
  let far = '';
  for (let x = c.r(-20, 0); x < W; x += c.r(40, 80)) {
    const h = c.r(16, 60);
    far += `M${f(x)} ${G}v${f(-h)}h${f(c.r(14, 34))}V${G}z`;
    if (c.chance(0.25)) far += `M${f(x + 4)} ${f(G - h)}v${f(-c.r(20, 60))}h5V${G}z`;
  }
  s += path(far, mix(s1, s0, 0.35), op(0.8));
  const mid = mix(s0, s1, 0.25);
  let sk = '';
  let lights = '';
  let wins = '';
  let steam = '';
  for (let x = c.r(-20, 10); x < W;) {
    const t = c.int(0, 4);
    if (t === 0) {
      const h = c.r(130, 200);
      sk += `M${f(x)} ${G}L${f(x + 2)} ${f(G - h)}h12L${f(x + 16)} ${G}z`;
      lights += circle(x + 8, G - h + 3, 2, RED);
      x += c.r(30, 60);
    } else if (t === 1) {
      const h = c.r(80, 150);
      const w = c.r(14, 24);
      sk += `M${f(x)} ${G}V${f(G - h + w / 2)}a${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(w)} 0V${G}z`;
      sk += `M${f(x - 4)} ${f(G - h * 0.6)}h${f(w + 8)}v3h${f(-w - 8)}z`;
      x += w + c.r(8, 20);
    } else if (t === 2) {
      const r = c.r(18, 28);
      sk += `M${f(x + r * 0.3)} ${G}V${f(G - r - 12)}h3V${G}zM${f(x + r * 1.7 - 3)} ${G}V${f(G - r - 12)}h3V${G}zM${f(x)} ${f(G - r - 14)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0z`;
      x += 2 * r + c.r(10, 30);
    } else if (t === 3) {
      const w = c.r(70, 110);
      const h = c.r(90, 120);
      sk += `M${f(x)} ${G}Q${f(x + w * 0.24)} ${f(G - h * 0.55)} ${f(x + w * 0.18)} ${f(G - h)}H${f(x + w * 0.82)}Q${f(x + w * 0.76)} ${f(G - h * 0.55)} ${f(x + w)} ${G}z`;
      steam += ell(x + w * 0.55, G - h - 18, w * 0.45, 16, glow);
      x += w + c.r(10, 30);
    } else {
      const w = c.r(60, 120);
      const h = c.r(40, 80);
      sk += `M${f(x)} ${G}v${f(-h)}h${f(w)}v${f(h)}z`;
      wins += `M${f(x + 8)} ${f(G - h + 10)}h${f(w - 16)}v${f(Math.min(24, h - 20))}h${f(16 - w)}z`;
      x += w + c.r(4, 20);
    }
  }
  const blur = `${c.id}b`;
  c.defs.push(
    `<filter id="${blur}" x="-50%" y="-100%" width="200%" height="300%"><feGaussianBlur stdDeviation="7"/></filter>`,
  );
  s += `<g filter="url(#${blur})"${op(0.22)}>${steam}</g>` + path(sk, mid);
  s += path(wins, c.pattern(10, 8, rect(2, 2, 5, 3, glow)), op(0.45)) + lights;
  s += rect(
    0,
    G - 70,
    W,
    72,
    c.grad([
      [0, glow, 0],
      [1, glow, 0.16],
    ]),
  );
  s += rect(
    0,
    G,
    W,
    300 - G,
    c.grad([
      [0, darken(s0, 0.35)],
      [1, darken(s0, 0.6)],
    ]),
  );
  let sup = '';
  for (let x = 24; x < W; x += 100) sup += `M${f(x)} 300V${G - 8}M${f(x - 14)} ${G - 8}h28`;
  s +=
    stroke(sup, INK, 5) +
    stroke(`M0 ${G + 4}H${f(W)}`, '#12263b', 10) +
    stroke(`M0 ${G + 1}H${f(W)}`, WHITE, 1, op(0.12));
  s += stroke(`M0 ${G + 20}H${f(W)}`, '#0f2134', 7);
  const n = Math.max(2, Math.round(W / 300));
  for (let i = 0; i < n; i++) s += miniValve(((i + 0.5) * W) / n + c.r(-40, 40), G + 19, 0.8, '#10253a', RED);
  return s + plate(c);
}

/* ------------------------------------------------------------------ maple leaf */

/** Stylised maple leaf in a 100×100 box (centre 50,50). */
const LEAF_RIGHT = [50, 4, 59, 22, 69, 17, 65, 40, 85, 28, 80, 44, 94, 46, 75, 60, 79, 70, 55, 66, 53, 92];
function leafPath(fill: string): string {
  const pts: number[] = [];
  for (let i = 0; i < LEAF_RIGHT.length; i += 2)
    pts.push(LEAF_RIGHT[i] as number, LEAF_RIGHT[i + 1] as number);
  for (let i = LEAF_RIGHT.length - 2; i >= 2; i -= 2)
    pts.push(100 - (LEAF_RIGHT[i] as number), LEAF_RIGHT[i + 1] as number);
  return poly(pts, fill);
}

/* ------------------------------------------------------------------ public API */

const SCENES: Record<Scene, (c: Ctx) => string> = {
  'globe-valve': sceneGlobe,
  'butterfly-valve': sceneButterfly,
  'ball-valve': sceneBall,
  'gate-valve': sceneGate,
  'check-valve': sceneCheck,
  'plug-valve': scenePlug,
  'diaphragm-valve': sceneDiaphragm,
  'control-valve-assembly': sceneControlAssembly,
  'pneumatic-actuator': scenePneumatic,
  'electric-actuator': sceneElectric,
  positioner: scenePositioner,
  'power-plant': scenePowerPlant,
  refinery: sceneRefinery,
  'chemical-plant': sceneChemical,
  pipeline: scenePipeline,
  'water-treatment': sceneWater,
  'pulp-paper': scenePulp,
  mining: sceneMining,
  'lng-terminal': sceneLng,
  'factory-floor': sceneFactory,
  'workshop-repair': sceneWorkshop,
  'test-bench': sceneTestBench,
  laboratory: sceneLab,
  'training-room': sceneTraining,
  'team-meeting': sceneMeeting,
  'office-building': sceneOffice,
  'exhibition-booth': sceneExhibition,
  certificate: sceneCertificate,
  'customer-logo': sceneCustomerLogo,
  warehouse: sceneWarehouse,
  'field-service': sceneFieldService,
  'world-map': sceneWorldMap,
  banner: sceneBanner,
};

function cleanLabel(label: string | undefined): string | undefined {
  if (label === undefined) return undefined;
  // Drop control characters, lone surrogates and non-characters that XML does not allow.
  const chars = Array.from(label, (ch) => {
    const cp = ch.codePointAt(0) ?? 0;
    const bad = cp < 0x20 || cp === 0x7f || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0xfffe || cp === 0xffff;
    return bad ? ' ' : ch;
  });
  const s = chars.join('').replace(/\s+/g, ' ').trim();
  if (!s) return undefined;
  const cps = Array.from(s);
  return cps.length > 48 ? `${cps.slice(0, 47).join('')}…` : s;
}

function dim(v: number, fallback: number): number {
  return Number.isFinite(v) && v >= 1 ? Math.min(8000, Math.round(v)) : fallback;
}

/**
 * Renders `picture` as a standalone SVG document of `width`×`height` pixels. The drawing uses a
 * virtual canvas 300 units high, as wide as the aspect ratio asks; `seed` varies colours and details.
 */
export function renderPicture(picture: Picture, seed: string, width: number, height: number): string {
  const w = dim(width, 800);
  const h = dim(height, 600);
  const W = Math.max(120, Math.round((300 * w) / h));
  const scene: Scene = Object.hasOwn(SCENES, picture.scene) ? picture.scene : 'banner';
  const label = cleanLabel(picture.label);
  const key = `${scene}|${seed}`;
  const c = new Ctx(
    W,
    300,
    prng(hash(key)),
    `m${hash(`${key}|${label ?? ''}|${w}x${h}`).toString(36)}`,
    label,
  );
  const body = SCENES[scene](c);
  const title = label ? `${label} - ${scene}` : scene;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} 300" preserveAspectRatio="xMidYMid slice" font-family="sans-serif">` +
    `<title>${esc(title)}</title>` +
    (c.defs.length ? `<defs>${c.defs.join('')}</defs>` : '') +
    body +
    '</svg>'
  );
}

const ICONS: Record<IconName, string> = {
  power: '<path d="M27 4 12 27h11l-3 17 16-24H25z"/>',
  'oil-gas':
    '<path d="M3 42h42M17 42l8-23 8 23M20 34h10M8 22l32-8M8 22l-4-7 7-2 2 8M7 23v19"/><circle cx="38" cy="32" r="4"/><path d="M40 14l-2 18"/>',
  chemical:
    '<path d="M24 6l15 8.5v17L24 40 9 31.5v-17z"/><circle cx="24" cy="23" r="6"/><path d="M24 6v5M39 31.5l-4-2.3M9 31.5l4-2.3"/>',
  water:
    '<path d="M24 5c-5 8-10 13-10 19a10 10 0 0 0 20 0c0-6-5-11-10-19z"/><path d="M5 41c4-3 7-3 10 0s7 3 10 0 7-3 10 0 5 2 8 0"/>',
  paper:
    '<ellipse cx="13" cy="16" rx="5" ry="9"/><ellipse cx="13" cy="16" rx="1.5" ry="3"/><path d="M13 7h22a5 9 0 0 1 0 18H13M13 25v16h25V25M18 31h14M18 36h10"/>',
  mining:
    '<path d="M5 20h38l-5 15H10z"/><circle cx="15" cy="39" r="4"/><circle cx="33" cy="39" r="4"/><path d="M11 20c2-6 7-7 10-3 2-5 8-5 10 0 3-3 6-1 7 3"/>',
  metallurgy: '<path d="M8 8h32v7H28v18h12v7H8v-7h12V15H8z"/>',
  food: '<path d="M24 44V10"/><path d="M24 16c-5-1-7-5-6-10 5 1 7 5 6 10zm0 0c5-1 7-5 6-10-5 1-7 5-6 10zM24 26c-5-1-7-5-6-10 5 1 7 5 6 10zm0 0c5-1 7-5 6-10-5 1-7 5-6 10zM24 36c-5-1-7-5-6-10 5 1 7 5 6 10zm0 0c5-1 7-5 6-10-5 1-7 5-6 10z"/>',
  wrench:
    '<path d="M30 5a10 10 0 0 0-9 13L6 33a4 4 0 0 0 6 6l15-15a10 10 0 0 0 13-9l-6 5-6-2-2-6 6-6a10 10 0 0 0-2-1z"/>',
  headset:
    '<path d="M9 28v-4a15 15 0 0 1 30 0v4"/><rect x="6" y="26" width="7" height="12" rx="2"/><rect x="35" y="26" width="7" height="12" rx="2"/><path d="M38 38c0 4-4 6-10 6h-3"/>',
  'gear-box': '',
  upgrade: '<circle cx="24" cy="24" r="18"/><path d="M24 33V15M16 22l8-8 8 8"/>',
  gauge:
    '<path d="M6 34a18 18 0 1 1 36 0"/><path d="M24 34l9-11M10 34h4M34 34h4M13 21l3 2M35 21l-3 2M24 15v4"/><circle cx="24" cy="34" r="2.5"/><path d="M6 40h36"/>',
  graduation: '<path d="M3 18l21-9 21 9-21 9z"/><path d="M12 22v9c4 5 20 5 24 0v-9M45 18v11"/>',
  shield: '<path d="M24 4l16 6v12c0 10-7 18-16 22C15 40 8 32 8 22V10z"/><path d="M17 24l5 5 9-10"/>',
  flask: '<path d="M18 5h12M20 5v14L9 38a3 3 0 0 0 3 5h24a3 3 0 0 0 3-5L28 19V5"/><path d="M14 30h20"/>',
  factory: '<path d="M4 42V22l10 6v-6l10 6v-6l10 6V7h7v35zM4 42h40M10 35h4M19 35h4M28 35h4"/>',
  globe:
    '<circle cx="24" cy="24" r="19"/><ellipse cx="24" cy="24" rx="8" ry="19"/><path d="M5 24h38M8 14h32M8 34h32"/>',
  leaf: '<path d="M9 39C9 20 21 9 41 7c0 20-11 32-30 32z"/><path d="M9 39 31 17M17 31h9M22 26v-8"/>',
  certificate:
    '<path d="M40 30V7H8v28h16"/><path d="M14 14h20M14 20h20M14 26h10"/><circle cx="34" cy="33" r="6"/><path d="M30 37l-2 8 6-3 6 3-2-8"/>',
};

/** Gear outline path centred on (cx, cy). */
function gear(cx: number, cy: number, r: number, teeth: number): string {
  let d = '';
  const n = teeth * 4;
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n - Math.PI / n;
    const rr = i % 4 < 2 ? r : r * 0.78;
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
  }
  return `${d}Z`;
}
ICONS['gear-box'] =
  `<path d="${gear(19, 20, 13, 8)}"/><circle cx="19" cy="20" r="4"/><path d="${gear(35, 34, 9, 6)}"/><circle cx="35" cy="34" r="2.5"/>`;

/** A 48×48 line icon; `color` is any CSS colour (defaults to the brand navy). */
export function renderIcon(name: IconName, color?: string): string {
  const col = color && /^[#a-zA-Z0-9(),.% ]{1,40}$/.test(color) ? color : NAVY;
  const body = Object.hasOwn(ICONS, name) ? ICONS[name] : ICONS.gauge;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="${col}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><title>${esc(name)}</title>${body}</svg>`;
}

/** The Maple River Controls logo: maple leaf above a valve symbol, with the wordmark. */
export function renderLogo(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96" font-family="sans-serif">' +
    '<title>Maple River Controls</title>' +
    rect(4, 4, 88, 88, NAVY, 16) +
    `<g transform="translate(18 8) scale(0.6)">${leafPath(RED)}</g>` +
    path('M29 65v18l19-9zM67 65v18l-19-9z', WHITE) +
    rect(46.5, 60, 3, 14, WHITE) +
    stroke('M12 74h17M67 74h17', WHITE, 3) +
    stroke('M14 86q8-4 17 0t17 0 17 0 17 0', '#7fa6c8', 2, ' stroke-linecap="round"') +
    text(108, 46, 'MAPLE RIVER', 31, NAVY, BOLD + ' textLength="240" lengthAdjust="spacingAndGlyphs"') +
    rect(108, 56, 240, 2.5, RED) +
    text(
      108,
      80,
      'CONTROLS',
      17,
      STEEL,
      BOLD + ' textLength="240" lengthAdjust="spacing" letter-spacing="6"',
    ) +
    '</svg>'
  );
}

/** A QR-code-like pattern (3 finder squares, timing lines, seeded modules). Not a scannable code. */
export function renderQrPlaceholder(seed: string): string {
  const N = 25;
  const rnd = prng(hash(`qr|${seed}`));
  const grid: boolean[][] = [];
  const reserved = (r: number, c: number): boolean =>
    (r < 8 && c < 8) ||
    (r < 8 && c >= N - 8) ||
    (r >= N - 8 && c < 8) ||
    (r >= 16 && r <= 20 && c >= 16 && c <= 20);
  for (let r = 0; r < N; r++) {
    const row: boolean[] = [];
    for (let c = 0; c < N; c++) {
      let on = rnd() < 0.5;
      if (r === 6 || c === 6) on = (r + c) % 2 === 0;
      if (reserved(r, c)) on = false;
      row.push(on);
    }
    grid.push(row);
  }
  const square = (r0: number, c0: number, size: number, on: boolean): void => {
    for (let r = r0; r < r0 + size; r++) {
      const row = grid[r];
      if (row) for (let c = c0; c < c0 + size; c++) row[c] = on;
    }
  };
  for (const [r0, c0] of [
    [0, 0],
    [0, N - 7],
    [N - 7, 0],
  ] as const) {
    square(r0, c0, 7, true);
    square(r0 + 1, c0 + 1, 5, false);
    square(r0 + 2, c0 + 2, 3, true);
  }
  square(16, 16, 5, true);
  square(17, 17, 3, false);
  square(18, 18, 1, true);
  let d = '';
  grid.forEach((row, r) => {
    let c = 0;
    while (c < N) {
      if (!row[c]) {
        c++;
        continue;
      }
      const c0 = c;
      while (c < N && row[c]) c++;
      d += `M${c0 + 2} ${r + 2}h${c - c0}v1h${c0 - c}z`;
    }
  });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 29 29" shape-rendering="crispEdges">' +
    '<title>Demo pattern - not a real QR code</title>' +
    rect(0, 0, 29, 29, WHITE) +
    path(d, NAVY) +
    '</svg>'
  );
}
