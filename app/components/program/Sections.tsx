import type { ReactNode } from 'react';
import { href, useLang } from '../../lib/lang.js';

/** The centred title and text that open an overview tab. */
export function ProgramIntro({ title, text }: { title: string; text: string }) {
  return (
    <section className="section pg-intro">
      <div className="container">
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
    </section>
  );
}

/** A detail tab's opening: eyebrow, title, lead and actions (children) beside its picture. */
export function DetailIntro({
  eyebrow,
  title,
  lead,
  media,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  media: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="section">
      <div className="container split">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2>{title}</h2>
          <p className="pg-lead">{lead}</p>
          {children}
        </div>
        {media}
      </div>
    </section>
  );
}

/** The red band at a page's foot that asks the visitor to get in touch (/callMe). */
export function ContactBand({
  id,
  title,
  text,
  button,
  children,
}: {
  /** The title's id, which labels the band. */
  id: string;
  title: string;
  text: string;
  button: string;
  /** More lines under the text. */
  children?: ReactNode;
}) {
  const lang = useLang();
  return (
    <section className="pg-cta" aria-labelledby={id}>
      <div className="container pg-cta__inner">
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
          {children}
        </div>
        <a className="btn btn--light" href={href('/callMe', lang)}>
          {button}
        </a>
      </div>
    </section>
  );
}
