// `node scripts/compare-css.mjs BEFORE_DIR AFTER_DIR`: compares the built stylesheets of two
// builds (copies of build/client/assets/*.css) for the cascade, so a stylesheet refactoring can be
// shown to change nothing the screenshots' two widths do not reach (other widths, hover, dialogs).
// For each set of sheets one page loads (site.css plus its route's sheet), it reports a
// declaration one build has and the other lacks (custom properties of :root resolved, so a token
// may replace its literal value), and two declarations of one property at equal specificity whose
// order changed where one element could match both. "Could match" is judged from the app's
// className attributes (classes never written together cannot meet on one element), so it errs
// on the side of reporting: read each reported pair. A rule listing classes of another route's
// sheet is counted as dead on the pages that do not load that sheet. Exits 1 if anything is reported.
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/compare-css.mjs BEFORE_DIR AFTER_DIR');
  process.exit(2);
}
const sheetsOf = (dir) => {
  const m = {};
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith('.css')) continue;
    m[f.replace(/-[A-Za-z0-9_-]{8}\.css$/, '')] = fs.readFileSync(path.join(dir, f), 'utf8');
  }
  return m;
};
const A = sheetsOf(dirA),
  B = sheetsOf(dirB);

function splitTop(s, ch = ',') {
  const out = [];
  let depth = 0,
    cur = '';
  for (const c of s) {
    if (c === '(' || c === '[') depth++;
    if (c === ')' || c === ']') depth--;
    if (c === ch && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return out;
}
function specificity(sel) {
  let a = 0,
    b = 0,
    c = 0;
  let s = sel;
  // :where() counts zero; :is/:not/:has count their most specific argument
  s = s.replace(/:where\((?:[^()]|\([^()]*\))*\)/g, '');
  s = s.replace(/:(is|not|has)\(((?:[^()]|\([^()]*\))*)\)/g, (_, k, inner) => {
    const best = splitTop(inner)
      .map(specificity)
      .sort((x, y) => y[0] - x[0] || y[1] - x[1] || y[2] - x[2])[0];
    a += best[0];
    b += best[1];
    c += best[2];
    return '';
  });
  s = s.replace(/\[[^\]]*\]/g, () => {
    b++;
    return '';
  });
  s = s.replace(/::[a-z-]+(\([^)]*\))?/g, () => {
    c++;
    return '';
  });
  s = s.replace(/:(before|after|first-line|first-letter)\b/g, () => {
    c++;
    return '';
  });
  s = s.replace(/:[a-z-]+(\([^)]*\))?/g, () => {
    b++;
    return '';
  });
  s = s.replace(/#[\w-]+/g, () => {
    a++;
    return '';
  });
  s = s.replace(/\.[\w-]+/g, () => {
    b++;
    return '';
  });
  // type selectors
  c += (s.match(/(^|[\s>+~])[a-z][\w-]*/gi) ?? []).length;
  return [a, b, c];
}
function family(p) {
  p = p.replace(/^-(webkit|moz|ms)-/, '');
  if (p === 'line-height') return 'font';
  if (p.includes('radius')) return 'border-radius';
  if (p.startsWith('text-decoration')) return 'text-decoration';
  if (p.startsWith('column') && p !== 'column-gap') return 'columns';
  for (const f of [
    'margin',
    'padding',
    'border',
    'background',
    'font',
    'flex',
    'overflow',
    'transition',
    'animation',
    'list-style',
    'outline',
    'mask',
    'scroll-margin',
    'scroll-padding',
  ])
    if (p === f || p.startsWith(f + '-')) return f;
  if (['top', 'left', 'right', 'bottom', 'inset'].includes(p) || p.startsWith('inset')) return 'inset';
  if (p === 'row-gap' || p === 'column-gap' || p === 'gap') return 'gap';
  if (p.startsWith('grid')) return 'grid';
  if (p.startsWith('place-') || p.startsWith('align-') || p.startsWith('justify-')) return 'align';
  if (p.startsWith('--')) return p;
  return p;
}
function conflicts(a, b) {
  a = a.replace(/^-(webkit|moz|ms)-/, '');
  b = b.replace(/^-(webkit|moz|ms)-/, '');
  if (a === b || b.startsWith(a + '-') || a.startsWith(b + '-')) return true;
  const pair = (x, y) => (a === x && y.test(b)) || (b === x && y.test(a));
  return (
    pair('inset', /^(top|right|bottom|left)$/) ||
    pair('gap', /^(row|column)-gap$/) ||
    pair('font', /^line-height$/) ||
    pair('columns', /^column-(count|width)$/) ||
    pair('place-items', /^(align|justify)-items$/) ||
    pair('place-content', /^(align|justify)-content$/) ||
    pair('place-self', /^(align|justify)-self$/) ||
    pair('flex-flow', /^flex-(direction|wrap)$/) ||
    (/^border-(color|style|width)$/.test(a) && /^border-(top|right|bottom|left|block|inline)/.test(b)) ||
    (/^border-(color|style|width)$/.test(b) && /^border-(top|right|bottom|left|block|inline)/.test(a)) ||
    (a === 'border' && b.startsWith('border-') && !b.includes('radius')) ||
    (b === 'border' && a.startsWith('border-') && !a.includes('radius'))
  );
}
function entriesOf(names, sheets) {
  const entries = [];
  const vars = {};
  let order = 0;
  const keyframes = [];
  for (const name of names) {
    const root = postcss.parse(sheets[name]);
    root.walkRules((rule) => {
      let p = rule.parent,
        ctx = [];
      let inKeyframes = false;
      while (p && p.type !== 'root') {
        if (p.type === 'atrule') {
          if (/keyframes/.test(p.name)) inKeyframes = true;
          ctx.unshift(`@${p.name} ${p.params}`);
        }
        p = p.parent;
      }
      if (inKeyframes) return;
      order++;
      for (const sel of splitTop(rule.selector)) {
        let di = 0;
        rule.each((d) => {
          if (d.type !== 'decl') return;
          di++;
          if (sel === ':root' && d.prop.startsWith('--')) {
            vars[d.prop] = d.value;
            return;
          }
          entries.push({
            sheet: name,
            ctx: ctx.join(' '),
            sel,
            prop: d.prop,
            value: d.value,
            imp: !!d.important,
            order: order * 1000 + di,
            spec: specificity(sel),
          });
        });
      }
    });
    root.walkAtRules(/keyframes/, (k) => keyframes.push(k.toString()));
  }
  const resolve = (v, n = 0) =>
    n > 10
      ? v
      : v.replace(/var\((--[\w-]+)(?:,([^()]*))?\)/g, (m, name, fb) =>
          vars[name] !== undefined ? resolve(vars[name], n + 1) : (fb ?? m),
        );
  for (const e of entries) e.rvalue = resolve(e.value).replace(/\s+/g, ' ');
  return { entries, vars, keyframes };
}

