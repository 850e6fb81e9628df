import { sizingLinksCopy } from '../../i18n/pages/sizingLinks.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, useLang } from '../../lib/lang.js';

/** The way to the sizing page from the product centre and the customer-service pages. */
export function SizingCallout() {
  const copy = usePageCopy(sizingLinksCopy);
  const lang = useLang();
  return (
    <section className="sizing-callout" aria-labelledby="sizing-callout-title">
      <div className="container sizing-callout__inner">
        <div>
          <h2 id="sizing-callout-title">{copy.calloutTitle}</h2>
          <p>{copy.calloutText}</p>
        </div>
        <a className="btn" href={href('/sizing', lang)}>
          {copy.linkLong}
        </a>
      </div>
    </section>
  );
}
