import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CheckboxGroupInput,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  FunctionField,
  Link,
  List,
  NumberField,
  Pagination,
  ReferenceManyField,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { WEBHOOK_EVENTS, type DeliveryState } from '#contract/webhooks.js';
import type { DeliveryRecord, WebhookRecord } from '#contract/webhooks.js';
import { errorText, useBusyAction } from '../components/busyAction.js';
import { ButtonWithConfirm } from '../components/ButtonWithConfirm.js';
import { MomentField } from '../components/Moment.js';
import { FlagInput } from '../components/inputs.js';
import { API, fetchJson } from '../http.js';

const EVENT_CHOICES = WEBHOOK_EVENTS.map((id) => ({ id, name: `valve.webhooks.events.${id}` }));

/** The secret answered on creation or rotation; the console shows it until the page is left. */
type WithSecret = WebhookRecord & { secret: string };

async function post<T>(path: string): Promise<T> {
  return (await fetchJson(`${API}${path}`, { method: 'POST', body: '{}' })).json as T;
}

function EventChips(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<WebhookRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {record.events.map((e) => (
        <Chip
          key={e}
          size="small"
          variant="outlined"
          label={translate(`valve.webhooks.events.${e}`, { _: e })}
        />
      ))}
    </Stack>
  );
}

function ActiveChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<WebhookRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.active ? 'success' : 'default'}
      label={translate(record.active ? 'valve.webhooks.active' : 'valve.webhooks.inactive')}
    />
  );
}

/** The CRM receivers of enquiry events (admins only). */
export function WebhookList() {
  return (
    <List sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="url" />
        <TextField source="description" />
        <EventChips source="events" sortable={false} label="resources.webhooks.fields.events" />
        <ActiveChip source="active" label="resources.webhooks.fields.active" />
        <MomentField source="create_time" dateOnly />
      </Datagrid>
    </List>
  );
}

function WebhookFields() {
  return (
    <>
      <TextInput
        source="url"
        validate={required()}
        fullWidth
        helperText="valve.webhooks.url_hint"
        placeholder="https://crm.example.com/hooks/valve"
      />
      <CheckboxGroupInput source="events" choices={EVENT_CHOICES} validate={required()} />
      <TextInput source="description" fullWidth multiline />
      <FlagInput source="active" />
    </>
  );
}

/** A new webhook: saved, then its edit page shows the secret this once. */
export function WebhookCreate() {
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (data: WithSecret) => redirect('edit', 'webhooks', data.id, data, { secret: data.secret }),
      }}
    >
      <SimpleForm defaultValues={{ events: [...WEBHOOK_EVENTS], active: 1, description: '' }}>
        <WebhookFields />
      </SimpleForm>
    </Create>
  );
}

