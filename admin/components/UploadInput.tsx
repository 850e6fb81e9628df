import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazy, Suspense, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import { isPipelineImage } from '#contract/images.js';
import { API, fetchJson, uploadUrl } from '../http.js';
import { uploadFile } from './upload.js';
import { errorText } from './busyAction.js';

// The media library's picker loads when first opened: the forms' bundle stays as it was.
const MediaPicker = lazy(() => import('../media/MediaPicker.js'));

// SVG is shown (the demo pictures are SVG; an <img> runs no script) though staff cannot upload it.
const IMAGE = /\.(png|jpe?g|gif|webp|svg)$/i;

/** The pictures the server takes from staff (never SVG, which could carry script). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
/** Videos for banners and the video lists. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm';

interface ImageStatusAnswer {
  status: 'processing' | 'ready' | 'failed';
  width: number;
  height: number;
  widths: number[];
  error: string | null;
}

/**
 * Where the image pipeline is with an uploaded picture: its sizes are made in the background
 * (seconds for a camera photograph), so the console says so and asks again until they are ready.
 */
function ImageStatus({ path }: { path: string }) {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['upload-image', path],
    queryFn: async () =>
      (await fetchJson(`${API}/uploads/image?path=${encodeURIComponent(path)}`)).json as ImageStatusAnswer,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 1500 : false),
    retry: false,
  });
  if (!data) return null;
  const text =
    data.status === 'processing'
      ? translate('valve.upload.processing')
      : data.status === 'ready'
        ? translate('valve.upload.ready', {
            size: `${data.width}×${data.height}`,
            count: data.widths.length,
          })
        : translate('valve.upload.image_failed', { message: data.error ?? '' });
  return (
    <Typography
      variant="caption"
      role="status"
      data-image-status={data.status}
      color={data.status === 'failed' ? 'error' : 'text.secondary'}
      sx={{ display: 'block', maxWidth: 160 }}
    >
      {text}
    </Typography>
  );
}

function Preview({ path, size = 96 }: { path: string; size?: number }) {
  const translate = useTranslate();
  const url = uploadUrl(path);
  if (IMAGE.test(path)) {
    return (
      <Box>
        <Box
          component="img"
          src={url}
          alt=""
          sx={{
            width: size,
            height: size,
            objectFit: 'contain',
            bgcolor: 'grey.50',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
        {/* Records keep a stored path (media/…) or, in the configuration, its URL (/uploads/media/…). */}
        {isPipelineImage(url) && <ImageStatus path={url.slice('/uploads/'.length)} />}
      </Box>
    );
  }
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
    >
      <DescriptionIcon fontSize="small" />
      {path.split('/').pop() ?? translate('valve.upload.open')}
    </Link>
  );
}

interface Progress {
  name: string;
  percent: number;
}

/** Uploads chosen files one after another, reporting progress; resolves to the stored paths. */
function useUploader() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function upload(files: File[]): Promise<string[]> {
    setError(null);
    const paths: string[] = [];
    try {
      for (const file of files) {
        setProgress({ name: file.name, percent: 0 });
        const stored = await uploadFile(file, (percent) => setProgress({ name: file.name, percent }));
        paths.push(stored.path);
      }
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
    return paths;
  }
  return { upload, progress, error };
}

function UploadStatus({ progress, error }: { progress: Progress | null; error: string | null }) {
  const translate = useTranslate();
  return (
    <>
      {progress && (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="caption">
            {translate('valve.upload.uploading', { name: progress.name, percent: progress.percent })}
          </Typography>
          <LinearProgress variant="determinate" value={progress.percent} />
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('valve.upload.failed', { message: error })}
        </Alert>
      )}
    </>
  );
}

/** An upload field: its title, a row of pictures and buttons, and how the upload goes. */
function UploadFrame({
  source,
  label,
  align,
  progress,
  error,
  children,
}: {
  source: string;
  label: UploadInputProps['label'];
  align: 'center' | 'flex-start';
  progress: Progress | null;
  error: string | null;
  children: ReactNode;
}) {
  const resource = useResourceContext();
  return (
    <Box sx={{ mb: 2 }} data-upload-input={source}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        <FieldTitle label={label} source={source} resource={resource} />
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: align, flexWrap: 'wrap' }}>
        {children}
      </Stack>
      <UploadStatus progress={progress} error={error} />
    </Box>
  );
}

