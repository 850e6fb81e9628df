import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { COMPANY_TIME_ZONE, wallClockMs } from '#contract/businessCalendar.js';

/**
 * Spreadsheet export of a list (the console's filtered enquiry list) as CSV or
 * XLSX, streamed: rows are pulled from the source only as fast as the client reads, so 50,000
 * enquiries never sit in memory as a file (docs/decisions.md, "Enquiry export").
 *
 * The XLSX is written here (a zip of a few XML parts, deflated with node:zlib) instead of with a
 * library: the libraries that stream build on a dozen packages, and a one-sheet workbook needs
 * only ~200 lines.
 */

/** A cell: text, a number, an instant (shown in the export's time zone), or empty. */
export type SpreadsheetCell = string | number | Date | null | undefined;
export type SpreadsheetRows =
  Iterable<readonly SpreadsheetCell[]> | AsyncIterable<readonly SpreadsheetCell[]>;

export interface Sheet {
  /** XLSX sheet name (Excel: at most 31 characters, none of []:*?/\). */
  name?: string;
  header: readonly string[];
  /** Each row has at most one value per header column; missing ones are empty. */
  rows: SpreadsheetRows;
}

export interface SpreadsheetOptions {
  /** Zone whose wall clock dates are written in; spreadsheet cells have no zone. */
  timeZone?: string;
  /** The XLSX's file dates; defaults to now. */
  modifiedAt?: Date;
}

export const SPREADSHEET_FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
} as const;
export type SpreadsheetFormat = keyof typeof SPREADSHEET_FORMATS;

/** The export in `format` as a byte stream (for Fastify's reply.send or a file). */
export function spreadsheetStream(
  format: SpreadsheetFormat,
  sheet: Sheet,
  options: SpreadsheetOptions = {},
): Readable {
  return format === 'csv' ? csvStream(sheet, options) : xlsxStream(sheet, options);
}

/** Bytes handed on at a time: large enough to keep per-chunk costs small, small enough to stream. */
const CHUNK_CHARS = 64 * 1024;

