import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldPath, type Resolver, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { MESSAGE_TYPE_ID } from '../../../contract/constants.js';
import {
  ENQUIRY,
  ENQUIRY_FIELDS,
  type EnquiryField,
  type EnquiryFieldSpec,
} from '../../../contract/enquiry.js';
import { enquiryCopy } from '../../i18n/pages/enquiry.js';
import { ApiError, callApi, failureText } from '../../lib/api.js';
import { usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { typedBeforeHydration } from '../../lib/typedBeforeHydration.js';
import { useToasts } from '../Toasts.js';
import { AttachmentField, useAttachments } from './Attachments.js';
import { readDraft, writeDraft, writeLastCase } from './storage.js';
import type { AboutItem } from './about.js';
import { sizingBody, type SizingAttachment } from './sizingAttachment.js';
import { SizingChip } from './SizingRecord.js';
import {
  AboutChip,
  CountryField,
  QUOTE_MAX_LENGTH,
  QUOTE_NAMES,
  QUOTE_VALUES,
  QuotationPart,
  quoteBody,
  type QuoteValues,
} from './QuotationFields.js';
import { SuccessModal } from './SuccessModal.js';
import { useVerificationCode, VerificationDialog } from './VerificationDialog.js';
import { FormFooter, SpamTrap } from './FormFooter.js';

/**
 * The fields a visitor types into, by their names in the contract (contract/enquiry.ts: limits,
 * required messages, labels), and the honeypot (see server/api/leavemessage.ts).
 */
type EnquiryValues = Record<EnquiryField, string> & { website: string };
/** With the optional quotation request and country of the contact page (QuotationFields.tsx). */
type FormValues = EnquiryValues & QuoteValues;

const EMPTY: FormValues = {
  ...(Object.fromEntries(ENQUIRY_FIELDS.map((f) => [f, ''])) as Record<EnquiryField, string>),
  website: '',
  ...QUOTE_VALUES,
};

const isEnquiryField = (name: string): name is EnquiryField => name in ENQUIRY;

/** Each field's limit is the server's (postAdvise), so the browser never takes what it refuses. */
const maxLength = (name: keyof FormValues): number | undefined =>
  isEnquiryField(name) ? ENQUIRY[name].max : QUOTE_MAX_LENGTH[name as keyof QuoteValues];

const isRequired = (name: string): boolean =>
  isEnquiryField(name) && (ENQUIRY[name] as EnquiryFieldSpec).required !== undefined;

/** The contract's field names (`quote.dn`) as the form's (`quote_dn`). */
const formName = (field: string): string => field.replace(/^quote\./, 'quote_');

/** The form's values as the contract's schema reads them (the quotation as one object). */
function checkedValues(values: FormValues): Record<string, unknown> {
  const quote = Object.fromEntries(QUOTE_NAMES.map((f) => [f, values[`quote_${f}`]]));
  return { ...values, quote };
}

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
}: {
  variant: 'contact' | 'floating';
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
    defaultValues: EMPTY,
    resolver,
  });
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
    form.reset({ ...EMPTY, ...draft?.values, ...typed, website: '' });
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
        body: {
          type_id: MESSAGE_TYPE_ID,
          ...Object.fromEntries(ENQUIRY_FIELDS.map((f) => [f, values[f]])),
          email,
          email_code: emailCode,
          files: attachments.uploaded.map(({ name, url }) => ({ name, url })),
          website: values.website,
          fill_ms: Date.now() - (startedAt.current ?? Date.now()),
          ...quoteBody(values, about),
          ...sizingBody(sizing),
        },
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
    try {
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

  const field = (name: FieldPath<FormValues>, label: string, input: (describedBy: string) => ReactNode) => {
    const error = form.formState.errors[name]?.message;
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
        aria-invalid={Boolean(form.formState.errors[name])}
        aria-describedby={describedBy}
        {...form.register(name)}
      />
    ));
  const label = (name: EnquiryField) => ENQUIRY[name].label[lang];

  return (
    <>
      <form
        className={`enquiry-form enquiry-form--${variant}`}
        aria-label={copy.label}
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
              aria-invalid={Boolean(form.formState.errors.content)}
              aria-describedby={describedBy}
              {...form.register('content')}
            />
          ))}
          {countries.length > 0 &&
            field('country', quoteCopy.country, (describedBy) => (
              <CountryField
                id={`${id}-country`}
                countries={countries}
                describedBy={describedBy}
                invalid={Boolean(form.formState.errors.country)}
                {...form.register('country')}
              />
            ))}
          {full && <AttachmentField attachments={attachments} />}
        </div>
        {about?.kind === 'product' && <QuotationPart text={text} />}
        <SpamTrap label={{ id: `${id}-website`, text: copy.honeypot }} {...form.register('website')} />
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
