import type { ComponentPropsWithRef } from 'react';

/** The words of a form's foot, in the visitor's language. */
export interface FormFooterCopy {
  privacy: string;
  submit: string;
  submitting: string;
}

/**
 * The foot of the enquiry and the job application forms: the privacy note and the send button,
 * disabled and marked busy while the form is sending, and disabled until `ready` when the form
 * cannot be sent without its script.
 */
export function FormFooter({
  copy,
  busy,
  ready = true,
}: {
  copy: FormFooterCopy;
  busy: boolean;
  ready?: boolean;
}) {
  return (
    <div className="enquiry-form__footer">
      <p className="enquiry-form__privacy">{copy.privacy}</p>
      <button type="submit" className="btn enquiry-form__submit" disabled={busy || !ready} aria-busy={busy}>
        {busy ? copy.submitting : copy.submit}
      </button>
    </div>
  );
}

/**
 * The honeypot of the enquiry and the job application forms: an input moved off screen and hidden
 * from assistive technology, which people leave empty and bots fill in. `label` names it for a
 * reader of the page's source; the input's props come from the form (a register call or a state).
 */
export function SpamTrap({
  label,
  ...input
}: { label?: { id: string; text: string } } & ComponentPropsWithRef<'input'>) {
  return (
    <div className="enquiry-form__trap" aria-hidden="true">
      {label && <label htmlFor={label.id}>{label.text}</label>}
      <input id={label?.id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
