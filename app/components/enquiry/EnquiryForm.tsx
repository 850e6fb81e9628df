import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useForm, type FieldPath, type Resolver, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { ENQUIRY, ENQUIRY_FIELDS, type EnquiryField } from '#contract/enquiry.js';
import { enquiryCopy } from '../../i18n/pages/enquiry.js';
import { ApiError, callApi, failureText } from '../../lib/api.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, useLang } from '../../lib/lang.js';
import { usePage } from '../../lib/page.js';
import { typedBeforeHydration } from '../../lib/typedBeforeHydration.js';
import { useToasts } from '../Toasts.js';
import { AttachmentField, useAttachments } from './Attachments.js';
import { readDraft, writeDraft, writeLastCase } from './storage.js';
import type { AboutItem } from './about.js';
import type { SizingAttachment } from './sizingAttachment.js';
import { SizingChip } from './SizingRecord.js';
import { AboutChip, CountryField, QuotationPart } from './QuotationFields.js';
import {
  checkedValues,
  EMPTY,
  enquiryBody,
  formName,
  isRequired,
  maxLength,
  type EnquiryPosted,
  type FormValues,
} from './enquiryFields.js';
import { lookupPath } from './SuccessModal.js';
import { SuccessModal } from './SuccessModal.js';
import { CodeInput, useVerificationCode, VerificationDialog } from './VerificationDialog.js';
import { FormFooter, SpamTrap } from './FormFooter.js';

/** A failed check of the server is shown at the field it names (X-Invalid-Field) as well as in the toast. */
function showAtField(form: UseFormReturn<FormValues>, error: unknown): void {
  if (!(error instanceof ApiError) || !error.body || !error.field) return;
  const name = formName(error.field);
  if (name in EMPTY && name !== 'website')
    form.setError(
      name as keyof FormValues,
      { type: 'server', message: error.body.msg },
      { shouldFocus: true },
    );
}

/** A fresh form; with a sizing attached, its quotation fields filled from the sizing. */
const prefilled = (sizing: SizingAttachment | null): FormValues =>
  sizing
    ? {
        ...EMPTY,
        quote_medium: sizing.quote.medium,
        quote_dn: sizing.quote.dn,
        quote_temperature: sizing.quote.temperature,
        quote_flow: sizing.quote.flow,
      }
    : EMPTY;

/**
 * The enquiry form of the contact page ('contact': with job title and attachments) and of the
 * floating widget ('floating'). The flow of docs/product.md §4: validate → e-mail check → send at once for a
 * verified address, otherwise the verification dialog → success dialog with the case number.
 */
