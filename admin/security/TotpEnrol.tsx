import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useBusyAction } from '../components/busyAction.js';
import { messageOf, securityApi } from './api.js';
import { AuthForm } from './AuthCard.js';

/**
 * Enrolment of an authenticator app: a QR code and the typed key, confirmed by a first code.
 * Answers the ten recovery codes (shown once) through `onEnrolled`.
 */
export function TotpEnrol({ onEnrolled }: { onEnrolled(codes: string[], signedIn: boolean): void }) {
  const translate = useTranslate();
  const [setup, setSetup] = useState<{ secret: string; qr_svg: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  useEffect(() => {
    securityApi.startTotp().then(setSetup, (e: unknown) => setError(messageOf(e)));
  }, []);

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('totp_code') ?? '').trim();
    return run(
      async () => {
        setError(null);
        const answer = await securityApi.confirmTotp(code);
        onEnrolled(answer.recovery_codes, answer.signed_in);
      },
      (e) => setError(messageOf(e)),
    );
  }

  if (!setup) return error ? <Alert severity="error">{error}</Alert> : null;
  // The key in groups of four, as authenticator apps show typed keys.
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <AuthForm onSubmit={confirm} hint={translate('valve.security.totp.scan')}>
      <Box
        component="img"
        alt="QR"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        sx={{ width: 200, height: 200, alignSelf: 'center', border: 1, borderColor: 'divider' }}
      />
      <TextField
        label={translate('valve.security.totp.key')}
        value={grouped}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'totp-key' } }}
        size="small"
        fullWidth
        sx={{ '& input': { fontFamily: 'monospace', letterSpacing: 1 } }}
      />
      <Typography variant="body2">{translate('valve.security.totp.confirm_hint')}</Typography>
      <TextField
        name="totp_code"
        id="totp_code"
        label={translate('valve.security.login.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        required
        fullWidth
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {translate('valve.security.totp.confirm')}
      </Button>
    </AuthForm>
  );
}

/** The recovery codes, shown once, with download and print. */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone(): void }) {
  const translate = useTranslate();
  function download() {
    const title = translate('valve.security.recovery.file_title', { email });
    const blob = new Blob([`${title}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'maple-river-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  }
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {translate('valve.security.recovery.title')}
      </Typography>
      <Alert severity="warning">{translate('valve.security.recovery.hint')}</Alert>
      <Box
        component="ol"
        data-testid="recovery-codes"
        sx={{
          fontFamily: 'monospace',
          fontSize: 16,
          columns: 2,
          m: 0,
          pl: 6,
          py: 1,
          bgcolor: 'grey.100',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={download}>
          {translate('valve.security.recovery.download')}
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          {translate('valve.security.recovery.print')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('valve.security.recovery.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
