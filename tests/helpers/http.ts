import http from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

export interface Envelope<T = unknown> {
  code: 0 | 1;
  msg: string;
  data: T;
}

/**
 * The device cookie of "the visitor's own browser" per app and address: kept when an answer sets
 * it (a code used, a case found) or markVerified gives it (the visitor verified there), and sent
 * by `client` with every call about that address, as the browser would. A call with
 * `stranger: true` is another browser: it neither sends nor keeps one.
 */
export const ownBrowsers = new WeakMap<object, Map<string, string>>();

/** Calls the public contract like the spec's client: query params on GET, JSON bodies on POST. */
export function client(app: FastifyInstance) {
  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    options: {
      query?: Record<string, string | number>;
      body?: unknown;
      lang?: 'en' | 'zh';
      ip?: string;
      headers?: Record<string, string>;
      stranger?: boolean;
    } = {},
  ): Promise<{
    status: number;
    headers: Record<string, string | string[] | number | undefined>;
    body: Envelope<T>;
  }> {
    const about = [options.body, options.query]
      .map((v) => (v && typeof v === 'object' && 'email' in v ? String(v.email).toLowerCase() : ''))
      .find(Boolean);
    const mark = about && !options.stranger ? ownBrowsers.get(app)?.get(about) : undefined;
    const response = await app.inject({
      method,
      url,
      query: Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)])),
      headers: {
        ...(options.lang
          ? { 'accept-language': options.lang === 'zh' ? 'zh-CN,zh;q=0.9' : 'en-US,en;q=0.9' }
          : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(mark ? { cookie: `visitor_device=${mark}` } : {}),
        ...options.headers,
      },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    const set = response.cookies.find((c) => c.name === 'visitor_device');
    if (set && about && !options.stranger) {
      const jar = ownBrowsers.get(app) ?? new Map<string, string>();
      ownBrowsers.set(app, jar);
      jar.set(about, set.value);
    }
    return { status: response.statusCode, headers: response.headers, body: response.json() as Envelope<T> };
  }
  return {
    get: <T = Record<string, unknown>>(
      url: string,
      query?: Record<string, string | number>,
      lang?: 'en' | 'zh',
    ) => call<T>('GET', url, { query, lang }),
    post: <T = unknown>(
      url: string,
      body?: unknown,
      options: {
        query?: Record<string, string | number>;
        lang?: 'en' | 'zh';
        ip?: string;
        headers?: Record<string, string>;
        stranger?: boolean;
      } = {},
    ) => call<T>('POST', url, { ...options, body }),
  };
}

/** A buyer's enquiry as postAdvise takes it (add `email_code` unless the address is verified). */
export const enquiryForm = (email: string) => ({
  type_id: 13,
  name: 'Erin Walsh',
  company_name: 'Northshore Pulp Ltd.',
  phone: '+1 604 555 0199',
  email,
  duties: 'Maintenance planner',
  content: 'We need a quote for six DN150 Class 600 globe control valves.',
});

/**
 * Sends `bytes` of text as one visitor upload (`filename`) to an app listening on `port`, a
 * megabyte at a time, sampling this process's resident memory meanwhile. Answers the status and
 * body, how much was sent (the server may answer before the end) and the peak memory growth.
 */
export async function streamUpload(port: number, bytes: number, filename: string) {
  const boundary = '----valve-streamed-upload';
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  let sent = 0;
  const body = Readable.from(
    (function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`,
      );
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        yield part;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/common/upload',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
          },
        },
        (response) => {
          let text = '';
          response.on('data', (d: Buffer) => (text += d.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // The server may answer and close before the whole body is sent (a refusal).
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      body.pipe(request);
    });
    return { ...answer, sent, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}
