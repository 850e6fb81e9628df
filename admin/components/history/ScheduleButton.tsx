import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ANNOUNCEMENT_ID } from '../../sections.js';
import { API, fetchJson } from '../../http.js';
import { companyInput, companyInstant } from './companyTime.js';

/** The publishable kinds of record, by console resource (server/services/content/schedule.ts). */
export const SCHEDULED: Record<string, string> = {
  items: 'content_item',
  products: 'product',
  jobs: 'job',
  categories: 'category',
};

export interface Schedule {
  publish_at: number | null;
  unpublish_at: number | null;
}

/** One end of the schedule, typed as the company's clocks read it (`name`: the field it sets). */
function CompanyTimeField({
  name,
  label,
  value,
  onChange,
}: {
  name: keyof Schedule;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="datetime-local"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { name } }}
    />
  );
}

/**
 * "Publish at / Unpublish at" of a publishable record ("Show from / until" on the home
 * announcement), entered and shown in the company's time zone; the background jobs make them.
 */
export function ScheduleButton({ resource, id }: { resource: string; id: string | number | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const entity = SCHEDULED[resource];
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const url = entity && id !== undefined ? `${API}/schedule/${entity}/${id}` : '';
  const announcement = resource === 'categories' && Number(id) === ANNOUNCEMENT_ID;
  const words = announcement ? 'valve.schedule.announcement' : 'valve.schedule';

  useEffect(() => {
    if (!url) return;
    fetchJson(url).then(
      ({ json }) => setSchedule(json as Schedule),
      () => setSchedule(null),
    );
  }, [url]);

  if (!url) return null;
  const scheduled = schedule !== null && (schedule.publish_at !== null || schedule.unpublish_at !== null);

  function start() {
    setFrom(companyInput(schedule?.publish_at ?? null));
    setUntil(companyInput(schedule?.unpublish_at ?? null));
    setOpen(true);
  }

  async function save(next: Schedule) {
    try {
      const { json } = await fetchJson(url, { method: 'PUT', body: JSON.stringify(next) });
      setSchedule(json as Schedule);
      setOpen(false);
      notify('valve.schedule.saved', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }

  return (
    <>
      <Button
        size="small"
        startIcon={<ScheduleIcon />}
        onClick={start}
        color={scheduled ? 'secondary' : 'primary'}
        data-schedule-button={scheduled ? 'set' : 'none'}
      >
        {translate('valve.schedule.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('valve.schedule.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('valve.schedule.zone')}
            </Typography>
            <CompanyTimeField
              name="publish_at"
              label={translate(`${words}.from`)}
              value={from}
              onChange={setFrom}
            />
            <CompanyTimeField
              name="unpublish_at"
              label={translate(`${words}.until`)}
              value={until}
              onChange={setUntil}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void save({ publish_at: null, unpublish_at: null })}>
            {translate('valve.schedule.clear')}
          </Button>
          <Button
            variant="contained"
            onClick={() =>
              void save({ publish_at: companyInstant(from), unpublish_at: companyInstant(until) })
            }
          >
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
