import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AlarmIcon from '@mui/icons-material/Alarm';
import InboxIcon from '@mui/icons-material/Inbox';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DeskStats as Figures, DeskStatsSeries } from '#contract/desk.js';
import { Counter } from '../components/Counter.js';
import { API, fetchJson } from '../http.js';
import type { ChartSeries } from './DeskCharts.js';

// chart.js comes with these, in a chunk of its own, once the dashboard has figures to draw.
const WeeklyChart = lazy(() => import('./DeskCharts.js').then((m) => ({ default: m.WeeklyChart })));
const ResponseChart = lazy(() => import('./DeskCharts.js').then((m) => ({ default: m.ResponseChart })));

type Breakdown = 'lang' | 'country' | 'family' | 'sizing';
const BREAKDOWNS: Breakdown[] = ['lang', 'country', 'family', 'sizing'];
const PERIODS = [12, 26, 52];

/** Okabe–Ito colours: told apart with the common colour-vision deficiencies; the rest in greys. */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#8E7A00'];
const GREYS: Record<string, string> = { other: '#8C96A0', unknown: '#C3CAD1', none: '#C3CAD1' };

/** The dashboard's figures; refreshed with the other enquiry queries (['enquiries', …]). */
function useDeskStats(weeks: number) {
  return useQuery({
    queryKey: ['enquiries', 'desk-stats', weeks],
    queryFn: async () => (await fetchJson(`${API}/desk-stats?weeks=${weeks}`)).json as Figures,
    refetchInterval: 5 * 60_000,
    // Another period keeps the figures on screen until its own arrive.
    placeholderData: (previous) => previous,
  });
}

/** The words and number formats of the dashboard in the console language. */
function useFormats() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = locale === 'zh' ? 'zh-CN' : 'en-GB';
    const short = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    const regions = new Intl.DisplayNames([tag], { type: 'region' });
    const dateOf = (monday: string) => new Date(`${monday}T00:00:00Z`);
    const duration = (minutes: number) => {
      const whole = Math.round(minutes);
      return translate('valve.desk_stats.duration', { h: Math.floor(whole / 60), m: whole % 60 });
    };
    const region = (code: string) => {
      try {
        return regions.of(code) ?? code;
      } catch {
        return code; // not a region code Intl knows: show it as stored
      }
    };
    return {
      translate,
      locale,
      weekShort: (monday: string) => short.format(dateOf(monday)),
      weekLong: (monday: string) => long.format(dateOf(monday)),
      duration,
      hours: (minutes: number) =>
        translate('valve.desk_stats.hours_short', { hours: Math.round(minutes / 6) / 10 }),
      /** A series' name: a language, a country, a product family, or the rest. */
      seriesName(breakdown: Breakdown, s: DeskStatsSeries): string {
        if (s.key === 'other') return translate('valve.desk_stats.other');
        if (s.key === 'unknown') return translate('valve.desk_stats.unknown');
        if (breakdown === 'family' && s.key === 'none') return translate('valve.desk_stats.no_family');
        if (breakdown === 'sizing')
          return translate(
            s.key === 'sizing' ? 'valve.desk_stats.with_sizing' : 'valve.desk_stats.no_sizing',
          );
        if (breakdown === 'lang')
          return s.key === 'en' || s.key === 'zh' ? translate(`valve.lang.${s.key}`) : s.key;
        if (breakdown === 'country') return region(s.key);
        const name = s.name ? (locale === 'zh' ? s.name.zh || s.name.en : s.name.en || s.name.zh) : '';
        return name || `#${s.key}`;
      },
    };
  }, [translate, locale]);
}

type Formats = ReturnType<typeof useFormats>;

function seriesOf(figures: Figures, breakdown: Breakdown, f: Formats): ChartSeries[] {
  let colour = 0;
  return figures[`by_${breakdown}`].map((s) => ({
    label: f.seriesName(breakdown, s),
    counts: s.counts,
    color: GREYS[s.key] ?? PALETTE[colour++ % PALETTE.length]!,
  }));
}

/**
 * A chart's "Show as table" switch and the table it opens, a row per week: the chart's figures
 * for screen readers and for copying.
 */
