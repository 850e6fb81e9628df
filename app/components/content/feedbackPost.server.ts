import { inLanguage } from '#contract/words.js';
import { data } from 'react-router';
import { FEEDBACK_NO, FEEDBACK_YES } from '#contract/constants.js';
import { message, type Lang } from '#contract/messages.js';
import { problemOf, schemas } from '#contract/schemas.js';
import type { PageContext } from '#contract/pages.js';
import { contentCopy } from '../../i18n/pages/content.js';
import { postedFields, refusal } from '../../lib/posted.server.js';
import { FEEDBACK_REASONS, type FeedbackPosted } from './HelpfulFeedback.js';

/**
 * "Was this answer helpful?" answered before the page's script ran (or without script): yes is
 * sent at once; no shows the reasons' form, and that form sends the rest, as the script does.
 */
export async function postFeedback(request: Request, context: PageContext, lang: Lang, questionId: number) {
  const posted = await postedFields(request);
  const answer = Number(posted.answer);
  const reason = FEEDBACK_REASONS.find((key) => key === posted.reason);
  const answered = (feedback: FeedbackPosted, status = 200) => data({ feedback }, { status });
  if (answer === FEEDBACK_NO && posted.step !== 'reason') return answered({ step: 'reason', error: '' });
  if (answer === FEEDBACK_NO && !reason)
    return answered({ step: 'reason', error: inLanguage(contentCopy, lang).detail.chooseReason }, 400);
  const body = schemas.feedback.safeParse({
    type: answer,
    question_id: questionId,
    typename: answer === FEEDBACK_NO && reason ? inLanguage(contentCopy, lang).detail.reasons[reason] : '',
    content: answer === FEEDBACK_NO ? (posted.content ?? '') : '',
  });
  if (!body.success) {
    const { key, params } = problemOf(body.error.issues[0], lang);
    return answered(
      { step: answer === FEEDBACK_NO ? 'reason' : 'ask', error: message(key, lang, params) },
      400,
    );
  }
  try {
    await context.services.content.faq.feedback(body.data, context.clientIp ?? '', lang);
  } catch (error) {
    const problem = refusal(error, lang);
    if (!problem) throw error;
    return answered({ step: answer === FEEDBACK_NO ? 'reason' : 'ask', error: problem.text }, 400);
  }
  return answered({ step: 'sent', answer: body.data.type === FEEDBACK_YES ? FEEDBACK_YES : FEEDBACK_NO });
}
