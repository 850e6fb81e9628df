import { useEffect, useRef } from 'react';
import { island } from '../islands/island.js';

export interface Tab {
  key: string;
  label: string;
  to: string;
}

/** Tabs that are links: the choice lives in the URL query and survives a reload. */
export function LinkTabs({ tabs, active, label }: { tabs: Tab[]; active: string; label: string }) {
  return (
    <nav className="link-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a href={tab.to} aria-current={tab.key === active ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
      <ActiveTabInView />
    </nav>
  );
}

/**
 * On a narrow screen the chosen tab may sit off to the side of its strip: once the page's script
 * runs, this brings it into the strip's view (the strip only, never the page).
 */
export const ActiveTabInView = island('ActiveTabInView', function ActiveTabInView() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const strip = marker.current?.closest('.link-tabs')?.querySelector('ul');
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip && current)
      strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, []);
  return <span ref={marker} hidden />;
});