/** The secret just made, with a copy button and the warning that it is not shown again. */
function SecretShownOnce({ secret }: { secret: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Alert severity="warning" data-testid="webhook-secret" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('valve.webhooks.secret_once')}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Box component="code" sx={{ fontSize: 14, wordBreak: 'break-all' }}>
          {secret}
        </Box>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() =>
            navigator.clipboard
              .writeText(secret)
              .then(() => notify('valve.webhooks.copied', { type: 'info' }))
              .catch((err: unknown) => notify(String(err), { type: 'error' }))
          }
        >
          {translate('valve.webhooks.copy')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** An action answered with a delivery (test event, retry): says how it went and reloads the log. */
function useDeliveryAction(deliveredKey: string, failedKey: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const action = useBusyAction();
  const run = (path: string) =>
    action.run(async () => {
      const outcome = await post<DeliveryRecord>(path);
      const delivered = outcome.state === 'delivered';
      notify(delivered ? deliveredKey : failedKey, {
        type: delivered ? 'success' : 'warning',
        messageArgs: { status: outcome.last_status, error: outcome.last_error },
      });
      refresh();
    });
  return { busy: action.busy, run };
}

/** The secret (shown once, then masked), rotate, and "Send test event". */
function SecretAndTest() {
  const record = useRecordContext<WebhookRecord>();
  const location = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // The secret the create page passed along is kept here, and dropped from the browser's history
  // so that reloading or going back never shows it again.
  const [secret, setSecret] = useState<string | null>(() => {
    const passed = (location.state as { secret?: unknown } | null)?.secret;
    return typeof passed === 'string' ? passed : null;
  });
  useEffect(() => {
    if ((location.state as { secret?: unknown } | null)?.secret)
      void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  const test = useDeliveryAction('valve.webhooks.test_delivered', 'valve.webhooks.test_failed');
  if (!record) return null;

  async function rotate() {
    try {
      setSecret((await post<WithSecret>(`/webhooks/${record!.id}/rotate`)).secret);
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  }

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate('valve.webhooks.secret')}
      </Typography>
      {secret ? (
        <SecretShownOnce secret={secret} />
      ) : (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Box component="code">{record.secret_hint}</Box> — {translate('valve.webhooks.secret_masked')}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        <ButtonWithConfirm
          words="valve.webhooks.rotate"
          variant="outlined"
          startIcon={<KeyIcon />}
          onConfirm={rotate}
        />
        <Button
          variant="outlined"
          startIcon={<SendIcon />}
          disabled={test.busy || !record.active}
          onClick={() => test.run(`/webhooks/${record.id}/test`)}
        >
          {translate('valve.webhooks.send_test')}
        </Button>
      </Stack>
    </Box>
  );
}

const STATE_COLOR: Record<DeliveryState, 'success' | 'warning' | 'error'> = {
  delivered: 'success',
  waiting: 'warning',
  given_up: 'error',
};

function DeliveryStateChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<DeliveryRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATE_COLOR[record.state]}
      label={translate(`valve.webhooks.state_${record.state}`)}
    />
  );
}

/** "Retry now" on a delivery that has not gone through. */
function RetryButton(_props: { label?: string }) {
  const record = useRecordContext<DeliveryRecord>();
  const translate = useTranslate();
  const retry = useDeliveryAction('valve.webhooks.retry_delivered', 'valve.webhooks.retry_failed');
  if (!record || record.state === 'delivered') return null;
  return (
    <Button
      size="small"
      startIcon={<ReplayIcon />}
      disabled={retry.busy}
      onClick={() => retry.run(`/webhook_deliveries/${record.id}/retry`)}
    >
      {translate('valve.webhooks.retry')}
    </Button>
  );
}

/** The recent deliveries of the webhook, newest first. */
function DeliveryLog() {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate('valve.webhooks.log')}
      </Typography>
      <ReferenceManyField
        reference="webhook_deliveries"
        target="webhook_id"
        sort={{ field: 'create_time', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={<Typography variant="body2">{translate('valve.webhooks.no_deliveries')}</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField
            source="event"
            render={(r: RaRecord) =>
              translate(`valve.webhooks.events.${String(r.event)}`, { _: String(r.event) })
            }
          />
          <FunctionField
            source="ref"
            render={(r: RaRecord) =>
              r.ref ? (
                // The case in the inbox (the list filtered to its number).
                <Link to={`/enquiries?filter=${encodeURIComponent(JSON.stringify({ m_no: r.ref }))}`}>
                  {String(r.ref)}
                </Link>
              ) : (
                '—'
              )
            }
          />
          <DeliveryStateChip source="state" label="resources.webhook_deliveries.fields.state" />
          <NumberField source="attempts" />
          <FunctionField
            source="last_status"
            render={(r: RaRecord) => String(r.last_error || r.last_status || '—')}
          />
          <MomentField source="create_time" />
          <RetryButton label="" />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

function WebhookToolbar() {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <DeleteButton sx={{ ml: 'auto' }} mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** A webhook: its settings, its secret and test event, and its delivery log. */
export function WebhookEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<WebhookToolbar />}>
        <WebhookFields />
      </SimpleForm>
      <SecretAndTest />
      <DeliveryLog />
    </Edit>
  );
}
