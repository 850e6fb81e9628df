import { data } from 'react-router';
import { message, type Lang } from '#contract/messages.js';
import { problemOf, schemas } from '#contract/schemas.js';
import type { PageContext } from '#contract/pages.js';
import { postedFields, refusal } from '../../lib/posted.server.js';
import type { LookupPosted } from './MessageLookup.js';

/**
 * The look-up page's forms sent before its script ran (or without script): find a message, comment
 * on it, close it. They post to the page, never into the address (an e-mail address and a case
 * number are the key to a visitor's messages), and this answers them as the script would. Closing
 * asks first, as the script's dialog does, with a second post.
 */
export async function postLookup(request: Request, context: PageContext, lang: Lang) {
  const posted = await postedFields(request);
  const typed = { email: posted.email ?? '', m_no: posted.m_no ?? '' };
  const refused = (text: string) =>
    data<{ lookup: LookupPosted }>({ lookup: { step: 'form', values: typed, error: text } }, { status: 400 });
  // The API's own checks of the key (lookup) and of a comment (reply).
  const checked = schemas.reply.safeParse({ ...typed, content: posted.content ?? '' });
  const keyProblem = checked.error?.issues.find((issue) => issue.path[0] !== 'content');
  if (keyProblem) {
    const { key, params } = problemOf(keyProblem, lang);
    return refused(message(key, lang, params));
  }
  const key = { email: typed.email.trim(), m_no: typed.m_no.trim() };

  const { enquiries } = context.services.desk;
  const ip = context.clientIp ?? '';
  const record = () => enquiries.lookup(key.email, key.m_no, ip);
  const show = async (extra: Omit<Extract<LookupPosted, { step: 'record' }>, 'step' | 'record'> = {}) =>
    data<{ lookup: LookupPosted }>({ lookup: { step: 'record', record: await record(), ...extra } });
  try {
    if (posted.intent === 'comment') {
      const content = checked.data?.content ?? '';
      const contentProblem = checked.error?.issues.find((issue) => issue.path[0] === 'content');
      if (contentProblem) {
        const { key: problem, params } = problemOf(contentProblem, lang);
        return await show({ commentError: message(problem, lang, params) });
      }
      if (!content) return await show({ commentError: message('commentRequired', lang) });
      await enquiries.comment(key.email, key.m_no, content, ip);
      return await show({ notice: message('commentAdded', lang) });
    }
    if (posted.intent === 'close') {
      if (posted.confirm !== 'yes') return await show({ confirmClose: true });
      await enquiries.close(key.email, key.m_no, ip);
      return data<{ lookup: LookupPosted }>({ lookup: { step: 'closed' } });
    }
    return await show();
  } catch (error) {
    const problem = refusal(error, lang);
    if (!problem) throw error;
    return refused(problem.text);
  }
}
