/**
 * Time and peak memory of an enquiry export (docs/decisions.md, "Enquiry export"):
 * `npx tsx --conditions=valve-source scripts/measure-export.ts csv|xlsx [rows]` writes ROWS rows of 12 columns with Chinese
 * text to a temporary file, generated one at a time as a database cursor would hand them over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { spreadsheetStream, type SpreadsheetCell, type SpreadsheetFormat } from '#server/lib/spreadsheet.js';

const format = (process.argv[2] ?? 'xlsx') as SpreadsheetFormat;
const count = Number(process.argv[3] ?? 50_000);
const header = [
  '编号 No.',
  '收到 Received',
  '姓名 Name',
  '公司 Company',
  '电话 Phone',
  '邮箱 Email',
  '职务 Duties',
  '产品 Product',
  '口径 DN',
  '数量 Quantity',
  '状态 Status',
  '留言 Message',
];

function* rows(): Generator<SpreadsheetCell[]> {
  const received = Date.UTC(2026, 0, 1);
  for (let i = 1; i <= count; i++) {
    yield [
      i,
      new Date(received + i * 600_000),
      `张伟${i}`,
      `上海自控阀门有限公司 ${i % 97}`,
      `+86 21 5${i}`,
      `buyer${i}@example.cn`,
      '采购经理',
      `HTL-${i % 50} 气动调节阀`,
      50 + (i % 8) * 25,
      i % 13,
      i % 3 ? '处理中' : '已关闭',
      `您好，我们需要 DN${50 + (i % 8) * 25} PN40 的调节阀，介质为蒸汽，温度 350 ℃，请报价。Line ${i}, "quoted", comma.`,
    ];
  }
}

const file = path.join(os.tmpdir(), `measure-export-${process.pid}.${format}`);
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
const started = performance.now();
await pipeline(
  spreadsheetStream(format, { name: 'Enquiries', header, rows: rows() }),
  fs.createWriteStream(file),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());
const size = fs.statSync(file).size;
console.log(
  `${format}: ${count} rows × ${header.length} columns in ${seconds.toFixed(2)} s, ` +
    `${(size / 1e6).toFixed(1)} MB, peak RSS ${(peakRss / 1e6).toFixed(0)} MB -> ${file}`,
);
