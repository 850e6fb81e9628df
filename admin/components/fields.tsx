import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DraftChip } from './drafts/DraftChip.js';
import { openDraftPreview, previewIn, type DraftedRecord } from './drafts/draftData.js';
import { Button, Chip, Stack } from '@mui/material';
import {
  BulkUpdateButton,
  DeleteButton,
  SaveButton,
  SearchInput,
  Toolbar,
  DateTimeInput,
  useLocaleState,
  SelectInput,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DateTimeInputProps,
} from 'react-admin';
import type { ReactElement } from 'react';
import { ScheduleChip, scheduledFilter } from './history/ScheduleChip.js';
import { errorText } from './busyAction.js';

/** Chips "EN missing" / "ZH missing" for a record whose `missing_langs` is not empty. */
export function MissingLangsField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<{ missing_langs?: string[] }>();
  const translate = useTranslate();
  const missing = record?.missing_langs ?? [];
  if (missing.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {missing.map((lang) => (
        <Chip
          key={lang}
          size="small"
          color="warning"
          variant="outlined"
          label={translate(lang === 'en' ? 'valve.lang.missing_en' : 'valve.lang.missing_zh')}
          data-missing-lang={lang}
        />
      ))}
    </Stack>
  );
}

/** The list filter on `missing_lang`: en, zh or any. */
export const missingLangFilter = (
  <SelectInput
    key="missing_lang"
    source="missing_lang"
    choices={[
      { id: 'en', name: 'valve.lang.missing_en' },
      { id: 'zh', name: 'valve.lang.missing_zh' },
      { id: 'any', name: 'valve.lang.any' },
    ]}
    alwaysOn
    sx={{ minWidth: 190 }}
  />
);

/**
 * A content list's filters: the search box, the missing language and the scheduled switch, then
 * the list's own (category, kind, status…), in the order the filter bar shows them.
 */
export const contentListFilters = (...own: ReactElement[]): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn />,
  missingLangFilter,
  scheduledFilter,
  ...own,
];

/**
 * The status columns of every content list: published or draft, the schedule, the missing
 * languages. An array, not a component: the Datagrid reads each column's source, label and
 * sortable from its direct children, and React flattens an array among them.
 */
export const contentStatusColumns = (resource: string): ReactElement[] => [
  <StatusChip key="status" source="status" label={`resources.${resource}.fields.status`} />,
  <ScheduleChip key="scheduled" label="valve.schedule.column" sortable={false} />,
  <MissingLangsField
    key="missing_langs"
    source="missing_langs"
    label={`resources.${resource}.fields.missing_langs`}
    sortable={false}
  />,
];

/** Published / draft as a chip; beside it, "changes not published" when a working draft waits. */
export function StatusChip(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<{ status?: number }>();
  const translate = useTranslate();
  if (!record) return null;
  const published = record.status === 1;
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={published ? 'success' : 'default'}
        variant={published ? 'filled' : 'outlined'}
        label={translate(published ? 'valve.status.published' : 'valve.status.draft')}
      />
      <DraftChip />
    </Stack>
  );
}

/** Bulk publish and unpublish of the selected rows. */
export function PublishBulkButtons() {
  return (
    <>
      <BulkUpdateButton label="valve.status.publish" data={{ status: 1 }} mutationMode="pessimistic" />
      <BulkUpdateButton label="valve.status.unpublish" data={{ status: 0 }} mutationMode="pessimistic" />
    </>
  );
}

/**
 * Opens the record's public page in the console's language in a new tab; a record with a working
 * draft, the page with its draft (a signed link, as the edit form's Preview).
 */
export function PreviewButton() {
  const record = useRecordContext<DraftedRecord>();
  const resource = useResourceContext() ?? '';
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const notify = useNotify();
  const url = record ? previewIn(record, locale) : null;
  if (!record || !url) return null;
  const drafted = Boolean(record.draft_time);
  return (
    <Button
      size="small"
      href={url}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNewIcon />}
      onClick={(event) => {
        event.stopPropagation();
        if (!drafted) return;
        event.preventDefault();
        openDraftPreview(resource, record.id, locale).catch((error: unknown) =>
          notify(errorText(error), { type: 'error' }),
        );
      }}
      data-preview-draft={drafted || undefined}
    >
      {translate(drafted ? 'valve.drafts.preview_draft' : 'valve.status.preview')}
    </Button>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A ms timestamp as the local "YYYY-MM-DDTHH:mm" that <input type="datetime-local"> takes. */
export function toLocalInput(value: unknown): string {
  if (value === null || value === undefined || value === '' || value === 0) return '';
  // react-admin formats twice (the form value, then the input's default): keep a formatted one.
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) return value.slice(0, 16);
  const date = new Date(Number(value));
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Publish time is stored in milliseconds; the picker works in local time. */
export function MsDateTimeInput(props: DateTimeInputProps) {
  return (
    <DateTimeInput
      format={toLocalInput}
      parse={(value: string) => (value ? new Date(value).getTime() : 0)}
      {...props}
    />
  );
}

/** Save, the public preview, and delete (asked first) at the foot of a content form. */
export function ContentToolbar() {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <PreviewButton />
      <DeleteButton sx={{ ml: 'auto' }} mutationMode="pessimistic" />
    </Toolbar>
  );
}
