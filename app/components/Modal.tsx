import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';

/**
 * The site's dialog: a Radix dialog (focus trapped and returned, Escape closes, labelled by its
 * title) with one look. `wide` for content that needs room (job details, the verification form).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  className = '',
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={`modal${wide ? ' modal--wide' : ''} ${className}`.trim()}
          // Without a description Radix must be told there is none (it warns otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
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
