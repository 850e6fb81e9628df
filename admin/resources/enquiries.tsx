import AttachFileIcon from '@mui/icons-material/AttachFile';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PreviewIcon from '@mui/icons-material/Preview';
import ReplyIcon from '@mui/icons-material/Reply';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  LinearProgress,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  BooleanInput,
  Datagrid,
  FilterButton,
  DateInput,
  List,
  Show,
  TextField,
  TextInput,
  SelectInput,
  TopToolbar,
  ListButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import {
  AssigneeField,
  AssigneeFilter,
  AssigneeSelect,
  NoteBox,
  NoteBubble,
  withNotes,
} from '../components/desk.js';
import { useBusyAction } from '../components/busyAction.js';
import { ButtonWithConfirm } from '../components/ButtonWithConfirm.js';
import { Moment, MomentField, WithMoment } from '../components/Moment.js';
import { EnquiryExportMenu } from './enquiryExport.js';
import { isOverdue, ResponseDueField } from './responseDue.js';
import { EnquiryAbout, EnquiryItemsField } from '../components/EnquiryAbout.js';
import { EnquirySizing } from '../components/EnquirySizing.js';
import { EnquirySizingProject } from '../components/EnquirySizingProject.js';
import { MESSAGE_STATUS } from '#contract/constants.js';
import { SavedReplyPicker } from '../components/SavedReplyPicker.js';
import { ReplyFiles, type ReplyFile } from '../components/ReplyFiles.js';
import { ReplyContent } from '#contract/replyContent.js';
import type { ReplyEditorHandle } from '../components/reply/ReplyEditor.js';
import { ReplyPreviewDialog } from '../components/reply/ReplyPreviewDialog.js';
import type { ConsoleDataProvider } from '../dataProvider.js';
import type { EnquiryDetail, EnquiryNote, EnquiryRecord as InboxRow } from '#contract/desk.js';

/** A list row; one enquiry also has its attachments, thread, internal notes and what it is about. */
export type EnquiryRecord = InboxRow &
  Partial<Pick<EnquiryDetail, 'attachments' | 'thread' | 'items' | 'quote' | 'sizing'>> & {
    notes?: EnquiryNote[];
  };

const STATUS_CHOICES = [
  { id: MESSAGE_STATUS.pending, name: 'valve.enquiry.status_0' },
  { id: MESSAGE_STATUS.processed, name: 'valve.enquiry.status_1' },
  { id: MESSAGE_STATUS.finished, name: 'valve.enquiry.status_5' },
];

