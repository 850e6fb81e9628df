import { Tooltip } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { COMPANY_TIME_ZONE, wallClockMs } from '#contract/businessCalendar.js';

/**
 * The console's one clock: every moment it shows is the company's time (COMPANY_TIME_ZONE, the
 * zone of its opening hours, schedules and mails), labelled with its offset ("29 Nov 2026, 01:43
 * UTC+8"), and where the reader's browser keeps another time, that time in a tooltip.
 */

export interface MomentOptions {
  /** Seconds too (history, where a draft and its publish can be a minute apart). */
  seconds?: boolean;
  /** The company's calendar day only ("29 Nov 2026"): a publish date, a creation date. */
  dateOnly?: boolean;
}

const localeTag = (locale: string) => (locale === 'zh' ? 'zh-CN' : 'en-GB');
const MINUTE_MS = 60_000;

/** Minutes the company's clock is ahead of UTC at an instant. */
const companyOffset = (instant: number) =>
  Math.round((wallClockMs(COMPANY_TIME_ZONE, instant) - instant) / MINUTE_MS);

/** "UTC+8", "UTC-3:30": the company's offset at an instant. */
export function zoneLabel(instant: number): string {
  const offset = companyOffset(instant);
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

function format(instant: number, locale: string, options: MomentOptions, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeTag(locale), {
    timeZone,
    dateStyle: 'medium',
    ...(options.dateOnly ? {} : { timeStyle: options.seconds ? 'medium' : 'short' }),
  }).format(instant);
}

/** An instant as the company's clock reads it, labelled: "29 Nov 2026, 01:43 UTC+8". */
export function companyMomentText(instant: number, locale: string, options: MomentOptions = {}): string {
  const text = format(instant, locale, options, COMPANY_TIME_ZONE);
  // A no-break space: a narrow column wraps the date, never the zone away from its time.
  return options.dateOnly ? text : `${text}\u00a0${zoneLabel(instant)}`;
}

/**
 * The same instant on the browser's clock, with its zone ("28 Nov 2026, 18:43 CET"), or null
 * when the browser keeps the company's time (or, for a day, names the same day).
 */
export function browserMomentText(
  instant: number,
  locale: string,
  options: MomentOptions = {},
): string | null {
  if (options.dateOnly) {
    const own = format(instant, locale, options);
    return own === format(instant, locale, options, COMPANY_TIME_ZONE) ? null : own;
  }
  if (-new Date(instant).getTimezoneOffset() === companyOffset(instant)) return null;
  // dateStyle and timeStyle cannot be combined with timeZoneName: the fields one by one.
  return new Intl.DateTimeFormat(localeTag(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(instant);
}

/** The company-time text of instants in the console's language, for where only a string will do. */
export function useMomentText(): (instant: number | null | undefined, options?: MomentOptions) => string {
  const [locale] = useLocaleState();
  return (instant, options) => (instant ? companyMomentText(instant, locale, options) : '');
}

/** One moment: company time with its zone, the browser's time in its tooltip when it differs. */
export function Moment({ at, ...options }: { at: number | null | undefined } & MomentOptions) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!at) return null;
  const text = companyMomentText(at, locale, options);
  const own = browserMomentText(at, locale, options);
  const time = (
    <time dateTime={new Date(at).toISOString()} data-moment>
      {text}
    </time>
  );
  return own ? <Tooltip title={translate('valve.time.your_time', { time: own })}>{time}</Tooltip> : time;
}

/**
 * A sentence of the console's texts with `%{time}` in it, the time said as Moment says it:
 * "Signed in 29 Nov 2026, 01:43 UTC+8".
 */
export function WithMoment({
  words,
  at,
  args,
}: {
  words: string;
  at: number;
  args?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const MARK = '\u0000';
  const [before, after = ''] = translate(words, { ...args, time: MARK }).split(MARK);
  return (
    <>
      {before}
      <Moment at={at} />
      {after}
    </>
  );
}

/** A list column of a moment: `source` in milliseconds, as Moment shows it. */
export function MomentField({
  source,
  seconds,
  dateOnly,
}: { source: string; label?: string; sortable?: boolean; sortBy?: string } & MomentOptions) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  return typeof value === 'number' ? <Moment at={value} seconds={seconds} dateOnly={dateOnly} /> : null;
}
