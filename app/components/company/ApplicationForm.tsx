import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { island } from '../../islands/island.js';
import { toast } from 'sonner';
import { UPLOAD_MAX_BYTES } from '#contract/constants.js';
import { ENQUIRY } from '#contract/enquiry.js';
import { CV_EXTENSIONS, isCvName } from '#contract/jobs.js';
import { message } from '#contract/messages.js';
import { jobCopy } from '../../i18n/pages/job.js';
import { ApiError, callApi, failureText, uploadFile, type UploadedFile } from '../../lib/api.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { href, useLang } from '../../lib/lang.js';
import { useToasts } from '../Toasts.js';
import { FilePicker } from '../enquiry/FilePicker.js';
import { FormFooter, SpamTrap } from '../enquiry/FormFooter.js';
import { useVerificationCode, VerificationDialog } from '../enquiry/VerificationDialog.js';

/** The fields a visitor types, by the names /api/recruiting/apply takes. */
const TYPED = ['name', 'email', 'phone', 'content'] as const;
type Typed = (typeof TYPED)[number];
type Values = Record<Typed, string>;
const EMPTY: Values = { name: '', email: '', phone: '', content: '' };

/** The CV while it uploads (progress 0–1) and once uploaded (its URL). */
interface CvState {
  name: string;
  size: number;
  progress: number;
  uploaded: UploadedFile | null;
}

const ACCEPT = CV_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * The application form of a job's page: name, e-mail, phone, CV and a message. Like
 * the enquiry form it checks with the contract's schema, sends at once from a browser that proved
 * the address and asks for the e-mailed code otherwise; the answer is the application's case number.
 */
