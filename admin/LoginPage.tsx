import KeyIcon from '@mui/icons-material/Key';
import { Alert, Button, CircularProgress, Divider, Link, Stack, TextField } from '@mui/material';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useBusyAction } from './components/busyAction.js';
import { messageOf, passkeysSupported, securityApi } from './security/api.js';
import { AuthCard, AuthForm, EmailField } from './security/AuthCard.js';
import { RecoveryCodes, TotpEnrol } from './security/TotpEnrol.js';

// Adding a first factor asks for the password again (step-up): the dialog loads with that step only.
const StepUpDialog = lazy(() => import('./security/StepUpDialog.js'));

type Step =
  | { name: 'password' }
  | { name: 'second-factor'; totp: boolean; passkey: boolean; recovery: boolean }
  | { name: 'enrol'; email: string; codes: string[] | null };

/**
 * Sign-in: e-mail and password, then (for members with one) a code of their authenticator app,
 * a recovery code or a passkey; members the site requires a second factor of enrol one here.
 * A passkey alone also signs in. The server's own message is shown when it refuses.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const { busy, run: runBusy } = useBusyAction();

  /** The session is full: react-admin takes over (the dashboard, or the page asked for). */
  const signedIn = () => login({ signedIn: true });

  const run = (action: () => Promise<void>, fallback = 'valve.login.failed') =>
    runBusy(
      async () => {
        setError(null);
        await action();
      },
      (e) => setError(messageOf(e, translate(fallback))),
    );

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    return run(async () => {
      const answer = await securityApi.signIn(email, String(form.get('password') ?? ''));
      if (answer.next === 'second-factor')
        setStep({
          name: 'second-factor',
          totp: answer.totp,
          passkey: answer.passkey,
          recovery: !answer.totp,
        });
      else if (answer.next === 'enrol') setStep({ name: 'enrol', email, codes: null });
      else await signedIn();
    });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    return run(async () => {
      const { recovery_codes_left } = await securityApi.secondFactor(code);
      if (step.name === 'second-factor' && step.recovery)
        notify('valve.security.login.recovery_left', {
          type: 'info',
          messageArgs: { count: recovery_codes_left },
        });
      await signedIn();
    });
  };

  const withPasskey = () =>
    run(async () => {
      await securityApi.passkeySignIn();
      await signedIn();
    }, 'valve.security.login.passkey_failed');

  const passkeyButton = passkeysSupported() && (
    <Button
      variant="outlined"
      size="large"
      startIcon={<KeyIcon />}
      onClick={withPasskey}
      disabled={busy}
      data-testid="passkey-sign-in"
    >
      {translate('valve.security.login.passkey')}
    </Button>
  );

  const alerts = (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </>
  );

  if (step.name === 'second-factor') {
    const recovery = step.recovery;
    return (
      <AuthCard subtitle={translate('valve.security.login.second_title')}>
        <AuthForm
          onSubmit={submitCode}
          key={recovery ? 'recovery' : 'totp'}
          hint={translate(
            recovery ? 'valve.security.login.recovery_hint' : 'valve.security.login.second_hint',
          )}
        >
          <TextField
            name="code"
            id="code"
            label={translate(recovery ? 'valve.security.login.recovery_code' : 'valve.security.login.code')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: recovery ? { maxLength: 20 } : { inputMode: 'numeric', maxLength: 6 } }}
            required
            autoFocus
            fullWidth
          />
          {alerts}
          <Button type="submit" variant="contained" color="secondary" size="large" disabled={busy}>
            {translate('valve.security.login.verify')}
          </Button>
          {step.totp && (
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => {
                setError(null);
                setStep({ ...step, recovery: !recovery });
              }}
            >
              {translate(recovery ? 'valve.security.login.use_app' : 'valve.security.login.use_recovery')}
            </Link>
          )}
          {step.passkey && passkeyButton}
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => setStep({ name: 'password' })}
          >
            {translate('valve.security.login.back')}
          </Link>
        </AuthForm>
      </AuthCard>
    );
  }

  if (step.name === 'enrol') {
    return (
      <AuthCard subtitle={translate('valve.security.login.enrol_title')}>
        <Suspense fallback={null}>
          <StepUpDialog />
        </Suspense>
        {step.codes ? (
          <RecoveryCodes codes={step.codes} email={step.email} onDone={signedIn} />
        ) : (
          <Stack spacing={2}>
            <Alert severity="info">{translate('valve.security.login.enrol_hint')}</Alert>
            <TotpEnrol onEnrolled={(codes) => setStep({ ...step, codes })} />
            {passkeysSupported() && (
              <>
                <Divider>{translate('valve.security.login.or')}</Divider>
                <Button
                  variant="outlined"
                  startIcon={<KeyIcon />}
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      await securityApi.registerPasskey(translate('valve.security.passkeys.name_default'));
                      await signedIn();
                    }, 'valve.security.passkeys.cancelled')
                  }
                >
                  {translate('valve.security.passkeys.add')}
                </Button>
                {alerts}
              </>
            )}
          </Stack>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard subtitle={translate('valve.login.title')}>
      <AuthForm onSubmit={submitPassword}>
        <EmailField />
        <TextField
          name="password"
          id="password"
          type="password"
          label={translate('ra.auth.password')}
          autoComplete="current-password"
          required
          fullWidth
        />
        {alerts}
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('ra.auth.sign_in')}
        </Button>
        <Link component={RouterLink} to="/forgot" variant="body2" sx={{ alignSelf: 'center' }}>
          {translate('valve.security.login.forgot')}
        </Link>
        {passkeyButton && (
          <>
            <Divider>{translate('valve.security.login.or')}</Divider>
            {passkeyButton}
          </>
        )}
      </AuthForm>
    </AuthCard>
  );
}
