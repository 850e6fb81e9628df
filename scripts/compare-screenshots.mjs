// `node scripts/compare-screenshots.mjs BEFORE_DIR AFTER_DIR`: compares two runs of
// scripts/screenshots.mjs pixel by pixel (decoded RGBA, not file bytes: PNG encoders may differ).
// Prints each screenshot that differs (size, or how many pixels and where) and exits 1 if any does.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/compare-screenshots.mjs BEFORE_DIR AFTER_DIR');
  process.exit(2);
}
const names = (dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.png'));
const all = [...new Set([...names(before), ...names(after)])].sort();
const decode = (file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
let differing = 0;
for (const name of all) {
  const [a, b] = [path.join(before, name), path.join(after, name)];
  if (!fs.existsSync(a) || !fs.existsSync(b)) {
    console.log(`${name}: only in ${fs.existsSync(a) ? before : after}`);
    differing++;
    continue;
  }
  const [x, y] = await Promise.all([decode(a), decode(b)]);
  if (x.info.width !== y.info.width || x.info.height !== y.info.height) {
    console.log(`${name}: ${x.info.width}×${x.info.height} → ${y.info.width}×${y.info.height}`);
    differing++;
    continue;
  }
  let pixels = 0;
  let firstRow = -1;
  let largest = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    if (x.data.readUInt32BE(i) !== y.data.readUInt32BE(i)) {
      pixels++;
      if (firstRow < 0) firstRow = Math.floor(i / 4 / x.info.width);
      for (let c = 0; c < 4; c++) largest = Math.max(largest, Math.abs(x.data[i + c] - y.data[i + c]));
    }
  }
  if (pixels > 0) {
    // A small largest difference on a few pixels is anti-aliasing, a large one is a real change.
    console.log(
      `${name}: ${pixels} pixels differ (by up to ${largest} of 255), the first in row ${firstRow}`,
    );
    differing++;
  }
}
console.log(`${all.length - differing} of ${all.length} screenshots identical`);
process.exit(differing > 0 ? 1 : 0);
