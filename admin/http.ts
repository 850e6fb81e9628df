import type { fetchUtils } from 'react-admin';
import { HttpError } from 'react-admin';
import { currentLocale } from './i18n/index.js';
import { askForProof, stepUpNeedOf, withProof } from './security/stepUp.js';

export const API = '/admin/api';

interface ErrorBody {
  message?: unknown;
  msg?: unknown;
}

/**
 * Every call of the console: the session cookie (HttpOnly, so never visible here) goes along,
 * and Accept-Language asks the server for its messages in the interface language. A change the
 * server wants a fresh proof for is asked for in the step-up dialog and sent again: with the
 * proof in its body (adding or removing a way to sign in), or after the session's step-up.
 */
export async function fetchJson(url: string, options: fetchUtils.Options = {}) {
  try {
    return await send(url, options);
  } catch (error) {
    const need = stepUpNeedOf(error);
    if (!need) throw error;
    return askForProof(need, error, async (proof) => {
      if (need.in_request) return send(url, { ...options, body: withProof(options.body, proof) });
      await send(`${API}/auth/step-up`, { method: 'POST', body: JSON.stringify(proof) });
      return send(url, options);
    });
  }
}

/** One request and its answer; a failure is an HttpError with the server's message and body. */
async function send(url: string, options: fetchUtils.Options) {
  const headers = new Headers(options.headers);
  headers.set('Accept-Language', currentLocale() === 'zh' ? 'zh-CN' : 'en');
  if (options.body !== undefined && !(options.body instanceof FormData) && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const response = await fetch(url, { ...options, headers, credentials: 'same-origin' });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.ok) return { status: response.status, headers: response.headers, body: text, json };
  // The staff API answers {message}; the public envelope style {msg} is accepted as well. The
  // request id (X-Request-Id, on every answer) goes into the toast, for staff to quote.
  const body = (json ?? {}) as ErrorBody;
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof body.msg === 'string'
        ? body.msg
        : response.statusText;
  const reference = response.headers.get('x-request-id');
  throw new HttpError(`${message}${reference ? ` [ref ${reference}]` : ''}`, response.status, json ?? text);
}

/** A public URL of a stored upload path ("items/ab12.jpg" → "/uploads/items/ab12.jpg"). */
export function uploadUrl(path: string): string {
  if (!path) return '';
  return /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/uploads/${path}`;
}
