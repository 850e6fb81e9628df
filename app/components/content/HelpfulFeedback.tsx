import { useEffect, useId, useState, type FormEvent } from 'react';
import { island } from '../../islands/island.js';
import { FEEDBACK_NO, FEEDBACK_YES } from '#contract/constants.js';
import { DESK_TEXT_MAX } from '#contract/enquiry.js';
import { contentCopy } from '../../i18n/pages/content.js';
import { callApi, failureText } from '../../lib/api.js';
import { usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { usePage } from '../../lib/page.js';

type Answer = typeof FEEDBACK_YES | typeof FEEDBACK_NO;
export const FEEDBACK_REASONS = ['hard', 'outdated', 'problem'] as const;
const REASONS = FEEDBACK_REASONS;

/**
 * The page's answer to the widget posted without script (feedbackPost.server.ts): ask again with a
 * problem, the reasons' form (after "no"), or thanks.
 */
export type FeedbackPosted =
  { step: 'ask'; error: string } | { step: 'reason'; error: string } | { step: 'sent'; answer: Answer };
const THUMB =
  'M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z';

/** Remembers in this browser that a question was rated, so the widget stays closed after a reload. */
const storageKey = (questionId: number) => `faqFeedback:${questionId}`;

/**
 * "Was this answer helpful?" (docs/product.md §4): yes is sent at once with thanks; no opens a form with a
 * reason and a text, sent once, after which the form is disabled and thanks shown.
 */
export const HelpfulFeedback = island(
  'HelpfulFeedback',
  function HelpfulFeedback({
    questionId,
    posted,
  }: {
    questionId: number;
    /** The page's answer to the widget posted without script. */
    posted: FeedbackPosted | null;
  }) {
    const lang = useLang();
    const copy = usePageCopy(contentCopy).detail;
    const id = useId();
    const { url } = usePage();
    const [choice, setChoice] = useState<Answer | null>(
      posted?.step === 'sent' ? posted.answer : posted?.step === 'reason' ? FEEDBACK_NO : null,
    );
    const [sent, setSent] = useState(posted?.step === 'sent');
    const [thanks, setThanks] = useState(posted?.step === 'sent' ? copy.thanks : '');
    const [reason, setReason] = useState<(typeof REASONS)[number] | ''>('');
    const [extra, setExtra] = useState('');
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState(posted && posted.step !== 'sent' ? posted.error : '');
    // Without script the widget's buttons post to the page, which answers them.
    const action = `${url}#${id}-title`;

    useEffect(() => {
      const stored = Number(localStorage.getItem(storageKey(questionId)));
      if (stored === FEEDBACK_YES || stored === FEEDBACK_NO) {
        setChoice(stored);
        setSent(true);
        setThanks(copy.thanks);
      }
    }, [questionId, copy.thanks]);

    async function send(type: Answer, typename: string, content: string) {
      setBusy(true);
      setError('');
      try {
        const answer = await callApi<null>('/api/Product/productQuestionFeedback', {
          method: 'POST',
          body: { type, question_id: questionId, typename, content },
          lang,
        });
        setSent(true);
        setThanks(answer.msg || copy.thanks);
        localStorage.setItem(storageKey(questionId), String(type));
      } catch (failure) {
        setError(failureText(failure, copy.failed));
      } finally {
        setBusy(false);
      }
    }

    function choose(answer: Answer) {
      setChoice(answer);
      setError('');
      if (answer === FEEDBACK_YES) void send(FEEDBACK_YES, '', '');
    }

    function submit(event: FormEvent) {
      event.preventDefault();
      if (!reason) {
        setError(copy.chooseReason);
        return;
      }
      void send(FEEDBACK_NO, copy.reasons[reason], extra.trim());
    }

    return (
      <section className="content-helpful" aria-labelledby={`${id}-title`}>
        <form className="content-helpful__ask" method="post" action={action}>
          <h2 id={`${id}-title`} className="content-helpful__title">
            {copy.helpful}
          </h2>
          <div className="content-helpful__buttons">
            <button
              type="submit"
              name="answer"
              value={FEEDBACK_YES}
              className={`btn ${choice === FEEDBACK_YES ? '' : 'btn--ghost'}`}
              aria-pressed={choice === FEEDBACK_YES}
              disabled={sent || busy}
              onClick={(event) => {
                event.preventDefault();
                choose(FEEDBACK_YES);
              }}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d={THUMB} fill="currentColor" />
              </svg>{' '}
              {copy.yes}
            </button>
            <button
              type="submit"
              name="answer"
              value={FEEDBACK_NO}
              className={`btn ${choice === FEEDBACK_NO ? '' : 'btn--ghost'}`}
              aria-pressed={choice === FEEDBACK_NO}
              aria-expanded={choice === FEEDBACK_NO}
              aria-controls={`${id}-form`}
              disabled={sent || busy}
              onClick={(event) => {
                event.preventDefault();
                choose(FEEDBACK_NO);
              }}
            >
              <svg
                viewBox="0 0 24 24"
                width="18"
                height="18"
                aria-hidden="true"
                style={{ transform: 'rotate(180deg)' }}
              >
                <path d={THUMB} fill="currentColor" />
              </svg>{' '}
              {copy.no}
            </button>
          </div>
        </form>
        {choice === FEEDBACK_NO && !(sent && !reason) && (
          <form
            id={`${id}-form`}
            className="content-helpful__form"
            method="post"
            action={action}
            onSubmit={submit}
            noValidate
          >
            <input type="hidden" name="answer" value={FEEDBACK_NO} />
            <input type="hidden" name="step" value="reason" />
            <fieldset disabled={sent || busy}>
              <legend>{copy.reasonLegend}</legend>
              <div className="content-helpful__reasons">
                {REASONS.map((key) => (
                  <label key={key} className="content-radio">
                    <input
                      type="radio"
                      name="reason"
                      value={key}
                      checked={reason === key}
                      onChange={() => {
                        setReason(key);
                        setError('');
                      }}
                    />
                    <span>{copy.reasons[key]}</span>
                  </label>
                ))}
              </div>
              <label className="content-helpful__label" htmlFor={`${id}-extra`}>
                {copy.extraLabel}
              </label>
              <textarea
                id={`${id}-extra`}
                name="content"
                rows={12}
                maxLength={DESK_TEXT_MAX.feedbackText}
                value={extra}
                placeholder={copy.extraPlaceholder}
                onChange={(e) => setExtra(e.target.value)}
              />
              <button type="submit" className="btn">
                {busy ? copy.submitting : copy.submit}
              </button>
            </fieldset>
          </form>
        )}
        <p
          className={`content-status ${error ? 'content-status--failed' : 'content-status--copied'}`}
          role="status"
          aria-live="polite"
        >
          {error || (sent ? thanks : '')}
        </p>
      </section>
    );
  },
);
