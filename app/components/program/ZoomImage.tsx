import * as Dialog from '@radix-ui/react-dialog';
import { programCopy } from '../../i18n/pages/program.js';
import { fill, usePageCopy } from '../../lib/copy.js';

/** A picture that opens enlarged in a dialog when clicked (cases on /programDetail). */
export function ZoomImage({ src, alt }: { src: string; alt: string }) {
  const copy = usePageCopy(programCopy).detail;
  return (
    <Dialog.Root>
      <Dialog.Trigger className="pg-zoom" aria-label={fill(copy.enlarge, { title: alt })}>
        <img src={src} alt={alt} width={800} height={600} />
        <span className="pg-zoom__hint" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="pg-dialog__overlay" />
        <Dialog.Content className="pg-dialog" aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">{alt}</Dialog.Title>
          <img src={src} alt={alt} width={1600} height={1200} />
          <Dialog.Close className="pg-dialog__close" aria-label={copy.close}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
