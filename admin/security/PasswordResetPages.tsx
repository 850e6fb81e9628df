import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router';
import { useBusyAction } from '../components/busyAction.js';
import { messageOf, securityApi } from './api.js';
import { AuthCard, AuthForm, EmailField } from './AuthCard.js';

function useSubmit() {
  const { busy, run } = useBusyAction();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = (action: () => Promise<{ message: string }>) =>
    run(
      async () => {
        setError(null);
        setDone((await action()).message);
      },
      (e) => setError(messageOf(e)),
    );
  return { busy, error, done, submit };
}

function Outcome({ error, done }: { error: string | null; done: string | null }) {
  return (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
    </>
  );
}

/** /admin/forgot: asks for a reset link; the answer is the same for every address. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const { busy, error, done, submit } = useSubmit();
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    return submit(() => securityApi.forgot(email));
  };
  return (
    <AuthCard subtitle={translate('valve.security.forgot.title')}>
      <AuthForm onSubmit={send} hint={translate('valve.security.forgot.hint')}>
        <EmailField />
        <Outcome error={error} done={done} />
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={busy || !!done}>
          {translate('valve.security.forgot.send')}
        </Button>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          {translate('valve.security.login.back')}
        </Link>
      </AuthForm>
    </AuthCard>
  );
}

/**
 * /admin/reset#TOKEN, the mailed link: the token rides in the fragment, which browsers never send
 * to a server or in a Referer, so it stays out of logs.
 */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const token = useLocation().hash.slice(1);
  const { busy, error, done, submit } = useSubmit();
  const [mismatch, setMismatch] = useState(false);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('new_password') ?? '');
    const differ = password !== String(form.get('repeat_password') ?? '');
    setMismatch(differ);
    if (!differ) return submit(() => securityApi.reset(token, password));
  };
  return (
    <AuthCard subtitle={translate('valve.security.reset.title')}>
      {!token ? (
        <Stack spacing={2}>
          <Alert severity="warning">{translate('valve.security.reset.missing')}</Alert>
          <Button component={RouterLink} to="/forgot" variant="contained" color="secondary">
            {translate('valve.security.reset.ask_again')}
          </Button>
        </Stack>
      ) : (
        <AuthForm onSubmit={save} hint={translate('valve.security.reset.hint')}>
          <TextField
            name="new_password"
            id="new_password"
            type="password"
            label={translate('valve.password.new')}
            autoComplete="new-password"
            required
            autoFocus
            fullWidth
            disabled={!!done}
          />
          <TextField
            name="repeat_password"
            id="repeat_password"
            type="password"
            label={translate('valve.password.repeat')}
            autoComplete="new-password"
            required
            fullWidth
            disabled={!!done}
            error={mismatch}
            helperText={mismatch ? translate('valve.password.mismatch') : undefined}
          />
          <Outcome error={error} done={done} />
          {done ? (
            <Button component={RouterLink} to="/login" variant="contained" color="secondary" size="large">
              {translate('valve.security.reset.to_sign_in')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" color="secondary" size="large" disabled={busy}>
              {translate('valve.security.reset.save')}
            </Button>
          )}
          {error && (
            <Link component={RouterLink} to="/forgot" variant="body2" sx={{ alignSelf: 'center' }}>
              {translate('valve.security.reset.ask_again')}
            </Link>
          )}
        </AuthForm>
      )}
    </AuthCard>
  );
}
