import { useEffect, useState } from 'react';
import { withCompanyZone } from '#contract/zonedTime.js';
import { enquiryCopy } from '../../i18n/pages/enquiry.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { island } from '../../islands/island.js';

/** China has one offset all year (no daylight saving time). */
const COMPANY_OFFSET = '+08:00';
/** Date.getTimezoneOffset() of a reader on company time. */
const COMPANY_OFFSET_MINUTES = -480;

/** "2026-11-26 16:05" (the API's company time) as an instant, or null for anything else. */
function companyIso(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(?::(\d{2}))?$/.exec(text.trim());
  return match ? `${match[1]}T${match[2]}:${match[3] ?? '00'}${COMPANY_OFFSET}` : null;
}

/**
 * A time of the desk as it says it (company time) with its zone, and, once the page runs in the
 * reader's browser and their clock differs, the same instant in their own time beside it (issue
 * 25: an overseas buyer misread China time without a zone). The server renders the company time
 * only, so the first paint and the hydrated page agree.
 */
export const CompanyTime = island('CompanyTime', function CompanyTime({ text }: { text: string }) {
  const lang = useLang();
  const copy = usePageCopy(enquiryCopy).lookup;
  const iso = companyIso(text);
  const [local, setLocal] = useState('');
  useEffect(() => {
    if (!iso) return;
    const at = new Date(iso);
    if (at.getTimezoneOffset() === COMPANY_OFFSET_MINUTES) return;
    // dateStyle/timeStyle cannot be combined with timeZoneName: the fields one by one.
    const format = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    setLocal(format.format(at));
  }, [iso, lang]);
  if (!text) return null;
  return (
    <>
      <time dateTime={iso ?? undefined}>{withCompanyZone(text, lang)}</time>
      {local && <span className="enquiry-time__local">{` ${fill(copy.yourTime, { time: local })}`}</span>}
    </>
  );
});

/** A sentence of the copy with `{{time}}` in it, the time said as CompanyTime says it. */
export function WithCompanyTime({ template, text }: { template: string; text: string }) {
  const [before, after = ''] = template.split('{{time}}');
  return (
    <>
      {before}
      <CompanyTime text={text} />
      {after}
    </>
  );
}
