import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  BooleanInput,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { API, fetchJson } from '../../http.js';
import { ANNOUNCEMENT_ID } from '../../sections.js';
import { companyMomentText } from '../Moment.js';
import { companyInput } from './companyTime.js';
import { SCHEDULED, type Schedule } from './ScheduleButton.js';

/**
 * The schedules of one kind of record (GET /schedule/:entity): one request per list page, shared
 * by every row's chip, read again when the list is (a saved schedule refreshes it).
 */
function useSchedules(entity: string | undefined) {
  return useQuery({
    queryKey: ['schedule', entity],
    enabled: entity !== undefined,
    queryFn: async () => {
      const { json } = await fetchJson(`${API}/schedule/${entity}`);
      return new Map((json as (Schedule & { id: number })[]).map((s) => [s.id, s]));
    },
  });
}

/** A time as the company's wall clock reads it: "2026-12-01 09:00". */
const companyTime = (instant: number) => companyInput(instant).replace('T', ' ');

/**
 * The list's clock chip on a record with a pending "publish at" / "unpublish at": the next time
 * on the chip, both in its tooltip (and its accessible name), in the company's time zone.
 */
export function ScheduleChip(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ id: number }>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entity = resource ? SCHEDULED[resource] : undefined;
  const { data } = useSchedules(entity);
  const schedule = record ? data?.get(Number(record.id)) : undefined;
  if (!schedule) return null;
  const words =
    resource === 'categories' && Number(record?.id) === ANNOUNCEMENT_ID
      ? 'valve.schedule.announcement'
      : 'valve.schedule';
  const times = (['publish_at', 'unpublish_at'] as const).flatMap((column) => {
    const at = schedule[column];
    return at === null ? [] : [{ at, words: `${words}.${column === 'publish_at' ? 'from' : 'until'}` }];
  });
  const next = times.reduce((a, b) => (b.at < a.at ? b : a));
  const zh = locale === 'zh';
  const [colon, semicolon] = zh ? ['：', '；'] : [': ', '; '];
  const title = times
    .map((t) => `${translate(t.words)}${colon}${companyMomentText(t.at, locale)}`)
    .join(semicolon);
  return (
    <Tooltip title={title}>
      <Chip
        size="small"
        variant="outlined"
        color="info"
        icon={<ScheduleIcon />}
        label={companyTime(next.at).slice(5)}
        aria-label={title}
        data-schedule-chip={schedule.publish_at !== null ? 'publish' : 'unpublish'}
      />
    </Tooltip>
  );
}

/** The lists' "Scheduled" filter (the staff API's `scheduled`). */
export const scheduledFilter = (
  <BooleanInput
    key="scheduled"
    source="scheduled"
    label="valve.schedule.filter"
    helperText={false}
    alwaysOn
    // Level with the inputs beside it (they keep a margin under them).
    sx={{ mb: 1.5 }}
  />
);