function EnquiryStatus(_props: { label?: string; source?: string }) {
  const record = useRecordContext<EnquiryRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const color = record.status === 0 ? 'warning' : record.status === 1 ? 'info' : 'default';
  return (
    <Chip
      size="small"
      color={color}
      label={translate(`valve.enquiry.status_${record.status}`)}
      data-status={record.status}
    />
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A ms filter value as the YYYY-MM-DD of a date input. */
function toDateInput(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const d = new Date(Number(value));
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The first or last millisecond of a local day, so "to" includes that whole day. */
function dayBound(value: string, bound: 'start' | 'end'): number | undefined {
  if (!value) return undefined;
  const ms = new Date(`${value}T${bound === 'start' ? '00:00:00.000' : '23:59:59.999'}`).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <TextInput key="email" source="email" alwaysOn />,
  <AssigneeFilter key="assignee_id" source="assignee_id" alwaysOn />,
  <TextInput key="m_no" source="m_no" />,
  <DateInput
    key="date_from"
    source="date_from"
    format={toDateInput}
    parse={(v: string) => dayBound(v, 'start')}
  />,
  <DateInput key="date_to" source="date_to" format={toDateInput} parse={(v: string) => dayBound(v, 'end')} />,
  // Unticked means no filter, not "only the punctual ones".
  <BooleanInput key="overdue" source="overdue" parse={(v: boolean) => v || undefined} alwaysOn />,
];

const UNREAD_ROW = { '& td, & td .MuiTypography-root': { fontWeight: 700 } };
const OVERDUE_ROW = { bgcolor: '#fdecea' };

const isUnread = (record: RaRecord) => !(record as EnquiryRecord).read_time;

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <EnquiryExportMenu />
    </TopToolbar>
  );
}

/**
 * Who wrote: the name, then the company and e-mail beneath it. One column for the three keeps the
 * inbox, with its desk columns, within a laptop's width (a long address wraps, not the page).
 */
function VisitorField(_props: { source: string; sortBy: string; label: string }) {
  const record = useRecordContext<EnquiryRecord>();
  if (!record) return null;
  return (
    <>
      {record.name}
      <Typography
        variant="caption"
        component="span"
        color="text.secondary"
        sx={{ display: 'block', minWidth: '11em', overflowWrap: 'anywhere' }}
      >
        {[record.company_name, record.email].filter(Boolean).join(' · ')}
      </Typography>
    </>
  );
}

/** The inbox, newest first; unread rows in bold. */
export function EnquiryList() {
  // Below a laptop's width the product waits for the enquiry's page.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  return (
    <List
      filters={filters}
      sort={{ field: 'create_time', order: 'DESC' }}
      actions={<ListActions />}
      exporter={false}
    >
      <Datagrid
        rowClick="show"
        bulkActionButtons={false}
        // On a narrow screen the table scrolls within itself; the page and its toolbar stay put.
        sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
        rowSx={(record): SxProps => ({
          ...(isUnread(record) ? UNREAD_ROW : {}),
          ...(isOverdue(record as EnquiryRecord) ? OVERDUE_ROW : {}),
        })}
      >
        <TextField source="m_no" />
        <VisitorField source="visitor" sortBy="name" label="resources.enquiries.fields.visitor" />
        {wide && <EnquiryItemsField source="items" sortable={false} />}
        <EnquiryStatus source="status" label="resources.enquiries.fields.status" />
        <AssigneeField source="assignee_id" label="resources.enquiries.fields.assignee_id" sortable={false} />
        <MomentField source="create_time" />
        <ResponseDueField source="due_time" label="resources.enquiries.fields.due_time" />
      </Datagrid>
    </List>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function EnquiryDetails() {
  const record = useRecordContext<EnquiryRecord>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  // Opening an enquiry marks it read on the server: the menu badge follows at once.
  useEffect(() => {
    if (record?.id !== undefined) void queryClient.invalidateQueries({ queryKey: ['enquiries', 'counts'] });
  }, [record?.id, queryClient]);
  if (!record) return null;
  const f = (name: string) => `resources.enquiries.fields.${name}`;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2" data-testid="case-number">
            {record.m_no}
          </Typography>
          <EnquiryStatus />
          {/* How the first-response promise stands, as in the list's "Response due". */}
          <ResponseDueField />
          <AssigneeSelect />
        </Stack>
        {record.mail_rejection && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="mail-rejection">
            {record.mail_rejection_time ? (
              <WithMoment
                words="valve.enquiry.mail_rejected"
                at={record.mail_rejection_time}
                args={{ answer: record.mail_rejection }}
              />
            ) : (
              translate('valve.enquiry.mail_rejected', { answer: record.mail_rejection, time: '' })
            )}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Detail label={f('name')}>{record.name}</Detail>
          <Detail label={f('company_name')}>{record.company_name}</Detail>
          <Detail label={f('duties')}>{record.duties}</Detail>
          <Detail label={f('phone')}>{record.phone}</Detail>
          <Detail label={f('email')}>
            <Link href={`mailto:${record.email}`}>{record.email}</Link>
          </Detail>
          <Detail label={f('lang')}>
            {translate(record.lang === 'zh' ? 'valve.lang.zh' : 'valve.lang.en')}
          </Detail>
          <Detail label={f('create_time')}>
            <Moment at={record.create_time} />
          </Detail>
          <Detail label={f('update_time')}>
            <Moment at={record.update_time} />
          </Detail>
          {record.close_time ? (
            <Detail label={f('close_time')}>
              <Moment at={record.close_time} />
            </Detail>
          ) : null}
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2">{translate('resources.enquiries.fields.content')}</Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }} data-testid="enquiry-content">
          {record.content}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('valve.enquiry.attachments')}
        </Typography>
        {record.attachments?.length ? (
          <FileChips files={record.attachments} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('valve.enquiry.no_attachments')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Files to download: the enquiry's, or those of an e-mail reply in the thread. */
function FileChips({ files }: { files: { name: string; url: string }[] }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
      {files.map((a) => (
        <Chip
          key={a.url}
          icon={<AttachFileIcon />}
          label={a.name}
          component="a"
          href={a.url}
          clickable
          variant="outlined"
          download
        />
      ))}
    </Stack>
  );
}

/** The reply editor (tiptap) loads with the first enquiry opened, not with the console. */
const ReplyEditor = lazy(() => import('../components/reply/ReplyEditor.js'));

/** A staff reply's formatting (contract/replyFormat.ts) in the thread: tight paragraphs and lists. */
const REPLY_SX = { '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } } as const;

function Thread() {
  const record = useRecordContext<EnquiryRecord>();
  const translate = useTranslate();
  const thread = record?.thread ?? [];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('valve.enquiry.thread')}
        </Typography>
        <Stack spacing={1.5} data-testid="thread">
          {withNotes(thread, record?.notes).map((entry) => {
            if (entry.kind === 'note') return <NoteBubble key={`note-${entry.note.id}`} note={entry.note} />;
            const m = entry.message;
            const staff = m.author === 'staff';
            return (
              <Box
                key={m.id}
                sx={{
                  alignSelf: staff ? 'flex-end' : 'flex-start',
                  maxWidth: '85%',
                  bgcolor: staff ? '#e8f0f7' : 'grey.100',
                  borderLeft: 3,
                  borderColor: staff ? 'primary.main' : 'grey.400',
                  borderRadius: 1,
                  p: 1.5,
                }}
                data-author={m.author}
              >
                <Typography variant="caption" color="text.secondary" component="div">
                  {staff
                    ? `${translate('valve.enquiry.staff')} · ${m.staff_name}`
                    : translate('valve.enquiry.visitor')}{' '}
                  · <Moment at={m.create_time} />
                </Typography>
                {staff ? (
                  <Typography variant="body2" component="div" sx={REPLY_SX}>
                    <ReplyContent text={m.content} />
                  </Typography>
                ) : (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {m.content}
                  </Typography>
                )}
                {m.attachments.length ? <FileChips files={m.attachments} /> : null}
              </Box>
            );
          })}
        </Stack>
        <ReplyBox />
        <NoteBox />
      </CardContent>
    </Card>
  );
}

/** Reply (the visitor is mailed; status becomes Processed) and Close behind a confirmation. */
function ReplyBox() {
  const record = useRecordContext<EnquiryRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<ReplyFile[]>([]);
  const { busy, run } = useBusyAction();
  const [uploading, setUploading] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const editor = useRef<ReplyEditorHandle>(null);
  const changed = useCallback((text: string) => setContent(text), []);
  if (!record) return null;
  // A closed enquiry takes no more replies (the server answers 409).
  if (record.status === MESSAGE_STATUS.finished) {
    return (
      <Alert severity="info" sx={{ mt: 3 }}>
        {translate('valve.enquiry.closed')}
      </Alert>
    );
  }

  const after = async () => {
    await queryClient.invalidateQueries({ queryKey: ['enquiries'] });
    refresh();
  };

  async function reply() {
    if (!content.trim()) {
      notify('valve.enquiry.empty_reply', { type: 'warning' });
      return;
    }
    await run(async () => {
      setWarning(null);
      const result = await dataProvider.replyToEnquiry(
        record!.id,
        content.trim(),
        files.map(({ name, url }) => ({ name, url })),
      );
      if (result.mail_sent === false) {
        // Queued mail is retried for 24 hours (server/services/outbox.ts); say so rather than "failed".
        const key = result.mail_rejected
          ? 'valve.enquiry.reply_mail_rejected'
          : result.mail_queued
            ? 'valve.enquiry.reply_mail_queued'
            : 'valve.enquiry.reply_not_mailed';
        setWarning(translate(key));
        notify(key, { type: 'warning' });
      } else {
        notify('valve.enquiry.reply_sent', { type: 'success' });
      }
      editor.current?.clear();
      setContent('');
      setFiles([]);
      await after();
    });
  }

  async function close() {
    await run(async () => {
      await dataProvider.closeEnquiry(record!.id);
      notify('valve.enquiry.closed', { type: 'success' });
      await after();
    });
  }

  return (
    <Box sx={{ mt: 3 }}>
      {warning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
      )}
      <SavedReplyPicker enquiry={record} onInsert={(text) => editor.current?.insert(text)} />
      <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
        <ReplyEditor ref={editor} onChange={changed} disabled={busy} />
      </Suspense>
      <ReplyFiles
        enquiryId={Number(record.id)}
        files={files}
        onChange={setFiles}
        onUploading={setUploading}
        disabled={busy}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
        useFlexGap
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="secondary"
            startIcon={<ReplyIcon />}
            onClick={reply}
            disabled={busy || uploading}
          >
            {translate('valve.enquiry.send_reply')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PreviewIcon />}
            onClick={() =>
              content.trim() ? setPreviewing(true) : notify('valve.enquiry.empty_reply', { type: 'warning' })
            }
            disabled={busy}
          >
            {translate('valve.reply_editor.preview')}
          </Button>
        </Stack>
        <ButtonWithConfirm
          words="valve.enquiry.close"
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onConfirm={close}
          disabled={busy}
        />
      </Stack>
      <ReplyPreviewDialog
        enquiryId={record.id}
        content={content.trim()}
        open={previewing}
        onClose={() => setPreviewing(false)}
      />
    </Box>
  );
}

function ShowActions() {
  return (
    <TopToolbar>
      <ListButton />
    </TopToolbar>
  );
}

/** One enquiry: details, attachments, the conversation, and the reply box. */
export function EnquiryShow() {
  return (
    <Show actions={<ShowActions />} title={<EnquiryTitle />} component="div">
      <Stack spacing={2}>
        <EnquiryDetails />
        <EnquiryAbout />
        <EnquirySizing />
        <EnquirySizingProject />
        <Thread />
      </Stack>
    </Show>
  );
}

function EnquiryTitle() {
  const record = useRecordContext<EnquiryRecord>();
  const translate = useTranslate();
  return (
    <span>
      {translate('resources.enquiries.name', { smart_count: 1 })} {record?.m_no ?? ''}
    </span>
  );
}
