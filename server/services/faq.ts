import { CATE, FEEDBACK_NO } from '../../contract/constants.js';
import type { Lang } from '../../contract/messages.js';
import { AppError } from '../lib/errors.js';
import type { ServiceContext } from './context.js';
import type { ItemService } from './items.js';
import { LIMITS, type RateLimitService } from './rateLimit.js';
import type { Page } from './wire.js';

export function faqService(ctx: ServiceContext, items: ItemService, limits: RateLimitService) {
  const { db } = ctx;

  return {
    /**
     * GET /api/Product/getProductQuestion: a page of questions with their answers, the tags
     * (type_info, "All" first) and title_list, the titles of every question matching the keyword.
     */
    async questions(options: { keyword: string; tag: number; page: Page }) {
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
    },

    /** POST /api/Product/productQuestionFeedback. */
    async feedback(
      input: { type: number; question_id: number; typename: string; content: string },
      ip: string,
      lang: Lang,
    ): Promise<void> {
      if (input.type === FEEDBACK_NO && !input.typename) throw new AppError('feedbackReasonRequired');
      if (!(await items.exists(input.question_id, CATE.faq))) throw new AppError('questionNotFound');
      await limits.hit(LIMITS.feedbackPerIp(ip));
      await db
        .insertInto('faq_feedback')
        .values({ ...input, lang, ip, create_time: ctx.now() })
        .execute();
    },
  };
}

export type FaqService = ReturnType<typeof faqService>;
