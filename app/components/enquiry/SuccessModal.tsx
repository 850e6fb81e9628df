import { useState } from 'react';
import { enquiryCopy } from '../../i18n/pages/enquiry.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, useLang } from '../../lib/lang.js';
import { Modal } from '../Modal.js';

/** Where a case is looked up; the page fills in the number (and the address it remembers). */
export function lookupPath(caseNumber: string): string {
  return `/message-record?isEmail=0&m_no=${encodeURIComponent(caseNumber)}`;
}

/** After sending: the case number, copyable, and the way to follow the message up (docs/product.md §2 /callMe). */
export function SuccessModal({ caseNumber, onClose }: { caseNumber: string | null; onClose(): void }) {
  const lang = useLang();
  const copy = usePageCopy(enquiryCopy).success;
  const [copied, setCopied] = useState<boolean | null>(null);

  async function copyNumber() {
    try {
      await navigator.clipboard.writeText(caseNumber ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <Modal
      open={caseNumber !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(null);
          onClose();
        }
      }}
      title={copy.title}
      description={copy.text}
      className="enquiry-success"
    >
      <p className="enquiry-success__number">
        <output data-testid="case-number">{caseNumber}</output>
        <button type="button" className="btn btn--ghost" onClick={() => void copyNumber()}>
          {copy.copy}
        </button>
      </p>
      <p className={`enquiry-success__copied${copied === false ? ' is-error' : ''}`} role="status">
        {copied === null ? '' : copied ? copy.copied : copy.copyFailed}
      </p>
      <div className="modal__actions">
        {caseNumber && (
          <a className="btn" href={href(lookupPath(caseNumber), lang)} onClick={onClose}>
            {copy.lookup}
          </a>
        )}
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {copy.close}
        </button>
      </div>
    </Modal>
  );
}
