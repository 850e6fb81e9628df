import type { Readable } from 'node:stream';
import { MESSAGE_STATUS } from '#contract/constants.js';
import type { Lang } from '#contract/messages.js';
import { COMPANY_TIME_ZONE, COMPANY_ZONE_NAME, wallClockMs } from '#contract/businessCalendar.js';
import { CASE_NUMBER, ENQUIRY } from '#contract/enquiry.js';
import {
  SPREADSHEET_FORMATS,
  spreadsheetStream,
  type SpreadsheetCell,
  type SpreadsheetFormat,
} from '../../lib/spreadsheet.js';
import { itemLabel } from '#contract/quotation.js';
import type { ServiceContext } from '../platform/context.js';
import type { InboxService } from './inbox.js';
import type { StaffList } from '../platform/listing.js';
import type { ResponseTimeService } from './responseTime.js';
import type { EnquirySizingService } from './enquirySizing.js';
import { SIZING_EXPORT_COLUMNS, type SizingExport } from './enquirySizingExport.js';

/**
 * The console's enquiry list as a spreadsheet: the same filter and order as
 * the list, read a page at a time while the client downloads, headers in the console's language,
 * times in company time.
 */

const PAGE = 500;

/** Each column's header in both languages (the enquiry's own fields named as contract/enquiry.ts does) and its cell. */
const COLUMNS: Array<{
  en: string;
  zh: string;
  cell: (row: ExportRow, lang: Lang) => SpreadsheetCell;
  /** A time: plain in its cell (spreadsheets sort and compute with it), its zone in the header. */
  time?: true;
}> = [
  { ...CASE_NUMBER.label, cell: (r) => r.m_no },
  { en: 'Received', zh: '收到时间', cell: (r) => new Date(r.create_time), time: true },
  { en: 'Status', zh: '状态', cell: (r, lang) => STATUS_WORDS[r.status]?.[lang] ?? String(r.status) },
  { ...ENQUIRY.name.label, cell: (r) => r.name },
  { ...ENQUIRY.company_name.label, cell: (r) => r.company_name },
  { ...ENQUIRY.email.label, cell: (r) => r.email },
  { ...ENQUIRY.phone.label, cell: (r) => r.phone },
  { en: 'Country', zh: '国家/地区', cell: (r) => r.country },
  { en: 'Language', zh: '语言', cell: (r, lang) => LANG_WORDS[r.lang === 'zh' ? 'zh' : 'en'][lang] },
  { en: 'Linked items', zh: '关联产品/内容', cell: (r) => r.items },
  { en: 'Medium', zh: '介质', cell: (r) => r.quote_medium },
  { en: 'DN size', zh: '公称通径 DN', cell: (r) => r.quote_dn },
  { en: 'Pressure class', zh: '压力等级', cell: (r) => r.quote_pressure_class },
  { en: 'Temperature', zh: '温度', cell: (r) => r.quote_temperature },
  { en: 'Flow', zh: '流量', cell: (r) => r.quote_flow },
  { en: 'Quantity', zh: '数量', cell: (r) => r.quote_quantity },
  { en: 'Assignee', zh: '负责人', cell: (r) => r.assignee },
  {
    en: 'Response due',
    zh: '回复期限',
    cell: (r) => (r.due_time === null ? null : new Date(r.due_time)),
    time: true,
  },
  {
    en: 'First response (working minutes)',
    zh: '首次回复用时（工作分钟）',
    cell: (r) => r.first_response_minutes,
  },
  { ...ENQUIRY.content.label, cell: (r) => r.content },
  // Last, so the columns before keep their places in spreadsheets made from earlier exports.
  ...SIZING_EXPORT_COLUMNS,
];

/**
 * A time column's header naming the zone its cells are in: "Received (China
 * Standard Time (UTC+8))" / "收到时间（中国标准时间 (UTC+8)）"; a calendar on another zone says its name.
 */
