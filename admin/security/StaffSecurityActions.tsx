import { Box, Button, Stack, Typography, type ButtonProps } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { securityApi } from './api.js';
import { errorText } from '../components/busyAction.js';

/**
 * One of the actions on a member: the button `words` asks `<words>_confirm` in the browser's own
 * dialog, then runs `action` and hands its answer to `done`; a failure is an error notice.
 */
function MemberAction({
  words,
  color,
  action,
  done,
}: {
  words: string;
  color?: ButtonProps['color'];
  action: () => Promise<unknown>;
  done: (answer: unknown) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  async function run() {
    if (!window.confirm(translate(`${words}_confirm`))) return;
    try {
      done(await action());
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  }
  return (
    <Button variant="outlined" color={color} type="button" onClick={() => void run()}>
      {translate(words)}
    </Button>
  );
}

/** On a staff member's edit page, for admins: end all their sessions, reset their second factor. */
export function StaffSecurityActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Box sx={{ mt: 2, width: '100%' }} data-testid="staff-security">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('valve.security.admin.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <MemberAction
          words="valve.security.admin.end_sessions"
          action={() => securityApi.endMemberSessions(record.id)}
          done={(answer) =>
            notify('valve.security.admin.ended', {
              type: 'success',
              messageArgs: { count: (answer as { ended: number }).ended },
            })
          }
        />
        <MemberAction
          words="valve.security.admin.reset"
          color="error"
          action={() => securityApi.resetMemberFactor(record.id)}
          done={() => notify('valve.security.admin.reset_done', { type: 'success' })}
        />
      </Stack>
    </Box>
  );
}
