import type { ReactNode } from 'react';
import { text, useLang } from '../../lib/lang.js';
import { CardPicture, SIZES } from '../Picture.js';
import { RichText } from '../RichText.js';

/** A company page's text in a section, with its aside (children) beside. */
export function PageArticle({ page, children }: { page: object; children?: ReactNode }) {
  return (
    <section className="section">
      <div className="container">
        <div className="company-article">
          <div className="company-article__main">
            <ArticleText page={page} />
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}

/** A company page's picture in its aside, named by the page's title. */
export function AsidePicture({ page, lazy }: { page: { full_image: string }; lazy?: boolean }) {
  const lang = useLang();
  return (
    <CardPicture
      className="company-figure__image"
      src={page.full_image}
      alt={text(page, 'title', lang)}
      sizes={SIZES.aside}
      lazy={lazy}
    />
  );
}

/** A company page's title, summary and rich text. */
export function ArticleText({ page }: { page: object }) {
  const lang = useLang();
  return (
    <>
      <h2>{text(page, 'title', lang)}</h2>
      <p className="company-lead">{text(page, 'summary', lang)}</p>
      <RichText html={text(page, 'content', lang)} />
    </>
  );
}
