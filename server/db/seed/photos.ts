/**
 * Original demo photographs, made procedurally at seed time: a process plant at dusk for the home
 * banners, a valve on a studio backdrop for products. Each is a 4000×3000 camera-sized JPEG with
 * the EXIF a camera writes (make, model, time, GPS position), so every fresh start sends real
 * photographs through the image pipeline (services/images.ts), which must strip all of it.
 * Deterministic: a seed string drives a small PRNG (no Math.random).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeAtomic } from '../../lib/files.js';
import { sharpLib } from '../../lib/sharp.js';

export type PhotoScene = 'plant' | 'studio';

export interface PhotoSpec {
  scene: PhotoScene;
  seed: string;
}

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
/** Drawn at a quarter of the size and enlarged; grain is added at full size. */
const DRAW_SCALE = 4;
/** Part of the cache key of generated photographs: change it when the drawing changes. */
const GENERATOR_VERSION = 'photos-v1';

type Rgb = [number, number, number];

function prng(seed: string): () => number {
  let a = crypto.createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** A pixel canvas with the few shapes the scenes need, each lit like a cylinder or a flat face. */
class Canvas {
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3);
  }

  set(x: number, y: number, c: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    for (let k = 0; k < 3; k++) this.data[i + k] = this.data[i + k]! * (1 - alpha) + c[k]! * alpha;
  }

  fill(paint: (x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.set(x, y, paint(x, y));
  }

  /** An upright cylinder (tank, stack, valve bonnet): shaded across its width. */
  column(x0: number, x1: number, y0: number, y1: number, base: Rgb, light = 0.35): void {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, x1); x++) {
      const u = (x - x0) / (x1 - x0);
      const shade =
        0.55 + light * Math.sin(u * Math.PI) + 0.25 * Math.pow(Math.max(0, 1 - Math.abs(u - 0.3) * 6), 2);
      for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y1); y++)
        this.set(x, y, [base[0] * shade, base[1] * shade, base[2] * shade]);
    }
  }

  /** A horizontal pipe: shaded across its height, with a highlight along the top third. */
  pipe(x0: number, x1: number, yc: number, r: number, base: Rgb): void {
    for (let y = Math.max(0, Math.floor(yc - r)); y < Math.min(this.height, yc + r); y++) {
      const v = (y - (yc - r)) / (2 * r);
      const shade =
        0.45 + 0.5 * Math.sin(v * Math.PI) + 0.35 * Math.pow(Math.max(0, 1 - Math.abs(v - 0.28) * 8), 2);
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, x1); x++)
        this.set(x, y, [base[0] * shade, base[1] * shade, base[2] * shade]);
    }
  }

  /** A lit sphere-like body (the valve's globe), with a soft edge. */
  globe(cx: number, cy: number, rx: number, ry: number, base: Rgb): void {
    for (let y = Math.floor(cy - ry); y < cy + ry; y++)
      for (let x = Math.floor(cx - rx); x < cx + rx; x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        const d = dx * dx + dy * dy;
        if (d > 1) continue;
        const nz = Math.sqrt(1 - d);
        const lambert = clamp01(-0.45 * dx - 0.55 * dy + 0.7 * nz);
        const spec = Math.pow(clamp01(-0.3 * dx - 0.4 * dy + 0.86 * nz), 40);
        const c = mix(
          [
            base[0] * (0.25 + 0.8 * lambert),
            base[1] * (0.25 + 0.8 * lambert),
            base[2] * (0.25 + 0.8 * lambert),
          ],
          [255, 250, 240],
          spec * 0.8,
        );
        this.set(x, y, c, clamp01((1 - d) * 20));
      }
  }
}

/** A process plant at dusk: tanks and stacks against the sky, a pipe rack with a red valve in front. */
function drawPlant(c: Canvas, rnd: () => number): void {
  const { width: w, height: h } = c;
  const horizon = h * (0.6 + rnd() * 0.08);
  const warm: Rgb = [246, 190 + rnd() * 30, 130 + rnd() * 30];
  const sunX = w * (0.2 + rnd() * 0.6);
  c.fill((x, y) => {
    if (y > horizon) {
      const t = (y - horizon) / (h - horizon);
      return mix([92, 96, 104], [52, 54, 58], t);
    }
    const t = y / horizon;
    const sky = mix([38, 70, 118], warm, Math.pow(t, 1.6));
    const glow = Math.exp(-((x - sunX) ** 2 + (y - horizon) ** 2) / (2 * (w * 0.12) ** 2));
    return mix(sky, [255, 236, 200], glow * 0.7);
  });
  // Far plant: hazy silhouettes of tanks, columns and stacks.
  for (let i = 0; i < 14; i++) {
    const x = rnd() * w;
    const bw = w * (0.02 + rnd() * 0.06);
    const top = horizon - h * (0.08 + rnd() * (i % 4 === 0 ? 0.4 : 0.18));
    const haze = 0.35 + rnd() * 0.3;
    c.column(x, x + bw, top, horizon + 2, mix([40, 52, 70], warm, haze * 0.5), 0.15);
  }
  // Pipe rack in front, with flanges and a control valve on it.
  const pipeY = horizon + (h - horizon) * 0.45;
  const r = h * 0.045;
  c.pipe(0, w, pipeY, r, [150, 160, 172]);
  c.pipe(0, w, pipeY + r * 2.6, r * 0.7, [120, 128, 140]);
  for (let x = rnd() * 60; x < w; x += w * (0.16 + rnd() * 0.05))
    c.column(x, x + r * 0.5, pipeY - r * 1.2, pipeY + r * 1.2, [170, 176, 186]);
  const vx = w * (0.3 + rnd() * 0.4);
  const red: Rgb = [200, 53, 46];
  c.column(vx - r * 0.35, vx + r * 0.35, pipeY - r * 4.2, pipeY - r * 0.8, [150, 156, 166]);
  c.column(vx - r * 1.1, vx + r * 1.1, pipeY - r * 5.6, pipeY - r * 4.2, [210, 214, 220]);
  c.globe(vx, pipeY, r * 1.7, r * 1.5, red);
}