// Which classes can sit on one element: tokens of one className attribute in the app's source.
const appFiles = [];
(function walk(d) {
  for (const f of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, f.name);
    if (f.isDirectory()) walk(p);
    else if (/\.tsx?$/.test(f.name))
      appFiles.push(
        fs
          .readFileSync(p, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, ''),
      );
  }
})(path.join(root, 'app'));
const attrs = [];
for (const src of appFiles) {
  const re = /\w*[cC]lassName=(?:"([^"]*)"|\{)/g;
  let m;
  while ((m = re.exec(src))) {
    // className given to a component (<Capitalised …>) is passed on into its own attribute
    const tagStart = src.lastIndexOf('<', m.index);
    const passed = /^<[A-Z]/.test(src.slice(tagStart, tagStart + 2)) || !/^className=/.test(m[0]);
    if (m[1] !== undefined) {
      attrs.push({ text: m[1], open: false, passed });
      continue;
    }
    let depth = 1,
      i = re.lastIndex;
    while (depth && i < src.length) {
      if (src[i] === '{') depth++;
      if (src[i] === '}') depth--;
      i++;
    }
    const text = src.slice(re.lastIndex, i - 1);
    const open =
      /\$\{\s*[\w.]*[cC]lassName\s*\}|^\s*[\w.]+\s*$/.test(text) && !/^\s*(true|false)\s*$/.test(text);
    attrs.push({ text, open, passed });
  }
}
const tokenRe = /[a-z][a-z0-9_-]*/g;
const attrTokens = attrs.map((a) => ({
  open: a.open,
  passed: a.passed,
  tokens: a.text.match(tokenRe) ?? [],
}));
const passedTokens = new Set(attrTokens.filter((a) => a.passed).flatMap((a) => a.tokens));
const allText = appFiles.join('\n');
const attrText = attrs.map((a) => a.text).join('\n');
const countIn = (t, c) =>
  (t.match(new RegExp(`(?<![\\w-])${c.replace(/[-]/g, '\\-')}(?![\\w-])`, 'g')) ?? []).length;
