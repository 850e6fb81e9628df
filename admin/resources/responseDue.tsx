import { Chip, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { responseState, type BusinessCalendar } from '#contract/businessCalendar.js';
import { MESSAGE_STATUS } from '#contract/constants.js';
import { workingDurationText } from '#contract/workingDuration.js';
import { companyMomentText } from '../components/Moment.js';
import type { EnquiryRecord } from '#contract/desk.js';

/** The response-time promise as GET /business_calendar/current answers it. */
interface PromiseRecord {
  id: 'current';
  calendar: BusinessCalendar;
  first_response_hours: number;
}

/** The promise in force: read once, kept for a few minutes (it changes rarely). */
function useResponsePromise() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['business_calendar', 'getOne', 'current'],
    queryFn: async () =>
      (await dataProvider.getOne<PromiseRecord>('business_calendar', { id: 'current' })).data,
    staleTime: 5 * 60_000,
  });
}

/** The current time, moved on every `everyMs`: time left counts down between fetches. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Open, unanswered and past its deadline (for the row colour; the column says by how much). */
export function isOverdue(
  record: Pick<EnquiryRecord, 'status' | 'first_response_time' | 'due_time'>,
): boolean {
  return (
    record.status !== MESSAGE_STATUS.finished &&
    record.first_response_time === null &&
    record.due_time !== null &&
    record.due_time <= Date.now()
  );
}

/**
 * "Response due": working time left before the first-response deadline, how long it is overdue,
 * or how long the first answer took. Counted in the browser with the shared calendar arithmetic.
 */
export function ResponseDueField(_props: { label?: string; source?: string; sortBy?: string }) {
  const record = useRecordContext<EnquiryRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const promise = useResponsePromise();
  if (!record) return null;
  const lang = locale === 'zh' ? 'zh' : 'en';
  const time = (minutes: number) => workingDurationText(minutes, lang);
  if (record.first_response_time !== null && record.first_response_minutes !== null) {
    const late = record.due_time !== null && record.first_response_time > record.due_time;
    return (
      <Chip
        size="small"
        variant="outlined"
        color={late ? 'warning' : 'success'}
        label={translate('valve.promise.answered_in', { time: time(record.first_response_minutes) })}
        data-response="answered"
      />
    );
  }
  if (record.status === MESSAGE_STATUS.finished || record.due_time === null || !promise.data) {
    return <span data-response="none">—</span>;
  }
  return <PendingResponse record={record} promise={promise.data} dueTime={record.due_time} lang={lang} />;
}

/** An open, unanswered enquiry's time left or overdue: only these rows tick, between fetches. */
function PendingResponse({
  record,
  promise,
  dueTime,
  lang,
}: {
  record: EnquiryRecord;
  promise: PromiseRecord;
  dueTime: number;
  lang: 'en' | 'zh';
}) {
  const translate = useTranslate();
  const now = useNow();
  const time = (minutes: number) => workingDurationText(minutes, lang);
  const state = responseState(
    promise.calendar,
    new Date(record.create_time),
    promise.first_response_hours * 60,
    new Date(now),
  );
  const deadline = companyMomentText(dueTime, lang);
  const chip =
    state.status === 'overdue' ? (
      <Chip
        size="small"
        color="error"
        label={translate('valve.promise.overdue_by', { time: time(state.overdueMinutes) })}
        data-response="overdue"
      />
    ) : state.status === 'waiting' ? (
      <Chip
        size="small"
        color={state.remainingMinutes <= 60 ? 'warning' : 'default'}
        label={translate('valve.promise.due_in', { time: time(state.remainingMinutes) })}
        data-response="waiting"
      />
    ) : null;
  return (
    <Tooltip title={translate('valve.promise.deadline', { time: deadline })}>{chip ?? <span />}</Tooltip>
  );
}