/** A valve on a light studio backdrop with a soft shadow. */
function drawStudio(c: Canvas, rnd: () => number): void {
  const { width: w, height: h } = c;
  const floor = h * 0.72;
  const tint: Rgb = [230 + rnd() * 15, 232 + rnd() * 12, 236];
  c.fill((x, y) => {
    const vignette = 1 - 0.25 * (((x - w / 2) / w) ** 2 + ((y - h * 0.4) / h) ** 2) * 2;
    const base = y < floor ? tint : mix(tint, [200, 204, 210], (y - floor) / (h - floor));
    return [base[0] * vignette, base[1] * vignette, base[2] * vignette];
  });
  const cx = w * (0.45 + rnd() * 0.1);
  const r = h * 0.09;
  // Shadow on the floor.
  for (let y = Math.floor(floor); y < floor + r; y++)
    for (let x = Math.floor(cx - r * 4); x < cx + r * 4; x++) {
      const d = ((x - cx) / (r * 4)) ** 2 + ((y - floor - r * 0.3) / (r * 0.6)) ** 2;
      if (d < 1) c.set(x, y, [90, 92, 98], (1 - d) * 0.45);
    }
  const colours: Rgb[] = [
    [200, 53, 46],
    [47, 102, 144],
    [90, 98, 110],
  ];
  const body = colours[Math.floor(rnd() * colours.length)]!;
  const pipeY = floor - r * 1.4;
  c.pipe(cx - r * 3.6, cx + r * 3.6, pipeY, r * 0.6, [168, 174, 184]);
  c.column(cx - r * 3.7, cx - r * 3.3, pipeY - r, pipeY + r, [190, 194, 202]);
  c.column(cx + r * 3.3, cx + r * 3.7, pipeY - r, pipeY + r, [190, 194, 202]);
  c.column(cx - r * 0.3, cx + r * 0.3, pipeY - r * 3.2, pipeY - r * 0.8, [175, 180, 188]);
  c.column(cx - r * 1.4, cx + r * 1.4, pipeY - r * 4.6, pipeY - r * 3.2, [214, 218, 224]);
  c.globe(cx, pipeY, r * 1.5, r * 1.3, body);
}

/** EXIF a camera would write; the pipeline must remove every field of it. */
function cameraExif(rnd: () => number) {
  const dms = (v: number) => {
    const d = Math.floor(v);
    const m = Math.floor((v - d) * 60);
    const s = Math.round(((v - d) * 60 - m) * 60 * 100);
    return `${d}/1 ${m}/1 ${s}/100`;
  };
  return {
    IFD0: {
      Make: 'Maple River Demo Camera',
      Model: 'MRC-4000',
      DateTime: '2026:05:12 18:42:07',
      Software: 'valve-site seed',
    },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: dms(31 + rnd()),
      GPSLongitudeRef: 'E',
      GPSLongitude: dms(121 + rnd()),
    },
  };
}

/** A 4000×3000 JPEG photograph with camera EXIF and GPS. */
export async function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  const sharp = await sharpLib();
  const rnd = prng(`${spec.scene}:${spec.seed}`);
  const small = new Canvas(PHOTO_WIDTH / DRAW_SCALE, PHOTO_HEIGHT / DRAW_SCALE);
  (spec.scene === 'plant' ? drawPlant : drawStudio)(small, rnd);
  const drawn = Buffer.alloc(small.data.length);
  for (let i = 0; i < drawn.length; i++) drawn[i] = Math.max(0, Math.min(255, Math.round(small.data[i]!)));
  const large = await sharp(drawn, { raw: { width: small.width, height: small.height, channels: 3 } })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'lanczos3' })
    .blur(1.2)
    .raw()
    .toBuffer();
  // Sensor grain, so the picture compresses like a photograph and not like a drawing.
  let state = rnd() * 0xffffffff;
  for (let i = 0; i < large.length; i += 3) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const grain = ((state >>> 24) - 128) / 18;
    for (let k = 0; k < 3; k++) large[i + k] = Math.max(0, Math.min(255, large[i + k]! + grain));
  }
  return sharp(large, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExif(cameraExif(rnd))
    .toBuffer();
}

/**
 * What `make` answers, kept under `name` in the machine's cache folder of generated demo media:
 * every test database and fresh start needs the same files, and making them takes time.
 */
export async function cachedMedia(
  cacheDir: string,
  name: string,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  const file = path.join(cacheDir, name);
  const existing = await fs.readFile(file).catch(() => null);
  if (existing) return existing;
  const made = await make();
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeAtomic(file, made);
  return made;
}

/** renderPhoto through the cache folder: drawing one takes about a second. */
export function cachedPhoto(spec: PhotoSpec, cacheDir: string): Promise<Buffer> {
  return cachedMedia(cacheDir, `photos/${GENERATOR_VERSION}-${spec.scene}-${spec.seed}.jpg`, () =>
    renderPhoto(spec),
  );
}
