import crypto from 'node:crypto';
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { notFound } from './publicApi.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Upper bounds (seconds) of the request-latency buckets: a cached page to a slow upload. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

/** The methods the server answers; anything else is counted as `other` (labels stay bounded). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** The SSR catch-all's pattern (server/ssr.ts): its cached answers are pages, the rest API answers. */
const PAGE_ROUTE = '/*';

interface RouteSeries {
  method: string;
  route: string;
  status: string;
  count: number;
  sum: number;
  /** Answers at or below each of LATENCY_BUCKETS, in order (not yet cumulative). */
  buckets: number[];
}

/** Escapes a label value as the text exposition format asks (backslash, quote, newline). */
function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labels(pairs: Record<string, string>): string {
  const text = Object.entries(pairs)
    .map(([name, value]) => `${name}="${label(value)}"`)
    .join(',');
  return text ? `{${text}}` : '';
}

/** Prometheus text exposition (version 0.0.4), written by hand: the site needs a few families. */
class Exposition {
  private lines: string[] = [];

  family(name: string, type: 'counter' | 'gauge' | 'histogram', help: string): this {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    return this;
  }

  sample(name: string, value: number, pairs: Record<string, string> = {}): this {
    const shown = Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN';
    this.lines.push(`${name}${labels(pairs)} ${shown}`);
    return this;
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

/**
 * Counts every answer by route pattern, method and status class, with a latency histogram, and
 * every cached answer (`x-cache`) by kind; `/metrics` writes them out with the render queue, the
 * mail outbox and the process's own figures. Off (no hooks, no route: 404) without a token.
 */
export async function metricsPlugin(app: FastifyInstance, options: { token: string }): Promise<void> {
  if (!options.token) {
    // A route of its own, or the pages' catch-all would send /metrics to the language redirect.
    app.get('/metrics', notFound);
    return;
  }
  const expected = crypto.createHash('sha256').update(`Bearer ${options.token}`).digest();
  const series = new Map<string, RouteSeries>();
  const cacheAnswers = new Map<string, number>();
  const eventLoop = monitorEventLoopDelay({ resolution: 20 });
  eventLoop.enable();
  app.addHook('onClose', async () => eventLoop.disable());

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The pattern, never the URL: paths and query strings a client makes up would be unbounded.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = METHODS.has(request.method) ? request.method : 'other';
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${method} ${route} ${status}`;
    let entry = series.get(key);
    if (!entry) {
      entry = { method, route, status, count: 0, sum: 0, buckets: LATENCY_BUCKETS.map(() => 0) };
      series.set(key, entry);
    }
    const seconds = reply.elapsedTime / 1000;
    entry.count++;
    entry.sum += seconds;
    const bucket = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) entry.buckets[bucket]!++;

    const state = reply.getHeader('x-cache');
    if (state === 'hit' || state === 'miss' || state === 'stale') {
      const kind = `${route === PAGE_ROUTE ? 'page' : 'api'} ${state}`;
      cacheAnswers.set(kind, (cacheAnswers.get(kind) ?? 0) + 1);
    }
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = crypto
      .createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    if (!crypto.timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('Send the METRICS_TOKEN as "Authorization: Bearer <token>".\n');
    }
    const out = new Exposition();
    writeRequests(out, series);
    writeCache(out, cacheAnswers);
    await writeSingles(out, app, eventLoop);
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(out.toString());
  });
}

function writeRequests(out: Exposition, series: Map<string, RouteSeries>): void {
  out.family(
    'http_requests_total',
    'counter',
    'Answered requests by route pattern, method and status class.',
  );
  for (const s of series.values())
    out.sample('http_requests_total', s.count, { method: s.method, route: s.route, status: s.status });
  out.family('http_request_duration_seconds', 'histogram', 'Time to answer, by route pattern and method.');
  for (const s of series.values()) {
    const pairs = { method: s.method, route: s.route, status: s.status };
    let cumulative = 0;
    LATENCY_BUCKETS.forEach((bound, i) => {
      cumulative += s.buckets[i]!;
      out.sample('http_request_duration_seconds_bucket', cumulative, { ...pairs, le: String(bound) });
    });
    out.sample('http_request_duration_seconds_bucket', s.count, { ...pairs, le: '+Inf' });
    out.sample('http_request_duration_seconds_sum', s.sum, pairs);
    out.sample('http_request_duration_seconds_count', s.count, pairs);
  }
}

function writeCache(out: Exposition, answers: Map<string, number>): void {
  out.family(
    'valve_cache_answers_total',
    'counter',
    'Answers of the page and API cache by how they were found (hit, miss, stale).',
  );
  for (const kind of ['page', 'api'])
    for (const state of ['hit', 'miss', 'stale'])
      out.sample('valve_cache_answers_total', answers.get(`${kind} ${state}`) ?? 0, { cache: kind, state });
  const hits = (answers.get('page hit') ?? 0) + (answers.get('page stale') ?? 0);
  const all = hits + (answers.get('page miss') ?? 0);
  out
    .family(
      'valve_page_cache_hit_ratio',
      'gauge',
      'Pages answered from the cache (hit or stale) of all cacheable pages since start.',
    )
    .sample('valve_page_cache_hit_ratio', all === 0 ? 0 : hits / all);
}

type Single = [name: string, type: 'counter' | 'gauge', help: string, value: number];

/** The render pool's load, the mail outbox's and webhooks' backlogs and the process: one sample each. */
async function writeSingles(
  out: Exposition,
  app: FastifyInstance,
  eventLoop: ReturnType<typeof monitorEventLoopDelay>,
): Promise<void> {
  // No pool without the production SSR (API tests, development): every figure is 0.
  const pool = app.renderPool?.stats() ?? { workers: 0, active: 0, queued: 0, rendered: 0, refused: 0 };
  const [outbox, webhooks] = await Promise.all([
    app.services.platform.outbox.backlog(),
    app.services.desk.webhooks.backlog(),
  ]);
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const fds = openFileDescriptors();
  const startTime = Math.round(Date.now() / 1000 - process.uptime());
  const singles: Single[] = [
    ['valve_render_queue_length', 'gauge', 'Page renders waiting for a worker.', pool.queued],
    ['valve_render_workers', 'gauge', 'Page-render worker threads.', pool.workers],
    ['valve_render_workers_busy', 'gauge', 'Workers rendering a page now.', pool.active],
    ['valve_renders_total', 'counter', 'Pages rendered since start.', pool.rendered],
    ['valve_renders_refused_total', 'counter', 'Busy pages sent: queue full.', pool.refused],
    ['valve_mail_outbox_waiting', 'gauge', 'Mails waiting for a retry.', outbox.waiting],
    ['valve_mail_outbox_given_up', 'gauge', 'Mails given up after 24 h.', outbox.givenUp],
    [
      'valve_webhook_deliveries_waiting',
      'gauge',
      'Webhook deliveries waiting for a retry.',
      webhooks.waiting,
    ],
    [
      'valve_webhook_deliveries_given_up',
      'gauge',
      'Webhook deliveries given up after 24 h.',
      webhooks.givenUp,
    ],
    ['process_cpu_user_seconds_total', 'counter', 'User CPU seconds.', cpu.user / 1e6],
    ['process_cpu_system_seconds_total', 'counter', 'System CPU seconds.', cpu.system / 1e6],
    ['process_resident_memory_bytes', 'gauge', 'Resident memory in bytes.', memory.rss],
    ['nodejs_heap_size_used_bytes', 'gauge', 'V8 heap in use, in bytes.', memory.heapUsed],
    ['nodejs_heap_size_total_bytes', 'gauge', 'V8 heap reserved, in bytes.', memory.heapTotal],
    ['process_start_time_seconds', 'gauge', 'Start since 1970, in seconds.', startTime],
    ['nodejs_eventloop_delay_p99_seconds', 'gauge', 'Event-loop delay, p99.', eventLoop.percentile(99) / 1e9],
    // Linux's /proc only: left out elsewhere.
    ...(fds === null ? [] : [['process_open_fds', 'gauge', 'Open file descriptors.', fds] satisfies Single]),
  ];
  for (const [name, type, help, value] of singles) out.family(name, type, help).sample(name, value);
  out
    .family('nodejs_version_info', 'gauge', 'The Node.js version running the server.')
    .sample('nodejs_version_info', 1, { version: process.version });
}

/** Open file descriptors (Linux's /proc; null elsewhere, and the family is left out). */
function openFileDescriptors(): number | null {
  try {
    return fs.readdirSync('/proc/self/fd').length;
  } catch {
    return null;
  }
}
