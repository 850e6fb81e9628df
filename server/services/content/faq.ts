import { CATE, FEEDBACK_NO } from '#contract/constants.js';
import type { FaqQuestions } from '#contract/content.js';
import type { Lang } from '#contract/messages.js';
import type { Db } from '../../db/index.js';
import { AppError, found } from '../../lib/errors.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { whereIds, listPage, textMatch, type StaffList } from '../platform/listing.js';
import type { ItemService } from './items.js';
import { LIMITS, type RateLimitService } from '../platform/rateLimit.js';
import { blankNulls, type Page } from '../platform/wire.js';

/** What the FAQ's use cases need: the database and clock, the questions (items) and the limits. */
type FaqDeps = ServiceContext & { items: ItemService; limits: RateLimitService };

/** Feedback with its question's titles (empty when the question is gone). */
const feedbackRows = (db: Db) =>
  db
    .selectFrom('faq_feedback')
    .leftJoin('content_item', 'content_item.id', 'faq_feedback.question_id')
    .select([
      'faq_feedback.id',
      'faq_feedback.question_id',
      'faq_feedback.type',
      'faq_feedback.typename',
      'faq_feedback.content',
      'faq_feedback.lang',
      'faq_feedback.create_time',
      'content_item.title as question_title',
      'content_item.en_title as question_en_title',
    ]);
const feedbackRecord = <R extends { question_title: string | null; question_en_title: string | null }>(
  row: R,
) => blankNulls(row, ['question_title', 'question_en_title']);

/**
 * GET /api/Product/getProductQuestion: a page of questions with their answers, the tags
 * (type_info, "All" first) and title_list, the titles of every question matching the keyword.
 */
async function questions(
  { items }: FaqDeps,
  options: { keyword: string; tag: number; page: Page },
): Promise<FaqQuestions> {
  const filter = {
    cateIds: [CATE.faq],
    typeId: options.tag || undefined,
    keyword: options.keyword || undefined,
  };
  const [page, typeInfo, titles] = await Promise.all([
    items.list({ ...filter, page: options.page, withContent: true }),
    items.typeInfo(CATE.faq),
    items.titles({ ...filter, limit: 100 }),
  ]);
  return { ...page, type_info: typeInfo, title_list: titles };
}

/** POST /api/Product/productQuestionFeedback. */
async function feedback(
  { db, now, items, limits }: FaqDeps,
  input: { type: number; question_id: number; typename: string; content: string },
  ip: string,
  lang: Lang,
): Promise<void> {
  if (input.type === FEEDBACK_NO && !input.typename) throw new AppError('feedbackReasonRequired');
  if (!(await items.exists(input.question_id, CATE.faq))) throw new AppError('questionNotFound');
  await limits.hit(LIMITS.feedbackPerIp(ip));
  await db
    .insertInto('faq_feedback')
    .values({ ...input, lang, ip, create_time: now() })
    .execute();
}

// Staff (console, read-only): answers marked helpful or not. -------------------------------------

async function feedbackRecordOf({ db }: FaqDeps, id: number) {
  return feedbackRecord(found(await feedbackRows(db).where('faq_feedback.id', '=', id).executeTakeFirst()));
}

async function feedbackRecords({ db }: FaqDeps, { filter, sort, slice }: StaffList<'feedback'>) {
  let query = whereIds(feedbackRows(db), filter.id, 'faq_feedback');
  if (filter.type !== undefined) query = query.where('faq_feedback.type', '=', filter.type);
  if (filter.question_id !== undefined)
    query = query.where('faq_feedback.question_id', '=', filter.question_id);
  if (filter.date_from !== undefined) query = query.where('faq_feedback.create_time', '>=', filter.date_from);
  if (filter.date_to !== undefined) query = query.where('faq_feedback.create_time', '<=', filter.date_to);
  if (filter.q)
    query = query.where(
      textMatch(
        ['faq_feedback.content', 'faq_feedback.typename', 'content_item.title', 'content_item.en_title'],
        filter.q,
      ),
    );
  return listPage(query, { sort, slice }, feedbackRecord, { table: 'faq_feedback', ids: 'desc' });
}

export function faqService(ctx: ServiceContext, items: ItemService, limits: RateLimitService) {
  return bindUseCases({ ...ctx, items, limits } satisfies FaqDeps, {
    questions,
    feedback,
    feedbackRecord: feedbackRecordOf,
    feedbackRecords,
  });
}

export type FaqService = ReturnType<typeof faqService>;
