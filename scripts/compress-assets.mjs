// Run by `npm run build`: writes .br and .gz twins of the built text assets, so the server sends
// them compressed at the best level without compressing on every request (@fastify/static
// `preCompressed`). Both bundles: the public site (build/client) and the staff console.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './site-process.mjs';

const TEXT = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (TEXT.test(entry.name)) yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const dir of ['build/client', 'build/admin']) {
  for (const file of files(path.join(root, dir))) {
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    count++;
    before += data.length;
    after += br.length;
  }
}
console.log(
  `Compressed ${count} built files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli`,
);
