import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Box, Button, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DESK_TEXT_MAX } from '#contract/enquiry.js';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  SelectInput,
  useDataProvider,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider.js';
import { mayUse, type Role } from '../roles.js';
import type { DeskMember, EnquiryNote } from '#contract/desk.js';
import { useBusyAction } from './busyAction.js';
import { FormSection, InputRow } from './FormSection.js';
import { Moment } from './Moment.js';
import { useLocalized } from './text.js';

/** The sales desk in the console: staff coverage, "Assigned to" and internal notes. */

/** The staff who may answer enquiries, read once per console session. */
export function useDeskStaff(): DeskMember[] {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // An editor's browser renders the inbox for a moment before the access check turns it away.
  const { permissions } = usePermissions<Role>();
  const { data } = useQuery({
    queryKey: ['enquiries', 'assignees'],
    queryFn: () => dataProvider.deskStaff(),
    staleTime: 60_000,
    enabled: mayUse(permissions, 'enquiries'),
  });
  return data ?? [];
}

const staffName = (user: DeskMember) => user.name || user.email;

/** The inbox's "Assigned to" column: a name, or "Shared queue". */
export function AssigneeField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<{ assignee_id: number | null }>();
  const staff = useDeskStaff();
  const translate = useTranslate();
  if (!record) return null;
  if (record.assignee_id === null)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {translate('valve.desk.shared_queue')}
      </Typography>
    );
  const user = staff.find((u) => u.id === record.assignee_id);
  return <Typography variant="body2">{user ? staffName(user) : `#${record.assignee_id}`}</Typography>;
}

/** The inbox filter: Mine, Shared queue, or one person. */
export function AssigneeFilter(props: { source: string; alwaysOn?: boolean }) {
  const staff = useDeskStaff();
  const translate = useTranslate();
  const choices = [
    { id: 'mine', name: translate('valve.desk.mine') },
    { id: 'none', name: translate('valve.desk.shared_queue') },
    ...staff.map((u) => ({ id: u.id, name: staffName(u) })),
  ];
  return <SelectInput {...props} label="resources.enquiries.fields.assignee_id" choices={choices} />;
}

