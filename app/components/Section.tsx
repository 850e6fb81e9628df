import type { ReactNode } from 'react';

/** A page section: a full-width band, plain or tinted, around the page-width container. */
export function SectionBand({
  id,
  labelledBy,
  tint = false,
  children,
}: {
  /** The section's own id, for in-page links to it. */
  id?: string;
  /** The id of the heading that names the section. */
  labelledBy: string;
  tint?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`section${tint ? ' section--tint' : ''}`} id={id} aria-labelledby={labelledBy}>
      <div className="container">{children}</div>
    </section>
  );
}

/** A band named by its heading: the heading's words, and its id which labels the section. */
export interface HeadingBandProps {
  id: string;
  tint?: boolean;
  title: string;
  text?: string;
  children: ReactNode;
}

/** A page section (plain or tinted band) under a centred title, with its lead line when given. */
export function TitledSection({ id, tint = false, title, text, children }: HeadingBandProps) {
  return (
    <SectionBand labelledBy={id} tint={tint}>
      {text ? (
        <div className="section-title">
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
      ) : (
        <h2 id={id} className="section-title">
          {title}
        </h2>
      )}
      {children}
    </SectionBand>
  );
}

/**
 * A band with its heading and lead line on one side and what it leads to (a link, a search form)
 * on the other: the product centre's search and enquiry bands, the way to the sizing page. The
 * block class names the band, its `__inner` the row; `id` labels the band by its heading.
 */
export function ActionBand({
  block,
  id,
  title,
  text,
  children,
}: {
  block: string;
  id?: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={block} aria-labelledby={id}>
      <div className={`container ${block}__inner`}>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
