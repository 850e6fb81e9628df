/** The words of a form's foot, in the visitor's language. */
export interface FormFooterCopy {
  privacy: string;
  submit: string;
  submitting: string;
}

/**
 * The foot of the enquiry and the job application forms: the privacy note and the send button,
 * disabled and marked busy while the form is sending.
 */
export function FormFooter({ copy, busy }: { copy: FormFooterCopy; busy: boolean }) {
  return (
    <div className="enquiry-form__footer">
      <p className="enquiry-form__privacy">{copy.privacy}</p>
      <button type="submit" className="btn enquiry-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? copy.submitting : copy.submit}
      </button>
    </div>
  );
}
