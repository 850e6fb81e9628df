import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

export interface Tab {
  key: string;
  label: string;
  to: string;
}

/** Tabs that are links: the choice lives in the URL query and survives a reload. */
export function LinkTabs({ tabs, active, label }: { tabs: Tab[]; active: string; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On a narrow screen the chosen tab may sit off to the side: bring it into the strip's view
    // (the strip only, never the page).
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip && current)
      strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <nav className="link-tabs" aria-label={label}>
      <ul ref={list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === active ? 'page' : undefined}
              preventScrollReset={false}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