/** Batches text pieces into chunks of about CHUNK_CHARS and checks every row's width. */
async function* rowTexts(
  sheet: Sheet,
  render: (row: readonly SpreadsheetCell[], index: number) => string,
): AsyncGenerator<string> {
  let pending = '';
  let index = 0;
  for await (const row of sheet.rows) {
    if (row.length > sheet.header.length) {
      throw new RangeError(`Row ${index + 1} has ${row.length} values for ${sheet.header.length} columns`);
    }
    pending += render(row, index++);
    if (pending.length >= CHUNK_CHARS) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}

function checkedNumber(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be written to a spreadsheet`);
  return value;
}

function checkedInstant(value: Date): number {
  const t = value.getTime();
  if (!Number.isFinite(t)) throw new RangeError('An invalid date cannot be written to a spreadsheet');
  return t;
}

// ---- CSV ----

/** Excel reads a CSV file as UTF-8 (and Chinese correctly) only when it starts with a BOM. */
const BOM = '\uFEFF';
/** OWASP "CSV injection": a cell starting with one of these may run as a formula in Excel. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** "2026-11-27 15:00:00": a form Excel and LibreOffice read as a date and time. */
function csvDate(date: Date, timeZone: string): string {
  return new Date(wallClockMs(timeZone, checkedInstant(date))).toISOString().slice(0, 19).replace('T', ' ');
}

/** One CSV field (RFC 4180), with text that would start a formula prefixed by ' (OWASP). */
export function csvField(value: SpreadsheetCell, timeZone = COMPANY_TIME_ZONE): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(checkedNumber(value));
  if (value instanceof Date) return csvDate(value, timeZone);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV (RFC 4180, CRLF line ends, UTF-8 with BOM), one header line and one line per row. */
export function csvStream(sheet: Sheet, { timeZone = COMPANY_TIME_ZONE }: SpreadsheetOptions = {}): Readable {
  const line = (cells: readonly SpreadsheetCell[]) =>
    `${cells.map((c) => csvField(c, timeZone)).join(',')}\r\n`;
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(BOM + line(sheet.header));
    for await (const text of rowTexts(sheet, line)) yield Buffer.from(text);
  }
  return Readable.from(chunks());
}

// ---- XLSX ----

/** Excel's longest text in a cell; more makes it "repair" the workbook. */
const MAX_CELL_CHARS = 32_767;
/** Rows read before the column widths are fixed (they precede the rows in the sheet XML). */
const WIDTH_SAMPLE_ROWS = 1000;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Days from Excel's day 0 (1899-12-30, with its 1900 leap-year bug) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;
/** Style indexes into styles.xml's cellXfs. */
const STYLE_HEADER = 1;
const STYLE_DATE = 2;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const DATE_WIDTH = DATE_FORMAT.length + 2;

/** Characters XML 1.0 forbids (most control characters, lone surrogates); Excel refuses them. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** East Asian wide characters take two columns' width. */
const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;

/** Escaped text; line ends become LF, Excel's line break in a cell (XML readers turn CRLF to LF anyway). */
function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/\r\n?/g, '\n')
    .slice(0, MAX_CELL_CHARS)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Width in Excel's character units of the longest line of a text. */
function displayWidth(text: string): number {
  let widest = 0;
  for (const line of text.split('\n')) {
    let width = 0;
    for (const ch of line) width += WIDE.test(ch) ? 2 : 1;
    widest = Math.max(widest, width);
  }
  return widest;
}

function cellWidth(value: SpreadsheetCell): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return DATE_WIDTH;
  return displayWidth(String(value));
}

/** "A", …, "Z", "AA", … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function xlsxCell(ref: string, value: SpreadsheetCell, timeZone: string, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return `<c r="${ref}"${s}><v>${checkedNumber(value)}</v></c>`;
  if (value instanceof Date) {
    const serial = wallClockMs(timeZone, checkedInstant(value)) / DAY_MS + EXCEL_EPOCH_DAYS;
    return `<c r="${ref}" s="${STYLE_DATE}"><v>${serial}</v></c>`;
  }
  // Inline strings, not the shared-string table, so nothing has to be kept until the end. An
  // inline string is never a formula, so text like "=1+1" needs no CSV-style defence here.
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"${s}><is><t${space}>${xmlText(value)}</t></is></c>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const PACKAGE_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

/** Cell styles: 0 plain, 1 bold (the header), 2 a date. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

function workbookXml(sheetName: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>\
<sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

function checkedSheetName(name: string): string {
  if (!name || name.length > 31 || /[[\]:*?/\\]/.test(name) || /^'|'$/.test(name)) {
    throw new RangeError(`"${name}" is not a sheet name Excel accepts (1–31 characters, none of []:*?/\\)`);
  }
  return name;
}

/** One iterator over a sheet's rows, so reading some of them first does not restart or end it. */
async function* eachRow(rows: SpreadsheetRows): AsyncGenerator<readonly SpreadsheetCell[]> {
  yield* rows;
}

/** The worksheet XML: a bold header row frozen above the rows, columns as wide as their content. */
async function* worksheetXml(sheet: Sheet, timeZone: string): AsyncGenerator<string> {
  const columns = sheet.header.map((_, i) => columnName(i));
  const source = eachRow(sheet.rows);

  // Widths come before the rows in the XML, so they are taken from the first rows only.
  const first: Array<readonly SpreadsheetCell[]> = [];
  for (let next = await source.next(); !next.done; next = await source.next()) {
    first.push(next.value);
    if (first.length >= WIDTH_SAMPLE_ROWS) break;
  }
  const widths = sheet.header.map((h) => displayWidth(h) + 1); // bold is a little wider
  for (const row of first) row.forEach((v, i) => (widths[i] = Math.max(widths[i] ?? 0, cellWidth(v))));
  const cols = widths.map((w, i) => {
    const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2));
    return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
  });

  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>\
<cols>${cols.join('')}</cols><sheetData>`;
  yield `<row r="1">${sheet.header.map((h, i) => xlsxCell(`${columns[i]}1`, h, timeZone, STYLE_HEADER)).join('')}</row>`;
  const rows = (async function* () {
    yield* first.splice(0); // handed on, no longer kept
    yield* source;
  })();
  yield* rowTexts({ header: sheet.header, rows }, (row, index) => {
    const r = index + 2;
    return `<row r="${r}">${row.map((v, i) => xlsxCell(`${columns[i]}${r}`, v, timeZone)).join('')}</row>`;
  });
  yield '</sheetData></worksheet>';
}

// ---- Zip (the XLSX container), streamed ----

interface ZipEntry {
  name: string;
  data: string | AsyncIterable<string>;
}

/** Zip without ZIP64 ends at 4 GiB: far beyond any enquiry list. */
const ZIP32_MAX = 0xffff_ffff;
/** General-purpose flag 3: CRC and sizes follow the data, so entries can be streamed. */
const FLAG_DATA_DESCRIPTOR = 0x0008;
const METHOD_DEFLATE = 8;
const ZIP_VERSION = 20;

function zip32(value: number, what: string): number {
  if (value > ZIP32_MAX) throw new RangeError(`The export is too large: ${what} exceeds 4 GiB`);
  return value;
}

/** MS-DOS date and time fields of the zip headers. */
function dosDateTime(at: Date, timeZone: string): { date: number; time: number } {
  const wall = new Date(wallClockMs(timeZone, checkedInstant(at)));
  const year = Math.max(1980, wall.getUTCFullYear());
  return {
    date: ((year - 1980) << 9) | ((wall.getUTCMonth() + 1) << 5) | wall.getUTCDate(),
    time: (wall.getUTCHours() << 11) | (wall.getUTCMinutes() << 5) | (wall.getUTCSeconds() >> 1),
  };
}

interface EntryFields {
  date: number;
  time: number;
  crc: number;
  compressedSize: number;
  size: number;
  nameLength: number;
}

/** The fields a local header (at 4) and a central directory header (at 6) share, in one order. */
function writeEntryFields(header: Buffer, at: number, f: EntryFields): void {
  header.writeUInt16LE(ZIP_VERSION, at);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR, at + 2);
  header.writeUInt16LE(METHOD_DEFLATE, at + 4);
  header.writeUInt16LE(f.time, at + 6);
  header.writeUInt16LE(f.date, at + 8);
  header.writeUInt32LE(f.crc, at + 10);
  header.writeUInt32LE(f.compressedSize, at + 14);
  header.writeUInt32LE(f.size, at + 18);
  header.writeUInt16LE(f.nameLength, at + 22);
}

