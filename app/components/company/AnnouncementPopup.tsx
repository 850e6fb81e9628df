import { lazy, Suspense, useEffect, useState } from 'react';
import { island } from '../../islands/island.js';
import type { CategoryWire } from '#contract/content.js';
import type { ANNOUNCEMENT_FIELDS } from './load.server.js';

const AnnouncementDialog = lazy(() => import('./AnnouncementDialog.js'));

/** Session storage key: once closed, the announcement stays closed until the browser session ends. */
const DISMISSED_KEY = 'announcementDismissed';

/** What the popup shows of the announcement: all the home page's loader sends of it. */
export type Announcement = Pick<CategoryWire, (typeof ANNOUNCEMENT_FIELDS)[number]>;

function dismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function remember() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage may be blocked; the popup then simply shows again on the next visit.
  }
}

/** The home page's announcement (category 98): shown when switched on and not yet closed this session. */
export const AnnouncementPopup = island(
  'AnnouncementPopup',
  function AnnouncementPopup({ announcement }: { announcement: Announcement | null }) {
    const [open, setOpen] = useState(false);

    // Session storage exists only in the browser, so the popup opens after hydration.
    useEffect(() => {
      if (announcement?.status === 1 && !dismissed()) setOpen(true);
    }, [announcement]);

    if (!announcement || announcement.status !== 1 || !open) return null;
    const close = () => {
      setOpen(false);
      remember();
    };
    return (
      <Suspense fallback={null}>
        <AnnouncementDialog announcement={announcement} close={close} />
      </Suspense>
    );
  },
);
