import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  LinearProgress,
  Link as MuiLink,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { Title, useDataProvider, useGetList, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { ALT_MAX, type MediaAltBody, type MediaRecord, type MediaUse } from '#contract/media.js';
import { errorText, useBusyAction } from '../components/busyAction.js';
import { ButtonWithConfirm } from '../components/ButtonWithConfirm.js';
import { uploadFile } from '../components/upload.js';
import {
  fileSize,
  MEDIA_PER_PAGE,
  MediaFilters,
  MediaGrid,
  MediaPages,
  MediaThumb,
  useUseTitle,
  type MediaFilter,
} from './MediaGrid.js';

/** One file being uploaded: its own progress bar, and how it ended. */
interface Transfer {
  key: string;
  name: string;
  percent: number;
  error: string | null;
  done: boolean;
}

/**
 * Several files at once, each with its own progress bar (XMLHttpRequest reports upload progress;
 * the uploads run side by side). Calls `onDone` once all have ended.
 */
function MultiUpload({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const patch = (key: string, change: Partial<Transfer>) =>
    setTransfers((all) => all.map((t) => (t.key === key ? { ...t, ...change } : t)));
  async function start(files: File[]) {
    const batch = files.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      percent: 0,
      error: null,
      done: false,
    }));
    setTransfers((all) => [...all.filter((t) => !t.done || t.error), ...batch]);
    await Promise.all(
      files.map((file, i) =>
        uploadFile(file, (percent) => patch(batch[i]!.key, { percent })).then(
          () => patch(batch[i]!.key, { percent: 100, done: true }),
          (error: unknown) =>
            patch(batch[i]!.key, {
              done: true,
              error: errorText(error),
            }),
        ),
      ),
    );
    onDone();
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Button component="label" variant="contained" startIcon={<CloudUploadIcon />}>
        {translate('valve.media.upload')}
        <input
          hidden
          type="file"
          multiple
          data-testid="media-upload"
          accept="image/png,image/jpeg,image/webp,image/gif,video/mp4,video/webm,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) void start(files);
          }}
        />
      </Button>
      {transfers.length > 0 && (
        <Stack spacing={1} sx={{ mt: 1.5, maxWidth: 560 }}>
          {transfers.map((t) => (
            <Box key={t.key} data-transfer={t.name}>
              <Typography variant="caption" component="div" noWrap>
                {t.name} —{' '}
                {t.error ??
                  (t.done
                    ? translate('valve.media.uploaded')
                    : `${translate('valve.media.uploading')} ${t.percent}%`)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={t.percent}
                color={t.error ? 'error' : t.done ? 'success' : 'primary'}
                aria-label={t.name}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The console page of a record that uses a file. */
function consolePathOf(use: MediaUse): string {
  switch (use.kind) {
    case 'product':
      return `/products/${use.id}`;
    case 'item':
      return `/items/${use.id}`;
    case 'category':
      return `/categories/${use.id}`;
    case 'job':
      return `/jobs/${use.id}`;
    case 'config':
      return '/config/site';
  }
}

/** The picture's two alt texts, English first as in every bilingual form of the console. */
const ALT_FIELDS = [
  { field: 'en_alt', lang: 'en', words: 'valve.media.alt_en' },
  { field: 'alt', lang: 'zh-CN', words: 'valve.media.alt_zh' },
] as const;

/** A file's details beside the grid: alt text, where it is used, replace and delete. */
function MediaDetails({
  id,
  onClose,
  onChanged,
}: {
  id: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { data: record, refetch } = useGetOne<MediaRecord>('media', { id });
  const [alts, setAlts] = useState<MediaAltBody>({ alt: '', en_alt: '' });
  const { busy: saving, run } = useBusyAction();
  const [replacing, setReplacing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = useUseTitle();
  useEffect(() => {
    if (record) setAlts({ alt: record.alt, en_alt: record.en_alt });
  }, [record]);
  if (!record) return <LinearProgress />;

  async function saveAlt() {
    if (!record) return;
    await run(
      async () => {
        setError(null);
        await dataProvider.update('media', { id, data: alts, previousData: record });
        notify('valve.media.alt_saved', { type: 'success' });
        await refetch();
        onChanged();
      },
      (e) => setError(errorText(e)),
    );
  }
  async function replace(file: File) {
    setReplacing(0);
    setError(null);
    try {
      const after = await uploadFile<MediaRecord>(file, setReplacing, `/media/${id}/file`);
      notify('valve.media.replaced', { type: 'success', messageArgs: { smart_count: after.used_count } });
      await refetch();
      onChanged();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setReplacing(null);
    }
  }
  async function remove() {
    setError(null);
    try {
      await dataProvider.delete('media', { id, previousData: record });
      notify('valve.media.deleted', { type: 'success' });
      onChanged();
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <Box
      sx={{ width: { xs: '100vw', sm: 420 }, p: 2.5 }}
      role="region"
      aria-label={translate('valve.media.details')}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography
          variant="h6"
          component="h2"
          sx={{ flex: 1, minWidth: 0 }}
          noWrap
          title={record.original_name}
        >
          {record.original_name}
        </Typography>
        <IconButton aria-label={translate('valve.media.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', mb: 1 }}>
        <MediaThumb record={record} height={220} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 2 }}>
        {translate(`valve.media.kind_one.${record.kind}`)} · {fileSize(record.size)}
        {record.width ? ` · ${record.width}×${record.height}` : ''}
        {record.image_status === 'processing' ? ` · ${translate('valve.media.processing')}` : ''}
        {record.image_status === 'failed' ? ` · ${translate('valve.media.failed')}` : ''} ·{' '}
        <MuiLink href={record.url} target="_blank" rel="noopener">
          {translate('valve.media.open')}
        </MuiLink>
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      {record.kind === 'image' && (
        <Box component="section" sx={{ mb: 3 }}>
          {ALT_FIELDS.map(({ field, lang, words }, i) => {
            const last = i === ALT_FIELDS.length - 1;
            return (
              <TextField
                key={field}
                fullWidth
                size="small"
                multiline
                label={translate(words)}
                value={alts[field]}
                onChange={(e) => setAlts((typed) => ({ ...typed, [field]: e.target.value }))}
                slotProps={{ htmlInput: { lang, maxLength: ALT_MAX, 'data-field': field } }}
                // The hint under the last field speaks of both.
                helperText={last ? translate('valve.media.alt_hint') : undefined}
                sx={{ mb: last ? 1 : 1.5 }}
              />
            );
          })}
          <Button
            variant="contained"
            size="small"
            disabled={saving || ALT_FIELDS.every(({ field }) => alts[field] === record[field])}
            onClick={() => void saveAlt()}
          >
            {translate('valve.media.save_alt')}
          </Button>
        </Box>
      )}
      <Box component="section" sx={{ mb: 3 }}>
        <Typography variant="subtitle2" component="h3">
          {translate('valve.media.where_used')}
        </Typography>
        {record.uses.length ? (
          <List dense disablePadding data-testid="where-used">
            {record.uses.map((use) => (
              <ListItemButton key={`${use.kind}-${use.id}`} component={Link} to={consolePathOf(use)}>
                <ListItemText
                  primary={title(use)}
                  secondary={`${translate(`valve.media.use_kind.${use.kind}`)} ${use.kind === 'config' ? '' : `#${use.id}`}`}
                />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('valve.media.nowhere')}
          </Typography>
        )}
      </Box>
      <Box component="section">
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={<SwapHorizIcon />}
            disabled={replacing !== null}
          >
            {translate('valve.media.replace')}
            <input
              hidden
              type="file"
              data-testid="media-replace"
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void replace(file);
              }}
            />
          </Button>
          <ButtonWithConfirm
            words="valve.media.delete"
            variant="outlined"
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onConfirm={remove}
          />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('valve.media.replace_hint')}
        </Typography>
        {replacing !== null && <LinearProgress variant="determinate" value={replacing} sx={{ mt: 1 }} />}
      </Box>
    </Box>
  );
}

/** The media library: every file staff uploaded, filtered and searched, with its details beside. */
export default function MediaLibrary() {
  const translate = useTranslate();
  const [filter, setFilter] = useState<MediaFilter>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, total, refetch, isPending } = useGetList<MediaRecord>('media', {
    pagination: { page, perPage: MEDIA_PER_PAGE },
    sort: { field: 'create_time', order: 'DESC' },
    filter,
  });
  const changeFilter = useCallback((next: MediaFilter) => {
    setFilter(next);
    setPage(1);
  }, []);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('valve.media.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('valve.media.title')}
      </Typography>
      <MultiUpload onDone={() => void refetch()} />
      <MediaFilters filter={filter} onChange={changeFilter} />
      {isPending ? <LinearProgress /> : <MediaGrid records={data ?? []} onOpen={(r) => setOpen(r.id)} />}
      <MediaPages page={page} total={total} onChange={setPage} />
      <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
        {open !== null && (
          <MediaDetails id={open} onClose={() => setOpen(null)} onChanged={() => void refetch()} />
        )}
      </Drawer>
    </Box>
  );
}
