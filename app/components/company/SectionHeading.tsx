import type { ReactNode } from 'react';

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
