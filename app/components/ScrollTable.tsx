import type { ReactNode } from 'react';

/**
 * A table that may be wider than the screen: it scrolls sideways inside its own frame (never the
 * page), the frame is a named region a keyboard can reach and scroll, and a shadow at an edge says
 * there is more that way (blocks.css, drawn by CSS alone: it needs no script).
 */
export function ScrollTable({
  label,
  className = '',
  children,
}: {
  /** The region's name, said by a screen reader when the keyboard arrives. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`table-scroll ${className}`.trim()}>
      <div className="table-scroll__area" role="region" tabIndex={0} aria-label={label}>
        {children}
      </div>
    </div>
  );
}

/** The same frame around each table of staff-written HTML (as a string: RichText's content). */
export function scrollTablesIn(html: string, label: string): string {
  if (!/<table\b/i.test(html)) return html;
  const open = `<div class="table-scroll"><div class="table-scroll__area" role="region" tabindex="0" aria-label="${label.replace(/"/g, '&quot;')}">`;
  return html.replace(/<table\b/gi, `${open}<table`).replace(/<\/table>/gi, '</table></div></div>');
}
