import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { island } from '../../islands/island.js';
import { usePage, usePageQuery } from '../../lib/page.js';
import { toast } from 'sonner';
import { MESSAGE_STATUS } from '#contract/constants.js';
import { CASE_NUMBER, DESK_TEXT_MAX, ENQUIRY, lookupFromWire, type LookupWire } from '#contract/enquiry.js';
import { message, type MessageKey } from '#contract/messages.js';
import { enquiryCopy } from '../../i18n/pages/enquiry.js';
import { callApi, failureText } from '../../lib/api.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { href, text, useLang } from '../../lib/lang.js';
import { typedBeforeHydration } from '../../lib/typedBeforeHydration.js';
import { Modal } from '../Modal.js';
import { useToasts } from '../Toasts.js';
import { readLastCase, readLookup, writeLookup, type LastCase } from './storage.js';
import { AboutRecord } from './AboutRecord.js';
import { RecordTable } from './RecordTable.js';
import { SizingRecord } from './SizingRecord.js';
import { CompanyTime, WithCompanyTime } from './CompanyTime.js';
import { ReplyContent } from '#contract/replyContent.js';
import type { EnquiryLookup } from '#contract/desk.js';

/**
 * The page's answer to one of its forms posted without script (lookupPost.server.ts): the look-up
 * again with its problem, the message (with a notice, a comment's problem, or "close it?"), or closed.
 */
export type LookupPosted =
  | { step: 'form'; values: { email: string; m_no: string }; error: string }
  | { step: 'record'; record: EnquiryLookup; notice?: string; commentError?: string; confirmClose?: boolean }
  | { step: 'closed' };

/** The look-up's key in every form of the record, for a post without script. */
function KeyFields({ record }: { record: { email: string; m_no: string } }) {
  return (
    <>
      <input type="hidden" name="email" value={record.email} />
      <input type="hidden" name="m_no" value={record.m_no} />
    </>
  );
}

