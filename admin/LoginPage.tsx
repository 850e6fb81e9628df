import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';

/** Sign-in with e-mail and password; the server's own message is shown when it refuses. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('valve.login.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #0b2a4a 0%, #12406d 60%, #3d6285 100%)',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, color: 'primary.dark' }}>
                {translate('valve.company')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {translate('valve.login.title')}
              </Typography>
            </Box>
            <LocalesMenuButton />
          </Stack>
          <form onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <TextField
                name="email"
                id="email"
                type="email"
                label={translate('valve.login.email')}
                autoComplete="username"
                required
                autoFocus
                fullWidth
              />
              <TextField
                name="password"
                id="password"
                type="password"
                label={translate('ra.auth.password')}
                autoComplete="current-password"
                required
                fullWidth
              />
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
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
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
