import { Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';

/** The frame of the pages before sign-in: sign-in, its second step, forgot and reset password. */
export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const translate = useTranslate();
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
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={8}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, color: 'primary.dark' }}>
                {translate('valve.company')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            </Box>
            <LocalesMenuButton />
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * A form of the sign-in and security steps (sign-in, its second step, forgot and reset password,
 * the authenticator's enrolment): one column of fields, spaced alike, under the step's hint when it
 * has one. The fields check themselves (`noValidate`: the browser shows no bubbles of its own).
 */
export function AuthForm({
  onSubmit,
  hint,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {hint && <Typography variant="body2">{hint}</Typography>}
        {children}
      </Stack>
    </form>
  );
}

/** The e-mail field of the sign-in and forgot-password forms (the browser fills it in). */
export function EmailField() {
  const translate = useTranslate();
  return (
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
  );
}
