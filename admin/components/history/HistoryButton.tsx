import HistoryIcon from '@mui/icons-material/History';
import { Button, Drawer } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';

// The panel and its diff load when History is opened, not with the console (entry bundle budget).
const HistoryPanel = lazy(() => import('./HistoryPanel.js'));

/** The audit-log name of the records each console resource edits (server/admin-api/resources/history.ts). */
export const REVISED_ENTITY: Record<string, string> = {
  items: 'content_item',
  products: 'product',
  categories: 'category',
  tags: 'tag',
  jobs: 'job',
  rating_tables: 'rating_table',
  config: 'site_config',
  business_calendar: 'business_calendar',
};

/** "History" on a record's edit page: a side panel with its steps, what each changed, and restore. */
export function HistoryButton({ resource, id }: { resource: string; id: string | number | undefined }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The list of steps needs little room; a step's side-by-side diff more, still leaving the editor in view.
  const [wide, setWide] = useState(false);
  const entity = REVISED_ENTITY[resource];
  if (!entity || id === undefined) return null;
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} data-history-button>
        {translate('valve.history.button')}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            sx: { width: { xs: '100%', sm: wide ? 'min(760px, 55vw)' : 420 }, transition: 'width 150ms' },
          },
        }}
      >
        {open && (
          <Suspense fallback={null}>
            <HistoryPanel
              entity={entity}
              entityId={String(id)}
              onClose={() => setOpen(false)}
              onDetail={setWide}
            />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
