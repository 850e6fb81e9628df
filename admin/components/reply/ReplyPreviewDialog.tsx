import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider.js';
import { errorText } from '../busyAction.js';

/**
 * The mail a draft reply would send, as the server renders it for the visitor (their language,
 * the member's name, the button), shown in a sandboxed frame: no script of it runs, no link in
 * it leaves the console.
 */
export function ReplyPreviewDialog({
  enquiryId,
  content,
  open,
  onClose,
}: {
  enquiryId: Identifier;
  content: string;
  open: boolean;
  onClose(): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const preview = useQuery({
    queryKey: ['enquiries', enquiryId, 'reply-preview', content],
    queryFn: () => dataProvider.previewReply(enquiryId, content),
    enabled: open,
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="reply-preview-title">
      <DialogTitle id="reply-preview-title" sx={{ pr: 6 }}>
        {translate('valve.reply_editor.preview_title')}
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {preview.isPending && <LinearProgress />}
        {preview.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorText(preview.error)}
          </Alert>
        )}
        {preview.data && (
          <>
            <Box sx={{ px: 2, py: 1, bgcolor: 'grey.50' }}>
              <Typography variant="body2" data-testid="reply-preview-subject">
                <Typography component="span" variant="body2" color="text.secondary">
                  {translate('valve.reply_editor.preview_subject')}{' '}
                </Typography>
                {preview.data.subject}
              </Typography>
            </Box>
            <Box
              component="iframe"
              title={translate('valve.reply_editor.preview_title')}
              // An empty sandbox: the mail is shown, never run, and opens nothing.
              sandbox=""
              srcDoc={preview.data.html}
              data-testid="reply-preview"
              sx={{ display: 'block', width: '100%', height: '65vh', border: 0 }}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
