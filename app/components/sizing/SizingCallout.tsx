import { sizingLinksCopy } from '../../i18n/pages/sizingLinks.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, useLang } from '../../lib/lang.js';
import { ActionBand } from '../Section.js';

/** The way to the sizing page from the product centre and the customer-service pages. */
export function SizingCallout() {
  const copy = usePageCopy(sizingLinksCopy);
  const lang = useLang();
  return (
    <ActionBand
      block="sizing-callout"
      id="sizing-callout-title"
      title={copy.calloutTitle}
      text={copy.calloutText}
    >
      <a className="btn" href={href('/sizing', lang)}>
        {copy.linkLong}
      </a>
    </ActionBand>
  );
}