export const ApplicationForm = island(
  'ApplicationForm',
  function ApplicationForm({ jobId }: { jobId: number }) {
    useToasts();
    const lang = useLang();
    const copy = usePageCopy(jobCopy).apply;
    const id = useId();
    const [values, setValues] = useState<Values>(EMPTY);
    const [website, setWebsite] = useState('');
    const [errors, setErrors] = useState<Map<string, string>>(new Map());
    const [cv, setCv] = useState<CvState | null>(null);
    const [submitting, setSubmitting] = useState(false);
    const [verifying, setVerifying] = useState(false);
    const [caseNumber, setCaseNumber] = useState<string | null>(null);
    const code = useVerificationCode();
    /** First keystroke: the minimum fill time counts from here. */
    const startedAt = useRef<number | null>(null);
    const upload = useRef<AbortController | null>(null);
    const form = useRef<HTMLFormElement>(null);

    // Leaving the page stops an upload that has not finished.
    useEffect(() => () => upload.current?.abort(), []);
    // The CV goes up with the script, so the form cannot be sent before it runs: its button waits.
    const [ready, setReady] = useState(false);
    useEffect(() => setReady(true), []);

    const setError = (field: string, text: string) =>
      setErrors((current) => {
        const next = new Map(current);
        if (text) next.set(field, text);
        else next.delete(field);
        return next;
      });

    /** A field the visitor changes loses its message until it is checked again. */
    function edit(name: Typed, value: string) {
      setValues((v) => ({ ...v, [name]: value }));
      if (errors.has(name)) setError(name, '');
    }

    function chooseCv([file]: File[]) {
      if (!file) return;
      upload.current?.abort();
      const problem = !isCvName(file.name)
        ? message('cvFormat', lang)
        : file.size > UPLOAD_MAX_BYTES
          ? message('uploadTooLarge', lang)
          : file.size === 0
            ? message('uploadEmpty', lang)
            : '';
      setError('cv', problem);
      if (problem) {
        setCv(null);
        return;
      }
      const controller = new AbortController();
      upload.current = controller;
      setCv({ name: file.name, size: file.size, progress: 0, uploaded: null });
      uploadFile(file, lang, (progress) => setCv((c) => c && { ...c, progress }), controller.signal)
        .then((uploaded) => setCv({ name: file.name, size: file.size, progress: 1, uploaded }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setCv(null);
          setError('cv', failureText(error, message('uploadFailed', lang)));
        });
    }

    function removeCv() {
      upload.current?.abort();
      setCv(null);
    }

    const body = (emailCode: string) => ({
      job_id: jobId,
      ...values,
      email: values.email.trim(),
      email_code: emailCode,
      cv: cv?.uploaded ?? undefined,
      website,
      fill_ms: Date.now() - (startedAt.current ?? Date.now()),
    });

    /** Shows the server's refusal at the field it names (X-Invalid-Field) as well as in a toast. */
    function showFailure(error: unknown, inDialog: boolean) {
      const text = failureText(error, copy.failed);
      toast.error(text);
      if (inDialog) code.setStatus({ ok: false, text });
      else if (error instanceof ApiError && error.field) setError(error.field.split('.')[0]!, text);
    }

    async function send(emailCode: string, inDialog: boolean) {
      try {
        const answer = await callApi<string>('/api/recruiting/apply', {
          method: 'POST',
          lang,
          body: body(emailCode),
        });
        toast.success(answer.msg);
        setVerifying(false);
        code.setStatus(null);
        setCaseNumber(answer.data);
      } catch (error) {
        showFailure(error, inDialog);
      }
    }

    async function submit(event: FormEvent) {
      event.preventDefault();
      if (submitting) return;
      if (cv && !cv.uploaded) {
        setError('cv', copy.cvWait);
        return;
      }
      const { checkApplication } = await import('./applicationCheck.js');
      const problems = checkApplication(body(''), lang);
      setErrors(problems);
      if (problems.size > 0) {
        const first = [...TYPED, 'cv'].find((f) => problems.has(f));
        form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await code.sendOrAsk(
          values.email.trim(),
          () => send('', false),
          () => setVerifying(true),
        );
      } catch (error) {
        showFailure(error, false);
      } finally {
        setSubmitting(false);
      }
    }

    if (caseNumber) {
      return (
        <div className="job-apply__done" role="status">
          <h3>{copy.doneTitle}</h3>
          <p>{fill(copy.doneText, { m_no: caseNumber })}</p>
          <p className="job-apply__number">
            <output data-testid="case-number">{caseNumber}</output>
          </p>
          <a
            className="btn"
            href={href(`/message-record?isEmail=0&m_no=${encodeURIComponent(caseNumber)}`, lang)}
          >
            {copy.followUp}
          </a>
        </div>
      );
    }

    const field = (name: Typed | 'cv', label: string, required: boolean, input: ReactNode, wide = false) => (
      <div className={`enquiry-field${wide ? ' enquiry-field--wide' : ''}`}>
        <label className="enquiry-field__label" htmlFor={`${id}-${name}`} id={`${id}-${name}-label`}>
          {label}{' '}
          {required ? (
            <span className="enquiry-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {input}
        <p className="enquiry-field__error" id={`${id}-${name}-error`} role="alert">
          {errors.get(name)}
        </p>
      </div>
    );

    const text = (name: Typed, label: string, type: string, autoComplete: string) =>
      field(
        name,
        label,
        true,
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={ENQUIRY[name].max}
          aria-required
          aria-invalid={errors.has(name)}
          aria-describedby={`${id}-${name}-error`}
          value={values[name]}
          onChange={(event) => edit(name, event.target.value)}
        />,
      );

    return (
      <>
        <form
          ref={form}
          className="enquiry-form job-apply__form"
          aria-label={copy.label}
          noValidate
          onSubmit={(event) => void submit(event)}
          onInput={() => {
            startedAt.current ??= Date.now();
          }}
        >
          <div className="enquiry-form__grid">
            {text('name', copy.name, 'text', 'name')}
            {text('email', copy.email, 'email', 'email')}
            {text('phone', copy.phone, 'tel', 'tel')}
            {field(
              'cv',
              copy.cv,
              true,
              <FilePicker
                id={`${id}-cv`}
                labelId={`${id}-cv-label`}
                errorId={`${id}-cv-error`}
                accept={ACCEPT}
                required
                invalid={errors.has('cv')}
                words={{
                  choose: cv ? copy.cvReplace : copy.cvChoose,
                  hint: copy.cvHint,
                  uploaded: copy.cvUploaded,
                  uploading: copy.cvUploading,
                  remove: copy.cvRemove,
                }}
                files={
                  cv
                    ? [
                        {
                          key: 'cv',
                          name: cv.name,
                          size: cv.size,
                          progress: cv.progress,
                          done: Boolean(cv.uploaded),
                        },
                      ]
                    : []
                }
                onChoose={chooseCv}
                onRemove={removeCv}
              />,
            )}
            {field(
              'content',
              copy.message,
              false,
              <textarea
                id={`${id}-content`}
                name="content"
                rows={5}
                maxLength={ENQUIRY.content.max}
                placeholder={copy.messagePlaceholder}
                aria-invalid={errors.has('content')}
                aria-describedby={`${id}-content-error`}
                value={values.content}
                onChange={(event) => edit('content', event.target.value)}
              />,
              true,
            )}
          </div>
          <SpamTrap value={website} onChange={(event) => setWebsite(event.target.value)} />
          <FormFooter copy={copy} busy={submitting} ready={ready} />
        </form>
        <VerificationDialog
          open={verifying}
          onOpenChange={setVerifying}
          email={values.email.trim()}
          code={code}
          codeRequired
          onConfirm={(emailCode) => send(emailCode, true)}
        />
      </>
    );
  },
);
