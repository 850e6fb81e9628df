import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  csvField,
  csvStream,
  SPREADSHEET_FORMATS,
  spreadsheetStream,
  xlsxStream,
  type Sheet,
  type SpreadsheetCell,
} from './spreadsheet.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A small RFC 4180 reader: quoted fields with "" for a quote, CRLF between records. */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i++;
    } else if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (ch === '\r' || ch === '\n' || ch === '"') {
      throw new Error(`Not RFC 4180: bare ${JSON.stringify(ch)} at ${i}`);
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('The last record does not end with CRLF');
  return records;
}

const header = ['编号 No.', '收到 Received', '姓名 Name', '公司 Company', '数量 Quantity', '留言 Message'];
// Friday 27 November 2026, 15:00 in Shanghai.
const received = new Date('2026-11-27T07:00:00Z');
const rows: SpreadsheetCell[][] = [
  [1, received, '张伟', '上海自控阀门有限公司', 12, '需要 DN100 PN40 调节阀，介质：蒸汽。'],
  [
    2,
    new Date('2026-11-30T00:05:30Z'),
    'Anna "Ann" Smith',
    'Valves, Pumps & Co',
    2.5,
    'Line one\r\nLine two',
  ],
  [3, null, '=HYPERLINK("http://evil.example","click")', '+86 21 5555', -5, '@SUM(A1)'],
  [4, undefined, '-2+3', '\tTabbed', 0, '\rCarriage'],
  [5, received, 'a=b', ''],
];

