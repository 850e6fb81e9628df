import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title, useGetIdentity, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PASSKEY_NAME_MAX } from '#contract/constants.js';
import { ButtonWithConfirm } from '../components/ButtonWithConfirm.js';
import { WithMoment } from '../components/Moment.js';
import { messageOf, passkeysSupported, securityApi, type Factors, type SessionRow } from './api.js';
import { RecoveryCodes, TotpEnrol } from './TotpEnrol.js';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card sx={{ mt: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /admin/security: the member's second factor, passkeys and sessions; for admins, the site's rule. */
export default function SecurityPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  const [factors, setFactors] = useState<Factors | null>(null);
  const [sessions, setSessions] = useState<SessionRow[]>([]);
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const [policy, setPolicy] = useState<boolean | null>(null);

  const reload = useCallback(async () => {
    const [f, s] = await Promise.all([securityApi.factors(), securityApi.sessions()]);
    setFactors(f);
    setSessions(s);
  }, []);

  useEffect(() => {
    reload().catch((e: unknown) => notify(messageOf(e), { type: 'error' }));
    if (permissions === 'admin')
      securityApi.policy().then(
        (p) => setPolicy(p.require_two_factor),
        () => undefined,
      );
  }, [reload, notify, permissions]);

  const act = async (action: () => Promise<unknown>, done?: string, args?: Record<string, unknown>) => {
    try {
      await action();
      if (done) notify(done, { type: 'success', messageArgs: args });
      await reload();
    } catch (e) {
      notify(messageOf(e), { type: 'error' });
    }
  };

  if (!factors) return <Title title="valve.security.page.title" />;
  const email = identity?.email ? String(identity.email) : '';

  return (
    <Box sx={{ maxWidth: 760, pb: 4 }}>
      <Title title="valve.security.page.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('valve.security.page.intro')}{' '}
        <RouterLink to="/password">{translate('valve.menu.change_password')}</RouterLink>
      </Typography>

      <Section title={translate('valve.security.totp.title')} testId="security-totp">
        {codes ? (
          <RecoveryCodes codes={codes} email={email} onDone={() => setCodes(null)} />
        ) : enrolling ? (
          <TotpEnrol
            onEnrolled={(recovery) => {
              setEnrolling(false);
              setCodes(recovery);
              notify('valve.security.totp.added', { type: 'success' });
              void reload();
            }}
          />
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity={factors.totp ? 'success' : 'warning'}>
              {translate(factors.totp ? 'valve.security.totp.on' : 'valve.security.totp.off')}
            </Alert>
            {factors.totp ? (
              <>
                <Typography variant="body2" data-testid="recovery-left">
                  {translate('valve.security.totp.codes_left', { count: factors.recovery_codes_left })}
                </Typography>
                {/* Each asks first, then the step-up dialog asks for the password and a code. */}
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ButtonWithConfirm
                    variant="outlined"
                    words="valve.security.totp.new_codes"
                    onConfirm={() =>
                      act(async () => setCodes((await securityApi.newRecoveryCodes()).recovery_codes))
                    }
                  />
                  <ButtonWithConfirm
                    variant="outlined"
                    color="error"
                    words="valve.security.totp.remove"
                    onConfirm={() => act(() => securityApi.removeTotp(), 'valve.security.totp.removed')}
                  />
                </Stack>
              </>
            ) : (
              <Button variant="contained" onClick={() => setEnrolling(true)}>
                {translate('valve.security.totp.set_up')}
              </Button>
            )}
          </Stack>
        )}
      </Section>

      <Section title={translate('valve.security.passkeys.title')} testId="security-passkeys">
        <Typography variant="body2" color="text.secondary">
          {translate('valve.security.passkeys.hint')}
        </Typography>
        <List dense>
          {factors.passkeys.length === 0 && (
            <ListItem>
              <ListItemText primary={translate('valve.security.passkeys.none')} />
            </ListItem>
          )}
          {factors.passkeys.map((p) => (
            <ListItem
              key={p.id}
              divider
              secondaryAction={
                <Button
                  color="error"
                  size="small"
                  onClick={() => {
                    if (window.confirm(translate('valve.security.passkeys.remove_title', { name: p.name })))
                      void act(() => securityApi.removePasskey(p.id), 'valve.security.passkeys.removed');
                  }}
                >
                  {translate('ra.action.delete')}
                </Button>
              }
            >
              <KeyIcon fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} />
              <ListItemText
                primary={p.name}
                secondary={
                  <>
                    <WithMoment words="valve.security.passkeys.created" at={p.create_time} />
                    {' · '}
                    {p.last_used_time ? (
                      <WithMoment words="valve.security.passkeys.last_used" at={p.last_used_time} />
                    ) : (
                      translate('valve.security.passkeys.never_used')
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
        {passkeysSupported() ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              id="passkey_name"
              label={translate('valve.security.passkeys.name')}
              placeholder={translate('valve.security.passkeys.name_default')}
              value={passkeyName}
              onChange={(e) => setPasskeyName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            />
            <Button
              variant="contained"
              startIcon={<KeyIcon />}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              onClick={() =>
                act(
                  () =>
                    securityApi.registerPasskey(
                      passkeyName.trim() || translate('valve.security.passkeys.name_default'),
                    ),
                  'valve.security.passkeys.added',
                ).then(() => setPasskeyName(''))
              }
            >
              {translate('valve.security.passkeys.add')}
            </Button>
          </Stack>
        ) : (
          <Alert severity="info">{translate('valve.security.passkeys.unsupported')}</Alert>
        )}
      </Section>

      <Section title={translate('valve.security.sessions.title')} testId="security-sessions">
        <List dense>
          {sessions.map((s) => (
            <ListItem
              key={s.id}
              divider
              data-testid="session-row"
              secondaryAction={
                s.current ? (
                  <Chip size="small" color="success" label={translate('valve.security.sessions.this_one')} />
                ) : (
                  <Button
                    size="small"
                    onClick={() => act(() => securityApi.endSession(s.id), 'valve.security.sessions.ended')}
                  >
                    {translate('valve.security.sessions.end')}
                  </Button>
                )
              }
            >
              <ListItemText
                sx={{ pr: 12 }}
                primary={`${s.browser || translate('valve.security.sessions.unknown_browser')}${s.os ? ` · ${s.os}` : ''} · ${s.ip}`}
                secondary={
                  <>
                    <WithMoment words="valve.security.sessions.signed_in" at={s.create_time} />
                    {' · '}
                    <WithMoment words="valve.security.sessions.last_seen" at={s.last_seen_time} />
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
        <Button
          variant="outlined"
          disabled={sessions.length < 2}
          onClick={async () => {
            try {
              const { ended } = await securityApi.endOtherSessions();
              notify('valve.security.sessions.ended_others', {
                type: 'success',
                messageArgs: { count: ended },
              });
              await reload();
            } catch (e) {
              notify(messageOf(e), { type: 'error' });
            }
          }}
        >
          {translate('valve.security.sessions.end_others')}
        </Button>
      </Section>

      {policy !== null && (
        <Section title={translate('valve.security.policy.title')} testId="security-policy">
          <FormControlLabel
            control={
              <Switch
                checked={policy}
                onChange={(_, on) =>
                  act(
                    async () => setPolicy((await securityApi.setPolicy(on)).require_two_factor),
                    'valve.security.policy.saved',
                  )
                }
              />
            }
            label={translate('valve.security.policy.require')}
          />
          <Typography variant="body2" color="text.secondary">
            {translate('valve.security.policy.require_hint')}
          </Typography>
        </Section>
      )}
    </Box>
  );
}