/** Files to download under a heading (nothing when there are none). */
function FileList({ files, title }: { files: { name: string; url: string }[]; title: string }) {
  if (files.length === 0) return null;
  return (
    <>
      <h4 className="enquiry-message__files-title">{title}</h4>
      <ul className="enquiry-message__files">
        {files.map((file) => (
          <li key={file.url}>
            <a href={file.url} download={file.name}>
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The message look-up of /message-record (docs/product.md §2): find a message by e-mail and case number,
 * read it with the replies, comment on it, or close it (confirmed), then the closed page.
 */
export const MessageLookup = island(
  'MessageLookup',
  function MessageLookup({
    companyName,
    posted,
  }: {
    companyName: string;
    /** The page's answer to a form posted without script. */
    posted: LookupPosted | null;
  }) {
    useToasts();
    const lang = useLang();
    const copy = usePageCopy(enquiryCopy).lookup;
    const id = useId();
    const searchParams = usePageQuery();
    const form = useForm<LastCase>({
      mode: 'onBlur',
      reValidateMode: 'onChange',
      defaultValues: posted?.step === 'form' ? posted.values : { email: '', m_no: '' },
    });
    const [record, setRecord] = useState<EnquiryLookup | null>(
      posted?.step === 'record' ? posted.record : null,
    );
    const [finding, setFinding] = useState(false);
    const [closedNow, setClosedNow] = useState(posted?.step === 'closed');
    const [lookupError, setLookupError] = useState(posted?.step === 'form' ? posted.error : '');
    const { url } = usePage();

    async function find(key: LastCase): Promise<void> {
      setFinding(true);
      setLookupError('');
      try {
        const answer = await callApi<LookupWire<EnquiryLookup>>('/api/leavemessage/getmessage', {
          method: 'POST',
          body: key,
          lang,
        });
        setRecord(lookupFromWire(answer.data));
        writeLookup(key);
      } catch (error) {
        toast.error(failureText(error, copy.failed));
        setRecord(null);
      } finally {
        setFinding(false);
      }
    }

    // The address's m_no (from the success dialog, the e-mail or the contact page) fills the form;
    // the e-mail comes from the last message sent or looked up in this tab for that number, and
    // with both the message opens at once (the page is kept alive across visits in the tab).
    useEffect(() => {
      // The page answered a post: it shows what was asked for already.
      if (posted) return;
      const typed = typedBeforeHydration({ email: `${id}-email`, m_no: `${id}-m_no` });
      const fromQuery = searchParams.get('m_no')?.trim() ?? '';
      const kept = readLookup();
      const last = readLastCase();
      const mNo = typed.m_no ?? (fromQuery || kept?.m_no || '');
      const email = typed.email ?? [last, kept].find((c) => c && c.m_no === mNo)?.email ?? '';
      form.reset({ email, m_no: mNo });
      // What the visitor typed waits for their click: they may still be typing the number.
      const visitorTyped = typed.email !== undefined || typed.m_no !== undefined;
      if (email && mNo && !visitorTyped) void find({ email, m_no: mNo });
      // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
    }, []);

    const submit = form.handleSubmit((values) =>
      find({ email: values.email.trim(), m_no: values.m_no.trim() }),
    );
    const errors = form.formState.errors;

    /** A required field of the lookup: its label, the input and the message of what is wrong with it. */
    const field = (
      name: 'email' | 'm_no',
      label: string,
      missing: MessageKey,
      input: InputHTMLAttributes<HTMLInputElement>,
    ) => (
      <div className="enquiry-field">
        <label className="enquiry-field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          {...input}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={`${id}-${name}-error`}
          {...form.register(name, { validate: (v) => v.trim() !== '' || message(missing, lang) })}
        />
        <p className="enquiry-field__error" id={`${id}-${name}-error`} role="alert">
          {errors[name]?.message}
        </p>
      </div>
    );

    if (closedNow) {
      return (
        <ClosedPage
          companyName={companyName}
          onAnother={() => {
            setClosedNow(false);
            setRecord(null);
            writeLookup(null);
            form.reset({ email: '', m_no: '' });
          }}
        />
      );
    }

    if (record) {
      return (
        <EnquiryView
          record={record}
          posted={posted?.step === 'record' && posted.record === record ? posted : null}
          action={url}
          companyName={companyName}
          onChanged={() => find({ email: record.email, m_no: record.m_no })}
          onClosed={() => setClosedNow(true)}
          onAnother={() => {
            setRecord(null);
            writeLookup(null);
            form.reset({ email: '', m_no: '' });
          }}
        />
      );
    }

    return (
      <form
        className="enquiry-lookup"
        aria-label={copy.label}
        // Sent before the script runs, it posts to the page (never into the address).
        method="post"
        action={url}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <input type="hidden" name="intent" value="lookup" />
        {field('email', copy.email, 'lookupEmailRequired', {
          type: 'email',
          autoComplete: 'email',
          maxLength: ENQUIRY.email.max,
        })}
        {field('m_no', CASE_NUMBER.label[lang], CASE_NUMBER.required, {
          type: 'text',
          autoComplete: 'off',
          spellCheck: false,
          maxLength: CASE_NUMBER.max,
          placeholder: copy.numberPlaceholder,
        })}
        <p className="enquiry-lookup__error" role="alert">
          {lookupError}
        </p>
        <button type="submit" className="btn" disabled={finding} aria-busy={finding}>
          {finding ? copy.finding : copy.find}
        </button>
      </form>
    );
  },
);

function EnquiryView({
  record,
  posted,
  action,
  companyName,
  onChanged,
  onClosed,
  onAnother,
}: {
  record: EnquiryLookup;
  /** The page's answer to a comment or close posted without script. */
  posted: Extract<LookupPosted, { step: 'record' }> | null;
  /** Where its forms post before the script runs: the page. */
  action: string;
  companyName: string;
  onChanged(): Promise<void>;
  onClosed(): void;
  onAnother(): void;
}) {
  const lang = useLang();
  const copy = usePageCopy(enquiryCopy).lookup;
  const id = useId();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState(posted?.commentError ?? '');
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  /** Why closing failed, said in the open dialog (a toast would sit behind it). */
  const [closeFailure, setCloseFailure] = useState('');
  const finished = record.status === MESSAGE_STATUS.finished;
  const key = { email: record.email, m_no: record.m_no };
  const statusText = copy.status[record.status as keyof typeof copy.status] ?? String(record.status);

  async function sendComment(event: FormEvent) {
    event.preventDefault();
    if (!comment.trim()) {
      setCommentError(message('commentRequired', lang));
      return;
    }
    setSending(true);
    try {
      const answer = await callApi<null>('/api/leavemessage/replymessage', {
        method: 'POST',
        body: { ...key, content: comment.trim() },
        lang,
      });
      toast.success(answer.msg);
      setComment('');
      await onChanged();
    } catch (error) {
      toast.error(failureText(error, copy.failed));
    } finally {
      setSending(false);
    }
  }

  async function close() {
    setClosing(true);
    setCloseFailure('');
    try {
      await callApi<null>('/api/leavemessage/replymessage', {
        method: 'POST',
        body: { ...key, close: true },
        lang,
      });
      setConfirming(false);
      onClosed();
    } catch (error) {
      setCloseFailure(failureText(error, copy.failed));
    } finally {
      setClosing(false);
    }
  }

  const details: [string, string][] = [
    [copy.type, text(record, 'type', lang)],
    ...(['name', 'company_name', 'duties', 'phone', 'email'] as const).map((f): [string, string] => [
      ENQUIRY[f].label[lang],
      record[f],
    ]),
  ];

  return (
    <article className="enquiry-record" aria-labelledby={`${id}-title`}>
      <header className="enquiry-record__head">
        <h2 id={`${id}-title`}>
          {CASE_NUMBER.label[lang]} <span className="enquiry-record__number">{record.m_no}</span>
        </h2>
        <p className="enquiry-record__status">
          <span className="visually-hidden">{copy.statusLabel}: </span>
          <span className={`enquiry-status enquiry-status--${record.status}`}>{statusText}</span>
        </p>
      </header>

      <h3 className="enquiry-record__subtitle">{copy.details}</h3>
      <RecordTable rows={details.map(([label, value]) => [label, value || '—'])} />

      <AboutRecord items={record.items ?? []} quote={record.quote ?? null} headingId={`${id}-about`} />
      <SizingRecord sizing={record.sizing} headingId={`${id}-sizing`} />

      <section className="enquiry-message" aria-labelledby={`${id}-message`}>
        <h3 id={`${id}-message`} className="enquiry-record__subtitle">
          {copy.yourMessage}
        </h3>
        <p className="enquiry-message__time">
          <WithCompanyTime template={copy.sentAt} text={record.create_time_txt} />
        </p>
        <p className="enquiry-message__text">{record.content}</p>
        <FileList files={record.attachments} title={copy.attachments} />
      </section>

      <section className="enquiry-thread" aria-labelledby={`${id}-thread`}>
        <h3 id={`${id}-thread`} className="enquiry-record__subtitle">
          {copy.thread}
        </h3>
        {record.thread.length === 0 ? (
          <p className="enquiry-thread__empty">{copy.noReplies}</p>
        ) : (
          <ol className="enquiry-thread__list">
            {record.thread.map((entry) => (
              <li key={entry.id} className={`enquiry-thread__entry enquiry-thread__entry--${entry.author}`}>
                <p className="enquiry-thread__meta">
                  <strong>{entry.author === 'staff' ? companyName : copy.visitor}</strong>
                  <span>
                    <CompanyTime text={entry.create_time_txt} />
                  </span>
                </p>
                {entry.author === 'staff' ? (
                  <ReplyContent
                    text={entry.content}
                    className="enquiry-thread__text enquiry-thread__text--formatted"
                  />
                ) : (
                  <p className="enquiry-thread__text">{entry.content}</p>
                )}
                <FileList files={entry.attachments ?? []} title={copy.attachments} />
              </li>
            ))}
          </ol>
        )}
      </section>

      {finished ? (
        <div className="enquiry-record__closed">
          <p>
            <WithCompanyTime template={copy.closedOn} text={record.close_time_txt} />
          </p>
          <a className="btn" href={href('/callMe', lang)}>
            {copy.newMessage}
          </a>
        </div>
      ) : (
        <form
          className="enquiry-comment"
          method="post"
          action={action}
          onSubmit={(event) => void sendComment(event)}
          noValidate
        >
          <KeyFields record={record} />
          {posted?.notice && (
            <p className="enquiry-comment__notice" role="status">
              {posted.notice}
            </p>
          )}
          <label className="enquiry-field__label" htmlFor={`${id}-comment`}>
            {copy.comment}
          </label>
          <textarea
            id={`${id}-comment`}
            name="content"
            rows={4}
            maxLength={DESK_TEXT_MAX.comment}
            value={comment}
            placeholder={copy.commentPlaceholder}
            aria-invalid={Boolean(commentError)}
            aria-describedby={`${id}-comment-error`}
            onChange={(event) => {
              setComment(event.target.value);
              if (event.target.value.trim()) setCommentError('');
            }}
            onBlur={() => setCommentError(comment.trim() ? '' : message('commentRequired', lang))}
          />
          <p className="enquiry-field__error" id={`${id}-comment-error`} role="alert">
            {commentError}
          </p>
          <div className="enquiry-comment__actions">
            <button
              type="submit"
              name="intent"
              value="comment"
              className="btn"
              disabled={sending}
              aria-busy={sending}
            >
              {sending ? copy.commentSending : copy.commentSend}
            </button>
            {/* Without script it posts and the page asks; with it, the dialog below asks. */}
            <button
              type="submit"
              name="intent"
              value="close"
              className="btn btn--ghost"
              onClick={(event) => {
                event.preventDefault();
                setCloseFailure('');
                setConfirming(true);
              }}
            >
              {copy.close}
            </button>
          </div>
        </form>
      )}
      {posted?.confirmClose && !finished && (
        <form
          className="enquiry-record__confirm"
          method="post"
          action={action}
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
        >
          <KeyFields record={record} />
          <input type="hidden" name="confirm" value="yes" />
          <h3 id={`${id}-confirm`}>{copy.confirmTitle}</h3>
          <p>{copy.confirmText}</p>
          <div className="modal__actions">
            <button type="submit" name="intent" value="close" className="btn">
              {copy.confirmYes}
            </button>
            <button type="submit" name="intent" value="lookup" className="btn btn--ghost">
              {copy.confirmNo}
            </button>
          </div>
        </form>
      )}
      <p className="enquiry-record__another">
        <AnotherLink onAnother={onAnother} />
      </p>

      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.confirmTitle}
        description={copy.confirmText}
      >
        <p className="modal__status" role="alert">
          {closeFailure}
        </p>
        <div className="modal__actions">
          <button
            type="button"
            className="btn"
            disabled={closing}
            aria-busy={closing}
            onClick={() => void close()}
          >
            {closing ? copy.closing : copy.confirmYes}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {copy.confirmNo}
          </button>
        </div>
      </Modal>
    </article>
  );
}

/** After closing: thanks, and the ways to a new message or to the company. */
function ClosedPage({ companyName, onAnother }: { companyName: string; onAnother(): void }) {
  const lang = useLang();
  const copy = usePageCopy(enquiryCopy).lookup;
  return (
    <div className="enquiry-closed" role="status">
      <span className="enquiry-closed__icon" aria-hidden="true">
        ✓
      </span>
      <h2>{copy.closedTitle}</h2>
      <p>{fill(copy.closedText, { company: companyName })}</p>
      <div className="enquiry-closed__actions">
        {/* The contact page is in the second-level bar: it loads whole (docs/product.md §2). */}
        <a className="btn" href={`${href('/callMe', lang)}#contact-form`}>
          {copy.newMessage}
        </a>
        <a className="btn btn--ghost" href={href('/callMe', lang)}>
          {copy.contact}
        </a>
        <AnotherLink onAnother={onAnother} />
      </div>
    </div>
  );
}

/** "Look up another message": the empty look-up, in place with the script, the page itself without. */
function AnotherLink({ onAnother }: { onAnother(): void }) {
  const lang = useLang();
  const copy = usePageCopy(enquiryCopy).lookup;
  return (
    <a
      className="link-button"
      href={href('/message-record', lang)}
      onClick={(event) => {
        event.preventDefault();
        onAnother();
      }}
    >
      {copy.another}
    </a>
  );
}