/** "Assigned to" on the enquiry page: hands it to a colleague (mailed) or back to the shared queue. */
export function AssigneeSelect() {
  const record = useRecordContext<{ id: number; assignee_id: number | null }>();
  const staff = useDeskStaff();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { busy, run } = useBusyAction();
  if (!record) return null;
  const current = record.assignee_id;

  const change = (value: string) =>
    run(async () => {
      const to = value === '' ? null : Number(value);
      await dataProvider.assignEnquiry(record.id, to);
      const user = staff.find((u) => u.id === to);
      notify(user ? 'valve.desk.assigned' : 'valve.desk.to_queue', {
        type: 'success',
        messageArgs: { name: user ? staffName(user) : '' },
      });
      await queryClient.invalidateQueries({ queryKey: ['enquiries'] });
      refresh();
    });

  // Disabled users stay listed while they hold the enquiry, so the select can show them.
  const options = staff.filter((u) => u.active || u.id === current);
  return (
    <MuiTextField
      select
      size="small"
      id="assignee"
      label={translate('valve.desk.assigned_to')}
      value={current === null ? '' : String(current)}
      onChange={(event) => void change(event.target.value)}
      disabled={busy}
      // At the end of the title row, as wide as a name needs.
      sx={{ ml: 'auto', width: 260, flex: '0 0 auto' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('valve.desk.shared_queue')}</MenuItem>
      {options.map((u) => (
        <MenuItem key={u.id} value={String(u.id)}>
          {u.active ? staffName(u) : translate('valve.desk.inactive', { name: staffName(u) })}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

/** The note colours: amber, unlike the visitor's grey and staff replies' blue. */
const NOTE_COLOURS = { bg: '#fff6dc', border: '#c98a00' };

/** One internal note in the thread, marked as never seen by the visitor. */
export function NoteBubble({ note }: { note: EnquiryNote }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        alignSelf: 'stretch',
        bgcolor: NOTE_COLOURS.bg,
        border: 1,
        borderStyle: 'dashed',
        borderColor: NOTE_COLOURS.border,
        borderRadius: 1,
        p: 1.5,
      }}
      data-author="note"
    >
      <Typography variant="caption" component="div" sx={{ color: '#7a5300', fontWeight: 700 }}>
        {translate('valve.desk.note')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {note.staff_name} · <Moment at={note.create_time} />
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {note.content}
      </Typography>
    </Box>
  );
}

type ThreadMessage = { id: number; create_time: number };

/** The visitor's and staff's messages with the internal notes, in time order. */
export function withNotes<M extends ThreadMessage>(
  thread: M[],
  notes: EnquiryNote[] = [],
): ({ kind: 'message'; message: M } | { kind: 'note'; note: EnquiryNote })[] {
  return [
    ...thread.map((message) => ({ kind: 'message' as const, message, time: message.create_time })),
    ...notes.map((note) => ({ kind: 'note' as const, note, time: note.create_time })),
  ]
    .sort((a, b) => a.time - b.time)
    .map(({ time: _time, ...entry }) => entry);
}

/** Adds an internal note (never mailed, status unchanged). */
export function NoteBox() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [content, setContent] = useState('');
  const { busy, run } = useBusyAction();
  if (!record) return null;

  async function add() {
    if (!content.trim()) {
      notify('valve.desk.empty_note', { type: 'warning' });
      return;
    }
    await run(async () => {
      await dataProvider.addEnquiryNote(record!.id, content.trim());
      notify('valve.desk.note_added', { type: 'success' });
      setContent('');
      refresh();
    });
  }

  return (
    <Box sx={{ mt: 3, p: 1.5, bgcolor: NOTE_COLOURS.bg, borderRadius: 1 }}>
      <MuiTextField
        id="note"
        label={translate('valve.desk.note_label')}
        placeholder={translate('valve.desk.note_placeholder')}
        multiline
        minRows={2}
        fullWidth
        value={content}
        onChange={(event) => setContent(event.target.value)}
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: DESK_TEXT_MAX.staffNote } }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button variant="outlined" color="warning" startIcon={<NoteAddIcon />} onClick={add} disabled={busy}>
          {translate('valve.desk.add_note')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Countries with their names in the console language, sorted by name. */
function useCountryChoices(codes: readonly string[]) {
  const [locale] = useLocaleState();
  const names = new Intl.DisplayNames([locale === 'zh' ? 'zh-CN' : 'en'], {
    type: 'region',
    fallback: 'code',
  });
  return codes
    .map((code) => ({ id: code, name: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

const LANG_CHOICES = [
  { id: 'en', name: 'valve.lang.en' },
  { id: 'zh', name: 'valve.lang.zh' },
];

/** The staff form's sales-desk section: whether new enquiries come to the user, and what they cover. */
export function CoverageInputs() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const localized = useLocalized();
  const { data } = useQuery({
    queryKey: ['staff', 'coverage-choices'],
    queryFn: () => dataProvider.coverageChoices(),
    staleTime: 5 * 60_000,
  });
  const countries = useCountryChoices(data?.countries ?? []);
  const families = (data?.families ?? []).map((f) => ({ id: f.id, name: localized(f, 'cate_name') }));
  return (
    <FormSection title="valve.desk.coverage" hint="valve.desk.coverage_hint">
      <BooleanInput
        source="takes_enquiries"
        format={(v: unknown) => v === 1 || v === true}
        parse={(v: boolean) => (v ? 1 : 0)}
      />
      <InputRow>
        <CheckboxGroupInput source="cover_langs" choices={LANG_CHOICES} helperText="valve.desk.any_hint" />
      </InputRow>
      <AutocompleteArrayInput
        source="cover_countries"
        choices={countries}
        helperText="valve.desk.any_hint"
        sx={{ maxWidth: 720 }}
        fullWidth
      />
      <AutocompleteArrayInput
        source="cover_families"
        choices={families}
        helperText="valve.desk.any_hint"
        sx={{ maxWidth: 720 }}
        fullWidth
      />
    </FormSection>
  );
}
