import * as Dialog from './dialog.js';
import { FactList, type Fact } from './FactList.js';
import { useTranslation } from '../i18n/useTranslation.js';
import { island } from '../islands/island.js';
import { Picture, SIZES } from './Picture.js';
import { ZoomHint } from './ZoomHint.js';

/** A picture that opens enlarged in a dialog when clicked (cases on /nText and /programDetail). */
export const ZoomImage = island('ZoomImage', function ZoomImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root>
      <Dialog.Trigger className="zoom-image" aria-label={`${t('common.enlarge')}: ${alt}`}>
        <Picture src={src} alt={alt} width={800} height={600} sizes={SIZES.half} />
        <ZoomHint />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="zoom-dialog">
          <Dialog.Title className="visually-hidden">{alt}</Dialog.Title>
          <Picture src={src} alt={alt} width={1600} height={1200} sizes="min(92vw, 75rem)" />
          <Dialog.Close className="zoom-dialog__close" aria-label={t('common.close')}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});

/** The facts of a case (area, customer, product, industry, working condition…), empty ones left out. */
export function CaseFacts({ title, facts }: { title: string; facts: Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <section className="case-facts" aria-label={title}>
      <h2>{title}</h2>
      <FactList facts={facts} />
    </section>
  );
}