function WeeksTable({
  figures,
  f,
  columns,
  cells,
  testId,
}: {
  figures: Figures;
  f: Formats;
  /** Headings of the columns after the week's. */
  columns: string[];
  cells: (week: Figures['weeks'][number], index: number) => ReactNode[];
  testId: string;
}) {
  const { translate } = f;
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ mt: 1 }}>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {translate(open ? 'valve.desk_stats.hide_table' : 'valve.desk_stats.show_table')}
      </Button>
      <Collapse in={open} id={id} unmountOnExit>
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader data-testid={testId}>
            <TableHead>
              <TableRow>
                <TableCell component="th">{translate('valve.desk_stats.week_of')}</TableCell>
                {/* Two columns may share a name (families are named by staff): keyed by place. */}
                {columns.map((column, c) => (
                  <TableCell key={c} align="right">
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.weeks.map((week, i) => (
                <TableRow key={week.monday}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {f.weekLong(week.monday)}
                  </TableCell>
                  {cells(week, i).map((cell, c) => (
                    <TableCell key={c} align="right">
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Collapse>
    </Box>
  );
}

/** A heading with a one-of switch beside it: the period of the section, the breakdown of a chart. */
function HeadingWithChoice<T extends string | number>({
  heading,
  label,
  value,
  options,
  onChange,
}: {
  heading: ReactNode;
  label: string;
  value: T;
  options: { value: T; text: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
      <Box sx={{ flexGrow: 1 }}>{heading}</Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        // A click on the chosen button answers null: the choice stays.
        onChange={(_, chosen: T | null) => chosen !== null && onChange(chosen)}
        aria-label={label}
      >
        {options.map((o) => (
          <ToggleButton key={o.value} value={o.value}>
            {o.text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

const chartFallback = <Skeleton variant="rounded" height={300} />;

function WeeklyCard({ figures, f }: { figures: Figures; f: Formats }) {
  const { translate } = f;
  const [breakdown, setBreakdown] = useState<Breakdown>('lang');
  const series = useMemo(() => seriesOf(figures, breakdown, f), [figures, breakdown, f]);
  const weeks = useMemo(() => figures.weeks.map((w) => f.weekShort(w.monday)), [figures, f]);
  const title = translate('valve.desk_stats.per_week');
  const by = translate(`valve.desk_stats.by_${breakdown}`);
  const label = translate('valve.desk_stats.chart_label', {
    title,
    by,
    weeks: figures.weeks.length,
    from: f.weekLong(figures.weeks[0]!.monday),
    total: figures.total,
    parts: series.map((s) => `${s.label} ${s.counts.reduce((a, b) => a + b, 0)}`).join(', '),
  });
  return (
    <Card>
      <CardContent>
        <HeadingWithChoice
          heading={
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
          }
          label={translate('valve.desk_stats.break_down')}
          value={breakdown}
          options={BREAKDOWNS.map((b) => ({ value: b, text: translate(`valve.desk_stats.by_${b}`) }))}
          onChange={setBreakdown}
        />
        <Suspense fallback={chartFallback}>
          <WeeklyChart weeks={weeks} series={series} label={label} />
        </Suspense>
        <WeeksTable
          figures={figures}
          f={f}
          columns={[...series.map((s) => s.label), translate('valve.desk_stats.total')]}
          cells={(week, i) => [...series.map((s) => s.counts[i]), <strong key="total">{week.total}</strong>]}
          testId="desk-weekly-table"
        />
      </CardContent>
    </Card>
  );
}

function ResponseCard({ figures, f }: { figures: Figures; f: Formats }) {
  const { translate } = f;
  const title = translate('valve.desk_stats.response_chart');
  const target = f.hours(figures.target_minutes);
  const weeks = useMemo(() => figures.weeks.map((w) => f.weekShort(w.monday)), [figures, f]);
  const medianHours = useMemo(
    () =>
      figures.weeks.map((w) =>
        w.median_first_response_minutes === null ? null : w.median_first_response_minutes / 60,
      ),
    [figures],
  );
  const names = useMemo(
    () => ({
      median: translate('valve.desk_stats.median_series'),
      target: translate('valve.desk_stats.target', { target }),
    }),
    [translate, target],
  );
  const formatHours = useCallback((hours: number) => f.duration(hours * 60), [f]);
  const overall = figures.median_first_response_minutes;
  const label = translate('valve.desk_stats.response_label', {
    title,
    weeks: figures.weeks.length,
    from: f.weekLong(figures.weeks[0]!.monday),
    target,
    median: overall === null ? translate('valve.desk_stats.no_answers') : f.duration(overall),
  });
  return (
    <Card>
      <CardContent>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, mb: 1, minHeight: 40, display: 'flex', alignItems: 'center' }}
        >
          {title}
        </Typography>
        <Suspense fallback={chartFallback}>
          <ResponseChart
            weeks={weeks}
            medianHours={medianHours}
            targetHours={figures.target_minutes / 60}
            names={names}
            formatHours={formatHours}
            axis={translate('valve.desk_stats.response_axis')}
            label={label}
          />
        </Suspense>
        <WeeksTable
          figures={figures}
          f={f}
          columns={[translate('valve.desk_stats.answered'), translate('valve.desk_stats.median')]}
          cells={(week) => [
            week.answered,
            week.median_first_response_minutes === null
              ? '–'
              : f.duration(week.median_first_response_minutes),
          ]}
          testId="desk-response-table"
        />
      </CardContent>
    </Card>
  );
}

/** The enquiry desk's week in figures: tiles for now, charts for the last weeks (admin, support). */
export function DeskStats() {
  const f = useFormats();
  const { translate } = f;
  const [weeks, setWeeks] = useState(PERIODS[0]!);
  const { data: figures, error, isPending } = useDeskStats(weeks);
  const median = figures?.median_first_response_minutes ?? null;
  const onTarget = median !== null && figures !== undefined && median <= figures.target_minutes;
  const lastWeek = figures?.weeks.at(-2)?.total;

  return (
    <Box component="section" aria-labelledby="desk-stats-title" sx={{ mt: 3 }}>
      <HeadingWithChoice
        heading={
          <Typography variant="h6" component="h2" id="desk-stats-title">
            {translate('valve.desk_stats.title')}
          </Typography>
        }
        label={translate('valve.desk_stats.period')}
        value={weeks}
        options={PERIODS.map((n) => ({
          value: n,
          text: translate('valve.desk_stats.weeks_n', { weeks: n }),
        }))}
        onChange={setWeeks}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('valve.desk_stats.failed', { message: error.message })}
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Counter
          label="valve.desk_stats.this_week"
          value={figures?.this_week}
          to={
            figures
              ? `/enquiries?${new URLSearchParams({ filter: JSON.stringify({ date_from: figures.weeks.at(-1)!.start_time }) })}`
              : undefined
          }
          hint={
            lastWeek === undefined ? undefined : translate('valve.desk_stats.last_week', { count: lastWeek })
          }
          icon={<InboxIcon fontSize="large" />}
          testId="desk-this-week"
        />
        <Counter
          label="valve.desk_stats.overdue"
          value={figures?.overdue}
          to={`/enquiries?${new URLSearchParams({ filter: JSON.stringify({ overdue: true }) })}`}
          hint={translate('valve.desk_stats.overdue_hint')}
          color={figures?.overdue ? 'error.main' : undefined}
          icon={<AlarmIcon fontSize="large" />}
          testId="desk-overdue"
        />
        <Counter
          label="valve.desk_stats.median"
          value={median === null ? undefined : f.hours(median)}
          hint={
            figures &&
            `${median === null ? '' : `${translate(onTarget ? 'valve.desk_stats.within_target' : 'valve.desk_stats.over_target')} · `}${translate(
              'valve.desk_stats.median_hint',
              {
                count: figures.answered,
                weeks: figures.weeks.length,
                target: f.hours(figures.target_minutes),
              },
            )}`
          }
          color={median === null ? undefined : onTarget ? 'success.dark' : 'error.main'}
          icon={<AccessTimeIcon fontSize="large" />}
          testId="desk-median"
        />
      </Stack>
      {isPending && chartFallback}
      {figures && figures.total === 0 && (
        <Alert severity="info" data-testid="desk-empty">
          {translate('valve.desk_stats.empty', { weeks: figures.weeks.length })}
        </Alert>
      )}
      {figures && figures.total > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <WeeklyCard figures={figures} f={f} />
          <ResponseCard figures={figures} f={f} />
        </Box>
      )}
    </Box>
  );
}
