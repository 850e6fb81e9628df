import type { ReactNode } from 'react';

/**
 * A card's picture as a link to its entry: out of the tab order and hidden from screen readers,
 * since the card's title links there too.
 */
export function MediaLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={to} className={className} tabIndex={-1} aria-hidden="true">
      {children}
    </a>
  );
}
