import {
  ENQUIRY_ITEM_KIND_LABELS,
  itemLabel,
  quoteRows,
  type EnquiryItemKind,
  type Quote,
} from '#contract/quotation.js';
import { enquiryCopy } from '../../i18n/pages/enquiry.js';
import { usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { RecordTable } from './RecordTable.js';

/** What the look-up shows of what a message is about: its items and its quotation request. */
export function AboutRecord({
  items,
  quote,
  headingId,
}: {
  items: { kind: EnquiryItemKind; id: number; model: string; title: string }[];
  quote: Quote | null;
  headingId: string;
}) {
  const lang = useLang();
  const copy = usePageCopy(enquiryCopy).quote;
  if (items.length === 0 && !quote) return null;
  const rows = quoteRows(quote, lang);
  return (
    <section className="enquiry-record__about" aria-labelledby={headingId}>
      <h3 id={headingId} className="enquiry-record__subtitle">
        {copy.about}
      </h3>
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <span className="enquiry-record__about-kind">
                {ENQUIRY_ITEM_KIND_LABELS[item.kind][lang]}
                {lang === 'zh' ? '：' : ': '}
              </span>
              {itemLabel(item)}
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <>
          <h4 className="enquiry-message__files-title">{copy.quoteTitle}</h4>
          <RecordTable rows={rows} />
        </>
      )}
    </section>
  );
}
