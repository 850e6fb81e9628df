import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  ArrayInput,
  EditBase,
  NumberInput,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  type RaRecord,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { FormSection, InputRow } from '../components/FormSection.js';
import { mayUse, type Role } from '../roles.js';
import { calendarDate } from '#contract/businessCalendar.js';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A list of dates edited as text, one per line (or separated by spaces or commas). */
const datesFromText = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
const textFromDates = (dates: unknown) => (Array.isArray(dates) ? dates.join('\n') : '');

/** The first date that is not YYYY-MM-DD of a real day (the contract's rule); the server checks again, in its words. */
function firstBadDate(dates: unknown): string | undefined {
  if (!Array.isArray(dates)) return undefined;
  return (dates as string[]).find((d) => !calendarDate.safeParse(d).success);
}

function DatesInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={label}
      multiline
      minRows={3}
      format={textFromDates}
      parse={datesFromText}
      helperText="valve.promise.dates_hint"
      validate={(dates: unknown) => {
        const bad = firstBadDate(dates);
        return bad ? translate('valve.promise.bad_date', { date: bad }) : undefined;
      }}
      sx={{ minWidth: 260 }}
    />
  );
}

/**
 * The response-time promise (admins): company time zone, weekly opening hours, holidays and
 * make-up working days, and the first-response target in working hours. Saving moves the
 * deadlines of open, unanswered enquiries (the server says how many).
 */
export function BusinessCalendarEdit() {
  const { permissions } = usePermissions<Role>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  if (!mayUse(permissions, 'business_calendar')) return null;
  return (
    <EditBase
      resource="business_calendar"
      id="current"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          const moved = Number((data as { deadlines_moved?: number }).deadlines_moved ?? 0);
          notify('valve.promise.saved', { type: 'success', messageArgs: { count: moved } });
          void queryClient.invalidateQueries({ queryKey: ['business_calendar'] });
          void queryClient.invalidateQueries({ queryKey: ['enquiries'] });
        },
      }}
    >
      <Card sx={{ mt: 2 }} id="business-calendar" data-testid="business-calendar">
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h6" component="h2">
            {translate('valve.promise.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('valve.promise.hint')}
          </Typography>
        </CardContent>
        <SimpleForm
          warnWhenUnsavedChanges
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <InputRow>
            <TextInput
              source="calendar.timeZone"
              label="valve.promise.time_zone"
              helperText="valve.promise.time_zone_hint"
            />
            <NumberInput
              source="first_response_hours"
              label="valve.promise.target"
              helperText="valve.promise.target_hint"
            />
          </InputRow>
          <FormSection title="valve.promise.weekly" hint="valve.promise.weekly_hint">
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
              {DAYS.map((day) => (
                <ArrayInput
                  key={day}
                  source={`calendar.weeklyHours.${day}`}
                  label={`valve.promise.day_${day}`}
                >
                  <SimpleFormIterator inline disableClear disableReordering>
                    <TextInput
                      source="open"
                      label="valve.promise.open"
                      placeholder="08:00"
                      helperText={false}
                    />
                    <TextInput
                      source="close"
                      label="valve.promise.close"
                      placeholder="16:30"
                      helperText={false}
                    />
                  </SimpleFormIterator>
                </ArrayInput>
              ))}
            </Box>
          </FormSection>
          <FormSection title="valve.promise.days" hint="valve.promise.days_hint">
            <InputRow>
              <DatesInput source="calendar.holidays" label="valve.promise.holidays" />
              <DatesInput source="calendar.extraWorkingDays" label="valve.promise.extra_days" />
            </InputRow>
          </FormSection>
        </SimpleForm>
      </Card>
    </EditBase>
  );
}