async function* zipStream(entries: ZipEntry[], modifiedAt: Date, timeZone: string): AsyncGenerator<Buffer> {
  const { date, time } = dosDateTime(modifiedAt, timeZone);
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    // CRC and sizes stay 0 here: they follow the data, in the descriptor.
    writeEntryFields(local, 4, { date, time, crc: 0, compressedSize: 0, size: 0, nameLength: name.length });
    yield Buffer.concat([local, name]);
    const localOffset = offset;
    offset += local.length + name.length;

    let crc = 0;
    let size = 0;
    let compressedSize = 0;
    const data = typeof entry.data === 'string' ? [entry.data] : entry.data;
    const input = Readable.from(
      (async function* () {
        for await (const text of data) {
          const bytes = Buffer.from(text, 'utf8');
          crc = zlib.crc32(bytes, crc);
          size += bytes.length;
          yield bytes;
        }
      })(),
    );
    const deflate = zlib.createDeflateRaw();
    // A failing row source destroys `deflate` with its error, which the loop below throws.
    pipeline(input, deflate, (error) => error && deflate.destroy(error));
    for await (const bytes of deflate as AsyncIterable<Buffer>) {
      compressedSize += bytes.length;
      yield bytes;
    }

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(zip32(compressedSize, entry.name), 8);
    descriptor.writeUInt32LE(zip32(size, entry.name), 12);
    yield descriptor;
    offset += compressedSize + descriptor.length;

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(ZIP_VERSION, 4); // made by
    writeEntryFields(header, 6, { date, time, crc, compressedSize, size, nameLength: name.length });
    header.writeUInt32LE(zip32(localOffset, 'the archive'), 42);
    central.push(header, name);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(zip32(offset, 'the archive'), 16);
  yield Buffer.concat([directory, end]);
}

/**
 * An XLSX workbook of one sheet: a bold, frozen header row; columns as wide as their first
 * WIDTH_SAMPLE_ROWS rows; numbers as numbers; dates as real dates (yyyy-mm-dd hh:mm) in the
 * export's time zone; text as inline strings.
 */
export function xlsxStream(
  sheet: Sheet,
  { timeZone = COMPANY_TIME_ZONE, modifiedAt = new Date() }: SpreadsheetOptions = {},
): Readable {
  const entries: ZipEntry[] = [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: PACKAGE_RELS },
    { name: 'xl/workbook.xml', data: workbookXml(checkedSheetName(sheet.name ?? 'Sheet1')) },
    { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
    { name: 'xl/styles.xml', data: STYLES },
    { name: 'xl/worksheets/sheet1.xml', data: worksheetXml(sheet, timeZone) },
  ];
  return Readable.from(zipStream(entries, modifiedAt, timeZone));
}