const knownCache = new Map();
function attrsWith(c) {
  return attrTokens.filter((a) => a.tokens.some((t) => t === c || (t.endsWith('-') && c.startsWith(t))));
}
function unknown(c) {
  if (!knownCache.has(c)) {
    const inAttrs = attrsWith(c);
    const unk = inAttrs.length === 0 || countIn(allText, c) > countIn(attrText, c);
    knownCache.set(c, unk);
  }
  return knownCache.get(c);
}
function coOccur(x, y) {
  if (x === y || unknown(x) || unknown(y)) return true;
  const together = (p, q) =>
    attrsWith(p).some(
      (a) =>
        a.tokens.some((t) => t === q || (t.endsWith('-') && q.startsWith(t))) ||
        (a.open && passedTokens.has(q)),
    );
  return together(x, y) || together(y, x);
}
function subject(sel) {
  const parts = splitTop(sel.replace(/\s*([>+~])\s*/g, ' '), ' ').filter(Boolean);
  const last = parts[parts.length - 1];
  const pe = (last.match(/::?(before|after|placeholder|marker|selection|backdrop|-webkit-[\w-]+)/) ?? [
    '',
  ])[0].replace(/^::?/, '');
  const stripped = last.replace(/:(not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '');
  const classes = stripped.match(/\.[\w-]+/g)?.map((c) => c.slice(1)) ?? [];
  const type = (stripped.match(/^[a-z][a-z0-9]*/) ?? [''])[0];
  return { pe, classes, type };
}
function canOverlap(s1, s2) {
  const a = subject(s1),
    b = subject(s2);
  if (a.pe !== b.pe) return false;
  if (a.type && b.type && a.type !== b.type) return false;
  for (const x of a.classes) for (const y of b.classes) if (!coOccur(x, y)) return false;
  return true;
}

function compare(names) {
  const a = entriesOf(names, A),
    b = entriesOf(names, B);
  const key = (e) => `${e.ctx}|${e.sel}|${e.prop}|${e.rvalue}|${e.imp}`;
  // last occurrence decides
  const last = (list) => {
    const m = new Map();
    for (const e of list) m.set(key(e), e);
    return m;
  };
  const la = last(a.entries),
    lb = last(b.entries);
  const problems = [];
  for (const k of la.keys()) if (!lb.has(k)) problems.push(`missing in B: ${k}`);
  // A rule of another sheet's classes (a shared selector list) is dead here: those classes'
  // components render only on pages that load their own sheet.
  const classesA = new Set(a.entries.flatMap((e) => e.sel.match(/\.[\w-]+/g) ?? []));
  let dead = 0;
  for (const [k, e] of lb) {
    if (la.has(k)) continue;
    if ((e.sel.match(/\.[\w-]+/g) ?? []).some((c) => !classesA.has(c))) {
      dead++;
      continue;
    }
    problems.push(`extra in B: ${k}`);
  }
  const ka = a.keyframes.sort().join('\n'),
    kb = b.keyframes.sort().join('\n');
  if (ka !== kb) problems.push('keyframes differ');
  // order inversions
  const byFam = new Map();
  for (const [k, e] of la) {
    if (!lb.has(k)) continue;
    const f = family(e.prop);
    if (!byFam.has(f)) byFam.set(f, []);
    byFam.get(f).push([e, lb.get(k)]);
  }
  for (const list of byFam.values()) {
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [ea, eb] = list[i],
          [fa, fb] = list[j];
        if (ea.imp !== fa.imp) continue;
        if (ea.spec.join() !== fa.spec.join()) continue;
        if (ea.prop === fa.prop && ea.rvalue === fa.rvalue) continue;
        if (!conflicts(ea.prop, fa.prop)) continue;
        const beforeA = ea.order < fa.order,
          beforeB = eb.order < fb.order;
        if (ea.order === fa.order || eb.order === fb.order) {
          // same rule in one build: within-rule order is declaration order; treat as changed if rules merged differently
          if (ea.order === fa.order && eb.order === fb.order) continue;
        }
        if (beforeA !== beforeB && canOverlap(ea.sel, fa.sel)) {
          problems.push(
            `order: [${ea.ctx}] ${ea.sel} {${ea.prop}:${ea.rvalue}}  <->  [${fa.ctx}] ${fa.sel} {${fa.prop}:${fa.rvalue}}`,
          );
        }
      }
  }
  return { problems, dead };
}
const groups = [
  ['site'],
  ['site', 'company'],
  ['site', 'content'],
  ['site', 'products'],
  ['site', 'program'],
  ['site', 'company', 'enquiry'],
  ['site', 'enquiry'],
];
let total = 0;
for (const g of groups) {
  const { problems, dead } = compare(g);
  total += problems.length;
  const deadNote = dead ? ` (${dead} declarations for other sheets' classes, dead on these pages)` : '';
  console.log(
    `${g.join('+')}: ${problems.length ? `${problems.length} differences` : 'equivalent'}${deadNote}`,
  );
  for (const x of problems) console.log(`  ${x}`);
}
process.exit(total ? 1 : 0);
