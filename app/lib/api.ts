import { INVALID_FIELD_HEADER, REQUEST_TIMEOUT_MS } from '#contract/constants.js';
import type { Lang } from '#contract/messages.js';

/** The answer of every public call (docs/product.md §7). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * A call that did not succeed: `body` is the server's answer when there was one (code not 1, or a
 * 4xx with the envelope), null when the request never got an answer (network, time-out).
 */
export class ApiError extends Error {
  constructor(
    readonly body: Envelope<unknown> | null,
    message: string,
    /** The input field a failed check was about (header X-Invalid-Field), e.g. `email`. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What to tell the visitor about a failed call: the server's words, else the caller's fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.msg ? error.body.msg : fallback;
}

interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  lang: Lang;
}

function storedToken(): Record<string, string> {
  // docs/product.md §6: a stored token, if any, goes with every request in a header named token.
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem('token');
  return token ? { token } : {};
}

/** Adds the language (the server answers `msg` in it) and the given parameters to a path. */
function apiUrl(path: string, lang: Lang, query: CallOptions['query'] = {}): string {
  const params = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

/**
 * The site's one HTTP client (docs/product.md §7): JSON bodies, a 500 000 ms time-out, success only when the
 * body's code is 1 (then the whole body is returned), otherwise an ApiError carrying the body.
 */
export async function callApi<T>(path: string, options: CallOptions): Promise<Envelope<T>> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    // Many requests were made for this address by others: the server asks this browser to prove
    // a little work (a second or so of hashing) instead of refusing; solved here, sent again once.
    const challenge = error instanceof ApiError ? proofOfWorkAsked(error.body) : null;
    if (!challenge) throw error;
    return send<T>(path, options, { [challenge.header]: await solveProofOfWork(challenge.pow) });
  }
}

interface PowChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** The challenge of a "prove work" answer (server/services/rateLimit.ts requireProof), if it is one. */
function proofOfWorkAsked(body: Envelope<unknown> | null): { pow: PowChallenge; header: string } | null {
  const data = body?.data as { pow?: PowChallenge; pow_header?: string } | null | undefined;
  return data?.pow && data.pow_header ? { pow: data.pow, header: data.pow_header } : null;
}

/** Solves an altcha challenge with Web Crypto; loaded only when a server asks for it. */
async function solveProofOfWork(pow: PowChallenge): Promise<string> {
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(pow.challenge, pow.salt, pow.algorithm, pow.maxnumber).promise;
  if (!solution) throw new ApiError(null, 'proof of work not found');
  return btoa(JSON.stringify({ ...pow, number: solution.number }));
}

async function send<T>(
  path: string,
  options: CallOptions,
  extraHeaders: Record<string, string> = {},
): Promise<Envelope<T>> {
  const { method = 'GET', query, body, lang } = options;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, lang, query), {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        ...storedToken(),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(null, error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!answer || typeof answer !== 'object') throw new ApiError(null, `HTTP ${response.status}`);
  if (answer.code !== 1) throw new ApiError(answer, answer.msg, response.headers.get(INVALID_FIELD_HEADER));
  return answer;
}

/** An uploaded attachment as postAdvise takes it. */
export interface UploadedFile {
  name: string;
  url: string;
}

/**
 * Sends one file to /api/common/upload, reporting progress (0–1). XMLHttpRequest, because fetch
 * cannot report upload progress. Rejects with an ApiError carrying the server's answer.
 */
export function uploadFile(
  file: File,
  lang: Lang,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/api/common/upload', lang));
    request.timeout = REQUEST_TIMEOUT_MS;
    for (const [name, value] of Object.entries(storedToken())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: Envelope<{ fullurl: string; name: string }> | null;
      try {
        answer = JSON.parse(request.responseText) as Envelope<{ fullurl: string; name: string }>;
      } catch {
        answer = null;
      }
      if (answer?.code === 1) resolve({ name: answer.data.name || file.name, url: answer.data.fullurl });
      else reject(new ApiError(answer, answer?.msg ?? `HTTP ${request.status}`));
    };
    request.onerror = () => reject(new ApiError(null, 'network error'));
    request.ontimeout = () => reject(new ApiError(null, 'time-out'));
    request.onabort = () => reject(new ApiError(null, 'aborted'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
