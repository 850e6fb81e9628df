import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import * as Dialog from './dialog.js';

/**
 * The site's dialog, the browser's own modal `<dialog>` (./dialog.tsx: focus moved in and given
 * back, Escape and a click outside close it, labelled by its title) with one look. `wide` for
 * content that needs room (job details, the verification form); `eyebrow`, a line above the title.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  eyebrow,
  description,
  wide = false,
  className = '',
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content className={`modal${wide ? ' modal--wide' : ''} ${className}`.trim()}>
          {eyebrow && <p className="modal__eyebrow">{eyebrow}</p>}
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          )}
          {children}
          <Dialog.Close className="modal__close" aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
