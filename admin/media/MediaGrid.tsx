import DescriptionIcon from '@mui/icons-material/Description';
import MovieIcon from '@mui/icons-material/Movie';
import {
  Box,
  Card,
  CardActionArea,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { MEDIA_KINDS, type MediaKind, type MediaRecord, type MediaUse } from '#contract/media.js';

/** The library's filters as the list call sends them. */
export interface MediaFilter {
  q?: string;
  kind?: MediaKind;
  unused?: boolean;
  missing_alt?: 'en' | 'zh' | 'any';
}

/** `1234567` → "1.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The search field, type, "unused" and "missing alt text" of the library (and of the picker). */
export function MediaFilters({
  filter,
  onChange,
  fixedKind,
}: {
  filter: MediaFilter;
  onChange: (next: MediaFilter) => void;
  /** The picker of a picture field offers pictures only. */
  fixedKind?: MediaKind;
}) {
  const translate = useTranslate();
  const [q, setQ] = useState(filter.q ?? '');
  // The list is asked once typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filter.q ?? '') !== q) onChange({ ...filter, q: q || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [q, filter, onChange]);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <TextField
        size="small"
        fullWidth={false}
        type="search"
        label={translate('valve.media.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ minWidth: 260 }}
      />
      {!fixedKind && (
        <FilterSelect
          field="kind"
          options={[
            ['', 'valve.media.all_kinds'],
            ...MEDIA_KINDS.map((kind) => [kind, `valve.media.kinds.${kind}`] as const),
          ]}
          minWidth={160}
          filter={filter}
          onChange={onChange}
        />
      )}
      <FilterSelect
        field="missing_alt"
        options={[
          ['', 'valve.media.missing_none'],
          ['any', 'valve.media.missing_any'],
          ['en', 'valve.media.missing_en'],
          ['zh', 'valve.media.missing_zh'],
        ]}
        minWidth={180}
        filter={filter}
        onChange={onChange}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={filter.unused ?? false}
            onChange={(e) => onChange({ ...filter, unused: e.target.checked || undefined })}
          />
        }
        label={translate('valve.media.unused')}
      />
    </Stack>
  );
}

/**
 * One select of the filter bar, labelled with the field's name (`valve.media.<field>`): each
 * option is a value and its message key, and the first one, '', leaves the field out of the filter.
 */
function FilterSelect<F extends 'kind' | 'missing_alt'>({
  field,
  options,
  minWidth,
  filter,
  onChange,
}: {
  field: F;
  options: (readonly [value: string, text: string])[];
  minWidth: number;
  filter: MediaFilter;
  onChange: (next: MediaFilter) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={translate(`valve.media.${field}`)}
      value={filter[field] ?? ''}
      onChange={(e) => onChange({ ...filter, [field]: (e.target.value || undefined) as MediaFilter[F] })}
      sx={{ minWidth }}
    >
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {translate(text)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** On a picture's card: the alt text of a language is missing ("No Chinese alt text"). */
function MissingAltChip({ lang }: { lang: 'zh' | 'en' }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      label={translate(`valve.media.alt_missing_${lang}`)}
    />
  );
}

/** A file's picture: the picture itself (its smallest copy once made), or the icon of its kind. */
export function MediaThumb({ record, height = 140 }: { record: MediaRecord; height?: number }) {
  if (record.kind === 'image')
    return (
      <Box
        component="img"
        src={record.url}
        alt={record.alt || record.en_alt || ''}
        loading="lazy"
        sx={{ width: '100%', height, objectFit: 'contain', bgcolor: 'grey.100', display: 'block' }}
      />
    );
  const Icon = record.kind === 'video' ? MovieIcon : DescriptionIcon;
  return (
    <Box sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Icon sx={{ fontSize: 48, color: 'text.secondary' }} />
    </Box>
  );
}

/** How a record using a file is named: its title in the console's language, or what it is. */
export function useUseTitle(): (use: MediaUse) => string {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (use) =>
    (locale === 'zh' ? use.title || use.en_title : use.en_title || use.title) ||
    translate(`valve.media.use_kind.${use.kind}`);
}

/** Where a file is used, in a line: the first record, and how many more. */
function UsedIn({ uses }: { uses: MediaUse[] }) {
  const translate = useTranslate();
  const title = useUseTitle();
  const [first] = uses;
  if (!first) return null;
  const words =
    uses.length === 1
      ? translate('valve.media.used_in', { title: title(first) })
      : translate('valve.media.used_in_more', {
          title: title(first),
          smart_count: uses.length - 1,
          count: uses.length,
        });
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      noWrap
      title={words}
      data-testid="used-in"
    >
      {words}
    </Typography>
  );
}

/** One file in the grid: thumbnail, name, size, where it is used and what it lacks. */
function MediaCard({ record, onOpen }: { record: MediaRecord; onOpen: (r: MediaRecord) => void }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-media-id={record.id}>
      <CardActionArea onClick={() => onOpen(record)} aria-label={record.original_name}>
        <MediaThumb record={record} />
        <Box sx={{ p: 1.25 }}>
          <Typography variant="body2" noWrap title={record.original_name} sx={{ fontWeight: 500 }}>
            {record.original_name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(`valve.media.kind_one.${record.kind}`)} · {fileSize(record.size)}
            {record.width ? ` · ${record.width}×${record.height}` : ''}
          </Typography>
          <UsedIn uses={record.uses} />
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.75 }}>
            <Chip
              size="small"
              variant="outlined"
              color={record.used_count ? 'default' : 'warning'}
              label={
                record.used_count
                  ? translate('valve.media.used', { smart_count: record.used_count })
                  : translate('valve.media.not_used')
              }
            />
            {record.kind === 'image' && !record.en_alt && <MissingAltChip lang="en" />}
            {record.kind === 'image' && !record.alt && <MissingAltChip lang="zh" />}
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The library's files as a grid of cards, as many columns as fit. */
export function MediaGrid({ records, onOpen }: { records: MediaRecord[]; onOpen: (r: MediaRecord) => void }) {
  const translate = useTranslate();
  if (!records.length)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {translate('valve.media.empty')}
      </Typography>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {records.map((record) => (
        <MediaCard key={record.id} record={record} onOpen={onOpen} />
      ))}
    </Box>
  );
}

/** Files shown per page, in the library and in the picker. */
export const MEDIA_PER_PAGE = 24;

/** Page numbers under the grid, when there is more than one page. */
export function MediaPages({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number | undefined;
  onChange: (page: number) => void;
}) {
  if ((total ?? 0) <= MEDIA_PER_PAGE) return null;
  return (
    <Pagination
      sx={{ mt: 2 }}
      count={Math.ceil((total ?? 0) / MEDIA_PER_PAGE)}
      page={page}
      onChange={(_, next) => onChange(next)}
    />
  );
}