function zonedHeader(title: string, timeZone: string, lang: Lang): string {
  const zone = timeZone === COMPANY_TIME_ZONE ? COMPANY_ZONE_NAME[lang] : timeZone;
  return lang === 'zh' ? `${title}（${zone}）` : `${title} (${zone})`;
}

const STATUS_WORDS: Record<number, Record<Lang, string>> = {
  [MESSAGE_STATUS.pending]: { en: 'Pending', zh: '待处理' },
  [MESSAGE_STATUS.processed]: { en: 'Processed', zh: '已处理' },
  [MESSAGE_STATUS.finished]: { en: 'Closed', zh: '已关闭' },
};
const LANG_WORDS: Record<Lang, Record<Lang, string>> = {
  en: { en: 'English', zh: '英文' },
  zh: { en: 'Chinese', zh: '中文' },
};

/** A row of the inbox list: the enquiry and what it is about. */
type ListRow = Awaited<ReturnType<InboxService['list']>>['rows'][number];
type ExportRow = Omit<ListRow, 'items'> & { items: string; assignee: string } & SizingExport;

export interface EnquiryExport {
  /** How many enquiries the export holds. */
  rows: number;
  /** enquiries-<company date>.csv|xlsx */
  fileName: string;
  stream: Readable;
}

export function enquiryExportService(
  ctx: ServiceContext,
  inbox: InboxService,
  responseTime: ResponseTimeService,
  enquirySizing: EnquirySizingService,
) {
  const { db } = ctx;

  /** A page of the list with its assignees' names (the list rows carry their linked items). */
  async function withDetails(rows: ListRow[]): Promise<ExportRow[]> {
    const staffIds = [...new Set(rows.flatMap((r) => (r.assignee_id === null ? [] : [r.assignee_id])))];
    const staff = staffIds.length
      ? await db
          .selectFrom('staff_user')
          .select(['id', 'name', 'email'])
          .where('id', 'in', staffIds)
          .execute()
      : [];
    const names = new Map(staff.map((s) => [s.id, s.name || s.email]));
    const sizings = await enquirySizing.of(rows.map((r) => r.id));
    return rows.map((r) => ({
      ...r,
      items: r.items.map(itemLabel).join('; '),
      assignee: r.assignee_id === null ? '' : (names.get(r.assignee_id) ?? ''),
      sizing: sizings.get(r.id) ?? null,
    }));
  }

  return {
    /** The enquiries a list filter finds, in its order, as a CSV or XLSX stream. */
    async export(
      format: SpreadsheetFormat,
      { filter, sort }: Pick<StaffList<'enquiries'>, 'filter' | 'sort'>,
      lang: Lang,
      /** The staff user exporting (the list's "Mine" filter). */
      viewer: number,
    ): Promise<EnquiryExport> {
      const first = await inbox.list({ filter, sort, slice: { offset: 0, limit: PAGE } }, viewer);
      async function* rows() {
        let page = first.rows;
        for (let offset = 0; page.length > 0;) {
          for (const row of await withDetails(page)) yield COLUMNS.map((c) => c.cell(row, lang));
          offset += page.length;
          if (page.length < PAGE) return;
          page = (await inbox.list({ filter, sort, slice: { offset, limit: PAGE } }, viewer)).rows;
        }
      }
      const { calendar } = await responseTime.promise();
      const sheet = {
        name: lang === 'zh' ? '留言' : 'Enquiries',
        header: COLUMNS.map((c) => (c.time ? zonedHeader(c[lang], calendar.timeZone, lang) : c[lang])),
        rows: rows(),
      };
      const day = new Date(wallClockMs(calendar.timeZone, ctx.now())).toISOString().slice(0, 10);
      return {
        rows: first.total,
        fileName: `enquiries-${day}.${SPREADSHEET_FORMATS[format].extension}`,
        stream: spreadsheetStream(format, sheet, {
          timeZone: calendar.timeZone,
          modifiedAt: new Date(ctx.now()),
        }),
      };
    },
  };
}

export type EnquiryExportService = ReturnType<typeof enquiryExportService>;