describe('CSV export', () => {
  it('starts with a BOM, ends lines with CRLF and reads back through an RFC 4180 reader', async () => {
    const bytes = await bytesOf(csvStream({ header, rows }));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const records = readCsv(text.slice(1));
    expect(records[0]).toEqual(header);
    expect(records[1]).toEqual([
      '1',
      '2026-11-27 15:00:00',
      '张伟',
      '上海自控阀门有限公司',
      '12',
      '需要 DN100 PN40 调节阀，介质：蒸汽。',
    ]);
    expect(records[2]).toEqual([
      '2',
      '2026-11-30 08:05:30',
      'Anna "Ann" Smith',
      'Valves, Pumps & Co',
      '2.5',
      'Line one\r\nLine two',
    ]);
    expect(records).toHaveLength(rows.length + 1);
    // A short row is padded by nothing: it just has fewer fields.
    expect(records[5]).toEqual(['5', '2026-11-27 15:00:00', 'a=b', '']);
  });

  it('prefixes text that Excel would run as a formula with an apostrophe, but not numbers', async () => {
    const records = readCsv((await bytesOf(csvStream({ header, rows }))).toString('utf8').slice(1));
    expect(records[3]).toEqual([
      '3',
      '',
      `'=HYPERLINK("http://evil.example","click")`,
      "'+86 21 5555",
      '-5',
      "'@SUM(A1)",
    ]);
    expect(records[4]).toEqual(['4', '', "'-2+3", "'\tTabbed", '0', "'\rCarriage"]);
  });

  it('quotes only fields that need it', () => {
    expect(csvField('plain 文本')).toBe('plain 文本');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(csvField(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29 03:30:00');
  });

  it('streams rows from an async source, as a database cursor hands them over', async () => {
    async function* cursor() {
      for (let i = 1; i <= 3000; i++) yield [i, `询价 ${i}`];
    }
    const records = readCsv(
      (await bytesOf(csvStream({ header: ['No.', '主题'], rows: cursor() }))).toString().slice(1),
    );
    expect(records).toHaveLength(3001);
    expect(records[3000]).toEqual(['3000', '询价 3000']);
  });

  it('fails the stream on a row wider than the header or a number it cannot write', async () => {
    await expect(bytesOf(csvStream({ header: ['a'], rows: [['x', 'y']] }))).rejects.toThrow(
      'Row 1 has 2 values for 1 columns',
    );
    await expect(bytesOf(csvStream({ header: ['a'], rows: [[Number.NaN]] }))).rejects.toThrow(
      'NaN cannot be written to a spreadsheet',
    );
  });
});

async function openXlsx(sheet: Sheet, timeZone?: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; a copy of the bytes is exactly one.
  await workbook.xlsx.load(new Uint8Array(await bytesOf(xlsxStream(sheet, { timeZone }))).buffer);
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw new Error('The workbook has no sheet');
  return worksheet;
}

describe('XLSX export (read back with exceljs)', () => {
  it('has a bold header row frozen above the rows, in a named sheet', async () => {
    const sheet = await openXlsx({ name: 'Enquiries 询价', header, rows });
    expect(sheet.name).toBe('Enquiries 询价');
    expect(sheet.getRow(1).values).toEqual([undefined, ...header]);
    for (let c = 1; c <= header.length; c++) expect(sheet.getRow(1).getCell(c).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(3).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('keeps Chinese text, numbers as numbers and dates as dates in company time', async () => {
    const sheet = await openXlsx({ header, rows });
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    // Spreadsheet dates have no zone: exceljs reads the wall-clock time as UTC.
    expect(first.getCell(2).value).toEqual(new Date('2026-11-27T15:00:00Z'));
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(first.getCell(3).value).toBe('张伟');
    expect(first.getCell(4).value).toBe('上海自控阀门有限公司');
    expect(first.getCell(6).value).toBe('需要 DN100 PN40 调节阀，介质：蒸汽。');
    expect(sheet.getRow(3).getCell(2).value).toEqual(new Date('2026-11-30T08:05:30Z'));
    expect(sheet.getRow(3).getCell(5).value).toBe(2.5);
    // Excel's line break in a cell is LF.
    expect(sheet.getRow(3).getCell(6).value).toBe('Line one\nLine two');
    expect(sheet.getRow(4).getCell(2).value).toBeNull();
    expect(sheet.getRow(4).getCell(5).value).toBe(-5);
    expect(sheet.rowCount).toBe(rows.length + 1);
  });

  it('writes dates in the zone asked for', async () => {
    const sheet = await openXlsx(
      { header: ['at'], rows: [[new Date('2026-10-25T00:30:00Z')]] },
      'Europe/Berlin',
    );
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date('2026-10-25T02:30:00Z'));
  });

  it('keeps formula-like text as text, never a formula', async () => {
    const sheet = await openXlsx({ header, rows });
    const cell = sheet.getRow(4).getCell(3);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(sheet.getRow(5).getCell(4).value).toBe('\tTabbed');
  });

  it('drops characters XML cannot hold and keeps surrounding spaces', async () => {
    const sheet = await openXlsx({
      header: ['text'],
      rows: [['bell\u0007 and \uD800lone'], ['  indented  ']],
    });
    expect(sheet.getRow(2).getCell(1).value).toBe('bell and lone');
    expect(sheet.getRow(3).getCell(1).value).toBe('  indented  ');
  });

  it('sizes columns by content, Chinese characters counting double, within bounds', async () => {
    const sheet = await openXlsx({
      header: ['a', 'b', 'c', 'd'],
      rows: [['abcdefghij', '一二三四五六七八九十', 'x', 'y'.repeat(500)]],
    });
    const width = (c: number) => sheet.getColumn(c).width ?? 0;
    expect(width(2)).toBeGreaterThan(width(1) + 5);
    expect(width(3)).toBe(8);
    expect(width(4)).toBe(60);
  });

  it('streams thousands of rows from an async source, widths from the first ones', async () => {
    async function* cursor() {
      for (let i = 1; i <= 3000; i++) yield [i, `询价 ${i}`, new Date(received.getTime() + i * 60_000)];
    }
    const sheet = await openXlsx({ header: ['No.', '主题', 'At'], rows: cursor() });
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.getRow(3001).values).toEqual([
      undefined,
      3000,
      '询价 3000',
      new Date('2026-11-29T17:00:00Z'),
    ]);
  });

  it('fails the stream when the source fails, and refuses a sheet name Excel would not', async () => {
    async function* broken() {
      yield ['ok'];
      throw new Error('cursor lost');
    }
    await expect(bytesOf(xlsxStream({ header: ['a'], rows: broken() }))).rejects.toThrow('cursor lost');
    expect(() => xlsxStream({ name: 'a/b', header: ['a'], rows: [] })).toThrow(
      'not a sheet name Excel accepts',
    );
  });

  it('stops reading the source when the download is abandoned', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      let read = 0;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      async function* cursor() {
        try {
          for (let i = 1; i <= 100_000; i++) {
            read++;
            yield [i, `询价 ${i} `.repeat(20)];
          }
        } finally {
          release(); // a database cursor would be closed here
        }
      }
      const stream = spreadsheetStream(format, { header: ['No.', '主题'], rows: cursor() });
      let received = 0;
      for await (const chunk of stream) {
        received += (chunk as Buffer).length;
        if (received > 100_000) break; // the client went away after the first bytes
      }
      await released; // never resolving would fail the test at its timeout
      expect(read).toBeGreaterThan(0);
      expect(read).toBeLessThan(20_000);
    }
  });

  it('is chosen by format name with its content type', async () => {
    const bytes = await bytesOf(spreadsheetStream('xlsx', { header: ['a'], rows: [[1]] }));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(SPREADSHEET_FORMATS.xlsx.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(SPREADSHEET_FORMATS.csv.contentType).toBe('text/csv; charset=utf-8');
  });
});
