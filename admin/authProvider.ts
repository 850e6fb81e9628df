import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { API, fetchJson } from './http.js';
import { isRole, mayUse, type Role } from './roles.js';

export interface StaffIdentity extends UserIdentity {
  email: string;
  role: Role;
}

interface MeAnswer {
  id: number;
  email: string;
  name?: string;
  role: string;
}

// checkAuth runs on every navigation: one /auth/me answer is reused for a few seconds.
let cached: { at: number; me: Promise<StaffIdentity> } | null = null;
const CACHE_MS = 5000;

function me(): Promise<StaffIdentity> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.me;
  const request = fetchJson(`${API}/auth/me`).then(({ json }) => {
    const answer = ((json as { user?: MeAnswer }).user ?? json) as MeAnswer;
    if (!isRole(answer.role)) throw new HttpError('unknown role', 401);
    return {
      id: answer.id,
      email: answer.email,
      role: answer.role,
      fullName: answer.name || answer.email,
    };
  });
  cached = { at: Date.now(), me: request };
  request.catch(() => {
    cached = null;
  });
  return request;
}

/** Sign-in with a cookie session: the browser keeps the HttpOnly cookie, the UI never sees a token. */
export const authProvider: AuthProvider = {
  async login({
    username,
    email,
    password,
    signedIn,
  }: {
    username?: string;
    email?: string;
    password?: string;
    /** The sign-in page finished the steps itself (second factor, passkey): nothing to send. */
    signedIn?: boolean;
  }) {
    cached = null;
    if (signedIn) return;
    await fetchJson(`${API}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: email ?? username, password }),
    });
  },
  async logout() {
    cached = null;
    try {
      await fetchJson(`${API}/auth/logout`, { method: 'POST', body: '{}' });
    } catch {
      // already signed out
    }
  },
  async checkAuth() {
    await me();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      cached = null;
      throw new Error('signed out');
    }
    // 403: the notification says "not allowed"; the session stays.
  },
  async getIdentity() {
    return me();
  },
  async getPermissions() {
    return (await me()).role;
  },
  async canAccess({ resource }: { resource?: string; action?: string }) {
    if (!resource) return true;
    return mayUse((await me()).role, resource);
  },
};
