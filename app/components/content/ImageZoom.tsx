import * as Dialog from '@radix-ui/react-dialog';
import { contentCopy } from '../../i18n/pages/content.js';
import { usePageCopy } from '../../lib/copy.js';

/** A large picture that opens at full size in a dialog when clicked (SPEC §2 /nText cases). */
export function ImageZoom({ src, alt }: { src: string; alt: string }) {
  const copy = usePageCopy(contentCopy);
  return (
    <Dialog.Root>
      <Dialog.Trigger className="content-zoom" aria-label={`${copy.article.enlarge}: ${alt}`}>
        <img src={src} alt={alt} width="800" height="600" />
        <span className="content-zoom__hint" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.7 4.7-1.4 1.4-4.7-4.7A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM9.5 7h2v2.5H14v2h-2.5V14h-2v-2.5H7v-2h2.5z"
              fill="currentColor"
            />
          </svg>
          {copy.article.enlarge}
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="content-dialog__overlay" />
        <Dialog.Content className="content-dialog content-dialog--image" aria-describedby={undefined}>
          <div className="content-dialog__head">
            <Dialog.Title className="content-dialog__title">{alt}</Dialog.Title>
            <Dialog.Close className="content-dialog__close" aria-label={copy.video.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <img className="content-dialog__image" src={src} alt={alt} width="800" height="600" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
