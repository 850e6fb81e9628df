import { API, fetchJson } from '../http.js';

/** The staff API's security calls (server/admin-api/security.ts and auth.ts), typed for the console. */
async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const { json } = await fetchJson(`${API}${path}`, {
    method,
    ...(body !== undefined || method !== 'GET' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  return json as T;
}

export type SignInAnswer =
  | { next: 'second-factor' | 'enrol'; totp: boolean; passkey: boolean }
  | { id: number; email: string; next?: undefined };

export interface Factors {
  totp: boolean;
  recovery_codes_left: number;
  passkeys: { id: number; name: string; create_time: number; last_used_time: number | null }[];
  require_two_factor: boolean;
  enrolling: boolean;
}

export interface SessionRow {
  id: string;
  browser: string;
  os: string;
  ip: string;
  create_time: number;
  last_seen_time: number;
  current: boolean;
}

export const securityApi = {
  signIn: (email: string, password: string) => call<SignInAnswer>('/auth/login', 'POST', { email, password }),
  secondFactor: (code: string) =>
    call<{ recovery_codes_left: number }>('/auth/second-factor', 'POST', { code }),
  factors: () => call<Factors>('/auth/security'),
  startTotp: () => call<{ secret: string; uri: string; qr_svg: string }>('/auth/totp/start', 'POST'),
  confirmTotp: (code: string) =>
    call<{ recovery_codes: string[]; signed_in: boolean }>('/auth/totp/confirm', 'POST', { code }),
  // Adding or removing a way to sign in: the server asks for a proof, which http.ts gets from the
  // step-up dialog and sends with the request again.
  removeTotp: () => call('/auth/totp', 'DELETE'),
  newRecoveryCodes: () => call<{ recovery_codes: string[] }>('/auth/recovery-codes', 'POST'),
  removePasskey: (id: number) => call(`/auth/passkeys/${id}`, 'DELETE'),
  sessions: () => call<SessionRow[]>('/auth/sessions'),
  endSession: (id: string) => call(`/auth/sessions/${id}`, 'DELETE'),
  endOtherSessions: () => call<{ ended: number }>('/auth/sessions/end-others', 'POST'),
  forgot: (email: string) => call<{ message: string }>('/auth/forgot', 'POST', { email }),
  reset: (token: string, password: string) =>
    call<{ message: string }>('/auth/reset', 'POST', { token, password }),
  policy: () => call<{ require_two_factor: boolean }>('/security-policy'),
  setPolicy: (require_two_factor: boolean) =>
    call<{ require_two_factor: boolean }>('/security-policy', 'PUT', { require_two_factor }),
  endMemberSessions: (id: number | string) => call<{ ended: number }>(`/staff/${id}/end-sessions`, 'POST'),
  resetMemberFactor: (id: number | string) => call(`/staff/${id}/reset-second-factor`, 'POST'),

  /** Creates a passkey in the browser (the library loads only when a passkey is used). */
  async registerPasskey(name: string): Promise<{ signed_in: boolean }> {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const optionsJSON = await call<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      '/auth/passkeys/options',
      'POST',
    );
    const response = await startRegistration({ optionsJSON });
    return call('/auth/passkeys', 'POST', { name, response });
  },

  /** Signs in with a passkey of this site, whichever the authenticator offers. */
  async passkeySignIn(): Promise<void> {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const optionsJSON = await call<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
      '/auth/passkey/options',
      'POST',
    );
    const response = await startAuthentication({ optionsJSON });
    await call('/auth/passkey', 'POST', { response });
  },
};

/** The words of a failed call (the server's message, in the interface language). */
export const messageOf = (error: unknown, fallback = '') =>
  error instanceof Error && error.message ? error.message : fallback || String(error);

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;