export function EnquiryForm({
  variant,
  about = null,
  onRemoveAbout,
  sizing = null,
  onRemoveSizing,
  countries = [],
  posted = null,
}: {
  variant: 'contact' | 'floating';
  /** The page's answer to this form posted without script (enquiryPost.server.ts). */
  posted?: EnquiryPosted | null;
  /** The item the visitor came from (`/callMe?product=…`): shown as a chip and sent as `items`. */
  about?: AboutItem | null;
  onRemoveAbout?: () => void;
  /** The sizing the visitor came with (the sizing page's quotation button): a chip, sent as `sizing`. */
  sizing?: SizingAttachment | null;
  onRemoveSizing?: () => void;
  /** The country select's options, named in the page language; none: no country field. */
  countries?: [string, string][];
}) {
  useToasts();
  const lang = useLang();
  const copy = usePageCopy(enquiryCopy).form;
  const quoteCopy = usePageCopy(enquiryCopy).quote;
  const id = useId();
  const full = variant === 'contact';
  const { url } = usePage();
  // The contact page answers posts; the floating form sends its own to it.
  const action = `${full ? url : href('/callMe', lang)}#contact-form`;
  // The contract's checks, loaded with zod when a visitor first leaves a field or sends.
  // react-hook-form hands over its live values object; the copy is taken before the await, so a
  // field changed while the checks load cannot pass in place of what the visitor sent (all strings).
  const resolver: Resolver<FormValues> = async (live) => {
    const values = { ...live };
    const { checkEnquiry } = await import('./enquiryCheck.js');
    const problems = checkEnquiry(checkedValues(values), lang, about?.kind === 'product');
    if (problems.size === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      [...problems].map(([field, text]) => [formName(field), { type: 'validate', message: text }]),
    );
    return { values: {}, errors };
  };
  const form = useForm<FormValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: posted && posted.step !== 'sent' ? posted.values : prefilled(sizing),
    resolver,
  });
  // The page's answer to a post: its problems stand at their fields until the field changes.
  const [postedErrors, setPostedErrors] = useState<Record<string, string>>(
    posted && posted.step !== 'sent' ? posted.errors : {},
  );
  const codeStep = posted?.step === 'code';
  const codeInput = useRef<HTMLInputElement>(null);
  const attachments = useAttachments();
  const code = useVerificationCode();
  const [verifying, setVerifying] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [caseNumber, setCaseNumber] = useState<string | null>(null);
  /** First keystroke: the minimum fill time counts from here, and from here the draft is kept. */
  const startedAt = useRef<number | null>(null);

  // Kept alive (docs/product.md §2): what was typed in this tab comes back when the visitor returns.
  useEffect(() => {
    const draft = readDraft(variant);
    const typed = typedBeforeHydration(
      Object.fromEntries(ENQUIRY_FIELDS.map((name) => [name, `${id}-${name}`])) as Record<
        EnquiryField,
        string
      >,
    );
    if (!draft && Object.keys(typed).length === 0) return;
    form.reset({ ...prefilled(sizing), ...draft?.values, ...typed, website: '' });
    if (draft) attachments.reset(draft.files);
    startedAt.current = draft?.startedAt ?? Date.now();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival; the form and the attachments are stable objects
  }, [variant]);

  const uploadedKey = attachments.uploaded.map((f) => f.url).join('|');
  useEffect(() => {
    const save = () => {
      if (startedAt.current === null) return;
      const { website: _honeypot, ...values } = form.getValues();
      writeDraft(variant, { values, files: attachments.uploaded, startedAt: startedAt.current });
    };
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attachments.uploaded is a new array each render; uploadedKey says when it really changed
  }, [uploadedKey, variant, form]);

  async function send(values: FormValues, emailCode: string, inDialog: boolean): Promise<void> {
    try {
      const email = values.email.trim();
      const answer = await callApi<string>('/api/leavemessage/postAdvise', {
        method: 'POST',
        lang,
        body: enquiryBody(values, {
          about,
          sizing,
          emailCode,
          files: attachments.uploaded.map(({ name, url }) => ({ name, url })),
          fillMs: Date.now() - (startedAt.current ?? Date.now()),
        }),
      });
      toast.success(answer.msg);
      form.reset(EMPTY);
      attachments.reset();
      startedAt.current = null;
      writeDraft(variant, null);
      code.setStatus(null);
      setVerifying(false);
      writeLastCase({ email, m_no: answer.data });
      setCaseNumber(answer.data);
      onRemoveAbout?.();
      onRemoveSizing?.();
    } catch (error) {
      const text = failureText(error, copy.failed);
      toast.error(text);
      if (inDialog) code.setStatus({ ok: false, text });
      else showAtField(form, error);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if (attachments.pending > 0) {
      attachments.setProblem(copy.waitUploads);
      return;
    }
    setSubmitting(true);
    const typedCode = codeInput.current?.value.trim() ?? '';
    try {
      if (typedCode) return await send(values, typedCode, false);
      await code.sendOrAsk(
        values.email.trim(),
        () => send(values, '', false),
        () => setVerifying(true),
      );
    } catch (error) {
      toast.error(failureText(error, copy.failed));
      showAtField(form, error);
    } finally {
      setSubmitting(false);
    }
  });

  /** A field's props: the form library's, and its posted problem cleared as it changes. */
  const register = (name: keyof FormValues) =>
    form.register(name, {
      onChange: () => setPostedErrors((errors) => (name in errors ? omit(errors, name) : errors)),
    });

  const field = (name: FieldPath<FormValues>, label: string, input: (describedBy: string) => ReactNode) => {
    const error = form.formState.errors[name]?.message ?? postedErrors[name];
    const required = isRequired(name);
    return (
      <div className={`enquiry-field${name === 'content' ? ' enquiry-field--wide' : ''}`}>
        <label className="enquiry-field__label" htmlFor={`${id}-${name}`}>
          {label}{' '}
          {required ? (
            <span className="enquiry-field__required" aria-hidden="true" title={copy.required}>
              *
            </span>
          ) : (
            <small>({copy.optional})</small>
          )}
        </label>
        {input(`${id}-${name}-error`)}
        <p className="enquiry-field__error" id={`${id}-${name}-error`} role="alert">
          {error}
        </p>
      </div>
    );
  };

  const text = (
    name: keyof FormValues,
    label: string,
    placeholder: string,
    type = 'text',
    autoComplete = 'off',
  ) =>
    field(name, label, (describedBy) => (
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength(name)}
        aria-required={isRequired(name)}
        aria-invalid={Boolean(form.formState.errors[name] ?? postedErrors[name])}
        aria-describedby={describedBy}
        // In the page's HTML too: a page answering a post shows what was sent.
        defaultValue={form.formState.defaultValues?.[name]}
        {...register(name)}
      />
    ));
  const label = (name: EnquiryField) => ENQUIRY[name].label[lang];

  if (posted?.step === 'sent') return <PostedSuccess caseNumber={posted.caseNumber} notice={posted.notice} />;
  return (
    <>
      <form
        className={`enquiry-form enquiry-form--${variant}`}
        aria-label={copy.label}
        // Sent before the script runs, the form posts to the page, which answers it (never a GET:
        // what the visitor typed would land in the address, the history and the logs).
        method="post"
        action={action}
        noValidate
        onSubmit={(event) => void submit(event)}
        onInput={() => {
          startedAt.current ??= Date.now();
        }}
      >
        {about && <AboutChip item={about} onRemove={onRemoveAbout} />}
        {sizing && <SizingChip sizing={sizing} onRemove={onRemoveSizing} />}
        <div className="enquiry-form__grid">
          {text('name', label('name'), copy.namePlaceholder, 'text', 'name')}
          {text('company_name', label('company_name'), copy.companyPlaceholder, 'text', 'organization')}
          {text('phone', label('phone'), copy.phonePlaceholder, 'tel', 'tel')}
          {text('email', label('email'), copy.emailPlaceholder, 'email', 'email')}
          {full && text('duties', label('duties'), copy.dutiesPlaceholder, 'text', 'organization-title')}
          {field('content', label('content'), (describedBy) => (
            <textarea
              id={`${id}-content`}
              rows={full ? 6 : 4}
              maxLength={ENQUIRY.content.max}
              placeholder={copy.messagePlaceholder}
              aria-required
              aria-invalid={Boolean(form.formState.errors.content ?? postedErrors.content)}
              aria-describedby={describedBy}
              defaultValue={form.formState.defaultValues?.content}
              {...register('content')}
            />
          ))}
          {countries.length > 0 &&
            field('country', quoteCopy.country, (describedBy) => (
              <CountryField
                id={`${id}-country`}
                countries={countries}
                describedBy={describedBy}
                invalid={Boolean(form.formState.errors.country ?? postedErrors.country)}
                defaultValue={form.formState.defaultValues?.country}
                {...register('country')}
              />
            ))}
          {full && <AttachmentField attachments={attachments} />}
        </div>
        {about?.kind === 'product' && <QuotationPart text={text} />}
        <SpamTrap label={{ id: `${id}-website`, text: copy.honeypot }} {...register('website')} />
        {codeStep && (
          <PostedCode
            id={`${id}-email_code`}
            inputRef={codeInput}
            notice={posted.notice}
            error={postedErrors.email_code ?? ''}
          />
        )}
        <FormFooter copy={copy} busy={submitting} />
      </form>
      <VerificationDialog
        open={verifying}
        onOpenChange={setVerifying}
        email={form.getValues('email').trim()}
        code={code}
        codeRequired={full}
        onConfirm={(emailCode) => send(form.getValues(), emailCode, true)}
      />
      <SuccessModal caseNumber={caseNumber} onClose={() => setCaseNumber(null)} />
    </>
  );
}

