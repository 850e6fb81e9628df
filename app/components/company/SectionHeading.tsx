import type { ReactNode } from 'react';
import { SectionBand, type HeadingBandProps } from '../Section.js';
import { text, useLang } from '../../lib/lang.js';
import { SplitPicture } from '../Picture.js';

/** A section's small eyebrow line, title and optional lead text. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = 'center',
  light = false,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: 'center' | 'start';
  light?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className={`company-heading company-heading--${align}${light ? ' company-heading--light' : ''}`}>
      {eyebrow && <p className="company-heading__eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {text && <p className="company-heading__text">{text}</p>}
      {children}
    </header>
  );
}

/** A page section (plain or tinted band) named by its SectionHeading, then its content. */
export function HeadedSection({
  id,
  tint = false,
  eyebrow,
  title,
  text,
  children,
}: HeadingBandProps & { eyebrow?: string }) {
  return (
    <SectionBand labelledBy={id} tint={tint}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} text={text} />
      {children}
    </SectionBand>
  );
}

/** A page's introduction: its picture beside its title (a SectionHeading) and the text (children). */
export function SplitSection({
  id,
  page,
  eyebrow,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  /** A page record: its title heads the section and names its picture. */
  page: { full_image: string };
  eyebrow?: string;
  children: ReactNode;
}) {
  const title = text(page, 'title', useLang());
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container split">
        <SplitPicture src={page.full_image} alt={title} />
        <div>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} align="start" />
          {children}
        </div>
      </div>
    </section>
  );
}
