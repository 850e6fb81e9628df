import { useEffect, useId, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { CODE_LENGTH, CODE_RESEND_SECONDS } from '#contract/constants.js';
import { message } from '#contract/messages.js';
import { enquiryCopy } from '../../i18n/pages/enquiry.js';
import { callApi, failureText } from '../../lib/api.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { Modal } from '../Modal.js';

export interface CodeStatus {
  ok: boolean;
  text: string;
}

/**
 * Asking for a verification code (docs/product.md §4): 'Getting...' while the request runs; after success
 * a 60-second countdown (1 s ticks, the first after 1 s) blocks resending; a failure resets it at
 * once. It lives in the form, not the dialog, so closing and reopening the dialog keeps it.
 */
export function useVerificationCode() {
  const lang = useLang();
  const [seconds, setSeconds] = useState(0);
  const [getting, setGetting] = useState(false);
  const [status, setStatus] = useState<CodeStatus | null>(null);

  useEffect(() => {
    if (seconds <= 0) return;
    const tick = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [seconds]);

  async function request(email: string) {
    if (!email.trim()) {
      setStatus({ ok: false, text: message('emailEmpty', lang) });
      return;
    }
    setGetting(true);
    setStatus(null);
    try {
      const answer = await callApi<null>('/api/common/sendEmail', {
        method: 'POST',
        query: { email: email.trim() },
        lang,
      });
      setSeconds(CODE_RESEND_SECONDS);
      setStatus({ ok: true, text: answer.msg });
    } catch (error) {
      setSeconds(0);
      setStatus({ ok: false, text: failureText(error, message('codeSendFailed', lang)) });
    } finally {
      setGetting(false);
    }
  }

  /**
   * Sends a form at once when this browser has proved `email` (its device cookie); otherwise `ask`
   * opens the code dialog, which sends a code by itself unless the countdown of an earlier one runs.
   */
  async function sendOrAsk(email: string, send: () => Promise<void>, ask: () => void) {
    const verified = await callApi<boolean>('/api/leavemessage/checkEmail', {
      method: 'POST',
      query: { email },
      lang,
    });
    if (verified.data) await send();
    else {
      ask();
      if (seconds === 0 && !getting) void request(email);
    }
  }

  return {
    seconds,
    getting,
    status,
    setStatus,
    request,
    sendOrAsk,
  };
}

export type VerificationCode = ReturnType<typeof useVerificationCode>;

/** The 4-digit code's input, as a phone's keyboard and password managers should take it. */
export function CodeInput(props: ComponentPropsWithRef<'input'> & { id: string; name: string }) {
  const copy = usePageCopy(enquiryCopy).verify;
  return (
    <input
      className="enquiry-verify__code"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={copy.codePlaceholder}
      maxLength={CODE_LENGTH}
      {...props}
    />
  );
}

/**
 * The e-mail verification dialog: the code input (cut to 4 digits), the resend button with its
 * countdown, and Confirm, which works only with 4 digits and shows loading while sending.
 */
export function VerificationDialog({
  open,
  onOpenChange,
  email,
  code,
  codeRequired,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  email: string;
  code: VerificationCode;
  /** The contact page requires the code field (a blur message); the floating form does not (docs/product.md §5). */
  codeRequired: boolean;
  onConfirm(code: string): Promise<void>;
}) {
  const lang = useLang();
  const copy = usePageCopy(enquiryCopy).verify;
  const id = useId();
  const [value, setValue] = useState('');
  const [blurred, setBlurred] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!open) {
      setValue('');
      setBlurred(false);
    }
  }, [open]);

  const complete = value.length === CODE_LENGTH;
  const requiredMessage = codeRequired && blurred && value === '' ? message('emailCodeRequired', lang) : '';

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!complete || confirming) return;
    setConfirming(true);
    try {
      await onConfirm(value);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={fill(copy.text, { email })}
      className="enquiry-verify"
    >
      <form onSubmit={confirm} noValidate>
        <label className="enquiry-field__label" htmlFor={`${id}-code`}>
          {copy.codeLabel}
        </label>
        <div className="enquiry-verify__row">
          <CodeInput
            id={`${id}-code`}
            name="emailCode"
            value={value}
            aria-invalid={Boolean(requiredMessage)}
            aria-describedby={`${id}-status`}
            onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            onBlur={() => setBlurred(true)}
            autoFocus
          />
          <button
            type="button"
            className="btn btn--ghost enquiry-verify__resend"
            disabled={code.getting || code.seconds > 0}
            onClick={() => void code.request(email)}
          >
            {code.getting
              ? copy.getting
              : code.seconds > 0
                ? fill(copy.resendIn, { seconds: code.seconds })
                : copy.getCode}
          </button>
        </div>
        <p
          id={`${id}-status`}
          className={`enquiry-verify__status${requiredMessage || (code.status && !code.status.ok) ? ' is-error' : ''}`}
          role="status"
          aria-live="polite"
        >
          {requiredMessage || code.status?.text}
        </p>
        <p className="enquiry-verify__hint">{copy.spamHint}</p>
        <button
          type="submit"
          className="btn enquiry-verify__confirm"
          disabled={!complete || confirming}
          aria-busy={confirming}
        >
          {confirming ? copy.confirming : copy.confirm}
        </button>
      </form>
    </Modal>
  );
}
