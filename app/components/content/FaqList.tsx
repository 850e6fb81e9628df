import { contentCopy } from '../../i18n/pages/content.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, text, useLang } from '../../lib/lang.js';
import { Highlight } from './Highlight.js';
import { plainText } from '../../lib/html.js';
import { query } from '../../lib/queryParams.js';
import type { ItemWire } from './types.js';

type Question = Pick<ItemWire, 'id' | 'title' | 'en_title'> & { content?: string; en_content?: string };

/** Where a question of the FAQ list leads: its detail, remembering the list it came from. */
export function faqDetailHref(
  id: number,
  lang: 'en' | 'zh',
  from: { page?: number; keyword?: string; tag?: number },
) {
  return href(
    `/detail${query({ index: 3, id, page: from.page ?? 1, keyword: from.keyword, activeCate: from.tag || undefined })}`,
    lang,
  );
}

/** A question's answer as the list shows it: plain text, the first 220 characters. */
export function shownAnswer(question: Question, lang: 'en' | 'zh'): string {
  const answer = plainText(text(question, 'content', lang));
  return answer.length > 220 ? `${answer.slice(0, 220)}…` : answer;
}

/** FAQ questions with the keyword marked; each links to /detail (docs/product.md §2 /cpzy tab 3). */
export function FaqList({
  questions,
  keyword = '',
  page = 1,
  tag = 0,
}: {
  questions: Question[];
  keyword?: string;
  page?: number;
  tag?: number;
}) {
  const lang = useLang();
  const copy = usePageCopy(contentCopy).faq;
  return (
    <ul className="content-faq-list">
      {questions.map((question) => {
        const answer = shownAnswer(question, lang);
        return (
          <li key={question.id}>
            <a className="content-faq-item" href={faqDetailHref(question.id, lang, { page, keyword, tag })}>
              <span className="content-faq-item__badge" aria-hidden="true">
                {copy.question}
              </span>
              <span className="content-faq-item__body">
                <span className="content-faq-item__title">
                  <Highlight text={text(question, 'title', lang)} keyword={keyword} />
                </span>
                {answer && (
                  <span className="content-faq-item__text">
                    <Highlight text={answer} keyword={keyword} />
                  </span>
                )}
              </span>
              <span className="content-faq-item__arrow" aria-hidden="true">
                →
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