function omit(errors: Record<string, string>, name: string): Record<string, string> {
  const { [name]: _gone, ...rest } = errors;
  return rest;
}

/**
 * The code step of a form posted without script: the page mailed a code and asks for it here, in
 * the form (a dialog needs the script); sending the form again with it sends the enquiry.
 */
function PostedCode({
  id,
  inputRef,
  notice,
  error,
}: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  notice: string;
  error: string;
}) {
  const copy = usePageCopy(enquiryCopy).verify;
  return (
    <div className="enquiry-form__code">
      <p className="enquiry-form__code-notice" role="status">
        {notice}
      </p>
      <label className="enquiry-field__label" htmlFor={id}>
        {copy.codeLabel}
      </label>
      <CodeInput
        ref={inputRef}
        id={id}
        name="email_code"
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
      />
      <p className="enquiry-field__error" id={`${id}-error`} role="alert">
        {error}
      </p>
      <input type="hidden" name="step" value="code" />
      <p className="enquiry-verify__hint">{copy.spamHint}</p>
    </div>
  );
}

/** A form posted without script was sent: the case number and the way to follow it up, in the page. */
function PostedSuccess({ caseNumber, notice }: { caseNumber: string; notice: string }) {
  const lang = useLang();
  const copy = usePageCopy(enquiryCopy).success;
  return (
    <div className="enquiry-form enquiry-posted" role="status">
      <h3 className="enquiry-posted__title">{copy.title}</h3>
      <p>{notice}</p>
      <p>{copy.text}</p>
      <p className="enquiry-success__number">
        <output data-testid="case-number">{caseNumber}</output>
      </p>
      <p>
        <a className="btn" href={href(lookupPath(caseNumber), lang)}>
          {copy.lookup}
        </a>
      </p>
    </div>
  );
}
