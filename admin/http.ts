import { fetchUtils, HttpError } from 'react-admin';
import { currentLocale } from './i18n';

export const API = '/admin/api';

interface ErrorBody {
  message?: unknown;
  msg?: unknown;
  request_id?: unknown;
}

/**
 * Every call of the console: the session cookie (HttpOnly, so never visible here) goes along,
 * and Accept-Language asks the server for its messages in the interface language.
 */
export async function fetchJson(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  headers.set('Accept-Language', currentLocale() === 'zh' ? 'zh-CN' : 'en');
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The staff API answers {message}; the public envelope style {msg} is accepted as well.
    const body = (error.body ?? {}) as ErrorBody;
    const message =
      typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : undefined;
    // The server's request id goes into the toast, so staff can quote it and it can be found in the logs.
    const reference = typeof body.request_id === 'string' ? body.request_id : undefined;
    throw new HttpError(
      `${message ?? error.message}${reference ? ` [ref ${reference}]` : ''}`,
      error.status,
      error.body,
    );
  }
}

/** A public URL of a stored upload path ("items/ab12.jpg" → "/uploads/items/ab12.jpg"). */
export function uploadUrl(path: string): string {
  if (!path) return '';
  return /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/uploads/${path}`;
}
