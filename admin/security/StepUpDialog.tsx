import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { STEP_UP_MINUTES, type StepUpNeed } from '#contract/staffApi.js';
import { API, fetchJson } from '../http.js';
import { passkeysSupported } from './api.js';
import { setProofAsker, stepUpNeedOf, type ProofGiven } from './stepUp.js';

/** A question on screen: what the proof must hold, how to try it, and how to end the wait. */
interface Asking {
  need: StepUpNeed;
  attempt(proof: ProofGiven): Promise<unknown>;
  done(answer: unknown): void;
  failed(error: unknown): void;
}

/** What a refused proof says, by field (`password`, `code`, `passkey`) and as a whole. */
interface Refusal {
  message: string;
  errors: Partial<Record<keyof ProofGiven, string>>;
}

const refusalOf = (error: unknown): Refusal => {
  const body = (error instanceof HttpError ? error.body : null) as Partial<Refusal> | null;
  return { message: body?.message ?? String(error), errors: body?.errors ?? {} };
};

/** The hint of what to give: the password, and the second factor the member has. */
function hintKey(need: StepUpNeed): string {
  if (need.totp && need.passkey) return 'valve.security.step_up.hint_both';
  if (need.totp) return 'valve.security.step_up.hint_totp';
  if (need.passkey) return 'valve.security.step_up.hint_passkey';
  return 'valve.security.step_up.hint_password';
}

/**
 * "Confirm it's you": asks for the password (and the app's code, or a passkey, where the member
 * has one) when the server wants a fresh proof for a change, sends the change again with it, and
 * stays open, saying what was wrong, while the proof is refused. Mounted once in the console's
 * layout (and on the sign-in page's enrolment step), it registers itself with stepUp.ts.
 */
export default function StepUpDialog() {
  const translate = useTranslate();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  // One question at a time: a second refusal waits for the first to be answered.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    setProofAsker(<T,>(need: StepUpNeed, attempt: (proof: ProofGiven) => Promise<T>) => {
      const turn = queue.current.then(
        () =>
          new Promise<T>((resolve, reject) => {
            setRefusal(null);
            setAsking({ need, attempt, done: (answer) => resolve(answer as T), failed: reject });
          }),
      );
      queue.current = turn.catch(() => undefined);
      return turn;
    });
    return () => setProofAsker(null);
  }, []);

  if (!asking) return null;
  const { need } = asking;

  async function tryProof(proof: Omit<ProofGiven, 'password'> = {}) {
    if (!asking) return;
    const typed = password.current?.value ?? '';
    if (!typed) {
      setRefusal({ message: '', errors: { password: translate('ra.validation.required') } });
      password.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await asking.attempt({ password: typed, ...proof });
      setAsking(null);
      asking.done(answer);
    } catch (error) {
      // A refused proof is asked again; anything else is the change's own failure.
      if (stepUpNeedOf(error)) setRefusal(refusalOf(error));
      else {
        setAsking(null);
        asking.failed(error);
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('step_up_code') ?? '').trim();
    void tryProof(code ? { code } : {});
  }

  async function withPasskey() {
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const { json } = await fetchJson(`${API}/auth/step-up/options`, { method: 'POST', body: '{}' });
      const optionsJSON = json as Parameters<typeof startAuthentication>[0]['optionsJSON'];
      await tryProof({ passkey: await startAuthentication({ optionsJSON }) });
    } catch {
      // The browser's prompt was dismissed, or the options could not be fetched.
      setRefusal({ message: translate('valve.security.login.passkey_failed'), errors: {} });
    }
  }

  function cancel() {
    if (!asking) return;
    setAsking(null);
    asking.failed(new HttpError(translate('valve.security.step_up.cancelled'), 403));
  }

  const fieldError = (field: keyof ProofGiven) => refusal?.errors[field];
  const general = refusal && !fieldError('password') && !fieldError('code') ? refusal.message : '';
  return (
    <Dialog open onClose={cancel} fullWidth maxWidth="xs" aria-labelledby="step-up-title">
      <form onSubmit={submit} noValidate data-testid="step-up">
        <DialogTitle id="step-up-title">{translate('valve.security.step_up.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{translate(hintKey(need))}</Typography>
            <TextField
              inputRef={password}
              name="step_up_password"
              id="step_up_password"
              type="password"
              label={translate('valve.security.step_up.password')}
              autoComplete="current-password"
              autoFocus
              required
              fullWidth
              disabled={busy}
              error={!!fieldError('password')}
              helperText={fieldError('password')}
            />
            {need.totp && (
              <TextField
                name="step_up_code"
                id="step_up_code"
                label={translate('valve.security.step_up.code')}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { maxLength: 20 } }}
                fullWidth
                disabled={busy}
                error={!!fieldError('code')}
                helperText={fieldError('code')}
              />
            )}
            {/* Beside the code, as the other second factor: the actions stay two on a phone. */}
            {need.passkey && passkeysSupported() && (
              <Button
                variant="outlined"
                startIcon={<KeyIcon />}
                onClick={() => void withPasskey()}
                disabled={busy}
                fullWidth
              >
                {translate('valve.security.step_up.passkey')}
              </Button>
            )}
            {general && (
              <Alert severity="error" role="alert">
                {general}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              {need.in_request
                ? translate('valve.security.step_up.every_time')
                : translate('valve.security.step_up.for_minutes', { minutes: STEP_UP_MINUTES })}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cancel} disabled={busy}>
            {translate('valve.security.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('valve.security.step_up.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