function ChooseButton({
  id,
  multiple,
  accept,
  disabled,
  onFiles,
}: {
  id: string;
  multiple?: boolean;
  accept?: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const translate = useTranslate();
  return (
    <Button
      component="label"
      variant="outlined"
      size="small"
      startIcon={<CloudUploadIcon />}
      disabled={disabled}
    >
      {translate(multiple ? 'valve.upload.choose_many' : 'valve.upload.choose')}
      <input
        id={id}
        hidden
        type="file"
        multiple={multiple}
        accept={accept}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </Button>
  );
}

/** "Choose from library": a file already uploaded, from the media library (of the field's kind). */
function LibraryButton({ accept, onPick }: { accept?: string; onPick: (path: string) => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const kind = accept === IMAGE_ACCEPT ? 'image' : accept === VIDEO_ACCEPT ? 'video' : undefined;
  return (
    <>
      <Button
        variant="text"
        size="small"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {translate('valve.media.pick')}
      </Button>
      {wanted && (
        <Suspense>
          <MediaPicker
            open={open}
            kind={kind}
            onClose={() => setOpen(false)}
            onPick={(record) => {
              setOpen(false);
              onPick(record.path);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export interface UploadInputProps {
  source: string;
  label?: string;
  accept?: string;
  helperText?: string;
}

/** One uploaded file stored as its path; shows a thumbnail or a link. */
export function UploadInput({ source, label, accept }: UploadInputProps) {
  const { field } = useInput({ source });
  const translate = useTranslate();
  const { upload, progress, error } = useUploader();
  const id = useId();
  const path = typeof field.value === 'string' ? field.value : '';
  return (
    <UploadFrame source={source} label={label} align="center" progress={progress} error={error}>
      {path && <Preview path={path} />}
      <ChooseButton
        id={`${id}-${source}`}
        accept={accept}
        disabled={progress !== null}
        onFiles={async (files) => {
          const [stored] = await upload(files.slice(0, 1));
          if (stored) field.onChange(stored);
        }}
      />
      <LibraryButton accept={accept} onPick={(picked) => field.onChange(picked)} />
      {path && (
        <Tooltip title={translate('valve.upload.remove')}>
          <IconButton aria-label={translate('valve.upload.remove')} onClick={() => field.onChange('')}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </UploadFrame>
  );
}

/**
 * An ordered list of uploaded files: an array of paths, or (`csv`) one comma-separated string
 * as the item tables store their picture galleries.
 */
export function UploadListInput({
  source,
  label,
  accept,
  csv = false,
}: UploadInputProps & { csv?: boolean }) {
  const { field } = useInput({ source });
  const translate = useTranslate();
  const { upload, progress, error } = useUploader();
  const id = useId();
  const paths: string[] = Array.isArray(field.value)
    ? (field.value as string[])
    : typeof field.value === 'string' && field.value
      ? field.value.split(',').filter(Boolean)
      : [];
  const save = (next: string[]) => field.onChange(csv ? next.join(',') : next);
  const move = (from: number, to: number) => {
    const next = [...paths];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    save(next);
  };
  return (
    <UploadFrame source={source} label={label} align="flex-start" progress={progress} error={error}>
      {paths.map((path, index) => (
        <Stack key={`${path}-${index}`} spacing={0.5} sx={{ alignItems: 'center' }}>
          <Preview path={path} />
          <Stack direction="row">
            <IconButton
              size="small"
              aria-label={translate('valve.upload.move_left')}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowBackIcon fontSize="inherit" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={translate('valve.upload.remove')}
              onClick={() => save(paths.filter((_, i) => i !== index))}
            >
              <DeleteIcon fontSize="inherit" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={translate('valve.upload.move_right')}
              disabled={index === paths.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowForwardIcon fontSize="inherit" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <ChooseButton
        id={`${id}-${source}`}
        multiple
        accept={accept}
        disabled={progress !== null}
        onFiles={async (files) => {
          const stored = await upload(files);
          if (stored.length) save([...paths, ...stored]);
        }}
      />
      <LibraryButton accept={accept} onPick={(picked) => save([...paths, picked])} />
    </UploadFrame>
  );
}
