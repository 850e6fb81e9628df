import { text, useLang } from '../../lib/lang.js';

/** The two dates a content entry carries on the wire. */
interface Dated {
  publish_time_txt: string;
  create_time_txt: string;
}

/** The date a content entry shows: when it was published, else when it was written. */
export function entryDate(entry: Dated): string {
  return entry.publish_time_txt || entry.create_time_txt;
}

/** An article's category chip and date over its title, in the news grid and the search results. */
export function ArticleMeta({
  article,
  className,
}: {
  article: Dated & { cate_name: string; en_cate_name: string };
  className: string;
}) {
  const lang = useLang();
  const date = entryDate(article);
  return (
    <p className={className}>
      <span className="content-chip">{text(article, 'cate_name', lang)}</span>
      {date && <time dateTime={date}>{date}</time>}
    </p>
  );
}
