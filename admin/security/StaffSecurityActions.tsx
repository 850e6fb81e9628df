import { Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { securityApi } from './api';
import { errorText } from '../components/busyAction';

/** On a staff member's edit page, for admins: end all their sessions, reset their second factor. */
export function StaffSecurityActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  const run = async (question: string, action: () => Promise<unknown>, done: (answer: unknown) => void) => {
    if (!window.confirm(translate(question))) return;
    try {
      done(await action());
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 2, width: '100%' }} data-testid="staff-security">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('valve.security.admin.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          type="button"
          onClick={() =>
            run(
              'valve.security.admin.end_sessions_confirm',
              () => securityApi.endMemberSessions(record.id),
              (answer) =>
                notify('valve.security.admin.ended', {
                  type: 'success',
                  messageArgs: { count: (answer as { ended: number }).ended },
                }),
            )
          }
        >
          {translate('valve.security.admin.end_sessions')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          type="button"
          onClick={() =>
            run(
              'valve.security.admin.reset_confirm',
              () => securityApi.resetMemberFactor(record.id),
              () => notify('valve.security.admin.reset_done', { type: 'success' }),
            )
          }
        >
          {translate('valve.security.admin.reset')}
        </Button>
      </Stack>
    </Box>
  );
}
