import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { REPLY_MAX_FILES, UPLOAD_EXTENSIONS } from '#contract/constants.js';
import { uploadFile } from './upload.js';
import { errorText } from './busyAction.js';

/** A file uploaded for a reply, named in the reply's `files`. */
export interface ReplyFile {
  name: string;
  url: string;
  size: number;
}

const ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** "2.4 MB" */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * The reply box's files: chosen with the button or dropped on the box, each uploaded
 * at once to the enquiry under the site's upload rules (the server checks type, size and content
 * and names what it refuses), listed with its size and a remove button until the reply is sent.
 */
export function ReplyFiles({
  enquiryId,
  files,
  onChange,
  onUploading,
  disabled,
}: {
  enquiryId: number;
  files: ReplyFile[];
  onChange(update: (files: ReplyFile[]) => ReplyFile[]): void;
  /** Whether a file is still uploading: the reply waits for it rather than go without it. */
  onUploading(uploading: boolean): void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; percent: number }[]>([]);
  const anyUploading = uploading.length > 0;
  useEffect(() => onUploading(anyUploading), [anyUploading, onUploading]);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  async function add(list: FileList | null) {
    if (!list || list.length === 0) return;
    setProblem(null);
    const chosen = Array.from(list);
    if (files.length + uploading.length + chosen.length > REPLY_MAX_FILES) {
      setProblem(translate('valve.enquiry.reply_files_too_many', { max: REPLY_MAX_FILES }));
      return;
    }
    await Promise.all(
      chosen.map(async (file) => {
        setUploading((now) => [...now, { name: file.name, percent: 0 }]);
        try {
          const stored = await uploadFile(
            file,
            (percent) =>
              setUploading((now) => now.map((u) => (u.name === file.name ? { ...u, percent } : u))),
            `/enquiries/${enquiryId}/files`,
          );
          onChange((now) => [...now, { name: stored.name, url: stored.url, size: stored.size }]);
        } catch (error) {
          setProblem(`${file.name}: ${errorText(error)}`);
        } finally {
          setUploading((now) => now.filter((u) => u.name !== file.name));
        }
      }),
    );
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (!disabled) void add(event.dataTransfer.files);
  }

  return (
    <Box
      data-testid="reply-files"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        mt: 1,
        p: 1.5,
        border: 1,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'grey.400',
        borderRadius: 1,
        bgcolor: over ? '#e8f0f7' : 'transparent',
      }}
    >
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {translate('valve.enquiry.reply_attach')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate('valve.enquiry.reply_files_hint', { max: REPLY_MAX_FILES })}
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ACCEPT}
          aria-label={translate('valve.enquiry.reply_attach')}
          onChange={(event) => {
            void add(event.target.files);
            event.target.value = '';
          }}
        />
      </Stack>
      {files.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {files.map((file) => (
            <Chip
              key={file.url}
              icon={<AttachFileIcon />}
              label={`${file.name} · ${sizeText(file.size)}`}
              onDelete={disabled ? undefined : () => onChange((now) => now.filter((f) => f.url !== file.url))}
              data-testid="reply-file"
            />
          ))}
        </Stack>
      )}
      {uploading.map((u) => (
        <Box key={u.name} sx={{ mt: 1 }}>
          <Typography variant="caption">{u.name}</Typography>
          <LinearProgress variant="determinate" value={u.percent} />
        </Box>
      ))}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
