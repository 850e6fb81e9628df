import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS } from '#server/plugins/metrics.js';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';

const TOKEN = 'scrape-me-0123456789abcdef';

/** The samples of a text exposition: name, labels and value of every line that is not a comment. */
function parse(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

type Sample = ReturnType<typeof parse>[number];

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('is not there', async () => {
    const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(404);
  });
});

describeEachDialect('/metrics with METRICS_TOKEN', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    return { text: answer.body, samples: parse(answer.body) };
  };

  it('refuses a scraper without the right token with 401', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) {
      const answer = await t.app.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(answer.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern and status class, never by raw URL or query', async () => {
    const before = (await scrape()).samples;
    const route = '/api/Product/getProduct';
    const calls = 3;
    for (let i = 0; i < calls; i++) {
      await t.app.inject({ url: `${route}?id=${1000 + i}&utm_source=secret-campaign-${i}` });
    }
    await t.app.inject({ url: '/no/such/path/private-token-in-path' });
    const { text, samples } = await scrape();

    const labels = { method: 'GET', route };
    expect(value(samples, 'http_requests_total', labels) - value(before, 'http_requests_total', labels)).toBe(
      calls,
    );
    expect(
      value(samples, 'http_requests_total', { route: 'unmatched', status: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    // Only patterns appear: no query string, no id a client chose, no path nobody routes.
    expect(text).not.toMatch(/secret-campaign|private-token|\?id=|id=100/);
    for (const s of samples.filter((x) => x.labels.route !== undefined))
      expect(s.labels.route).toMatch(/^(\/[\w/:*.-]*|unmatched)$/);
    for (const s of samples.filter((x) => x.labels.status !== undefined))
      expect(s.labels.status).toMatch(/^[1-5]xx$/);
  });

  it('writes valid histograms: cumulative buckets up to +Inf, equal to the count', async () => {
    await t.app.inject({ url: '/api/cate/getCateListProduct' });
    const { samples } = await scrape();
    const series = new Map<string, Sample[]>();
    for (const s of samples.filter((x) => x.name === 'http_request_duration_seconds_bucket')) {
      const key = `${s.labels.method} ${s.labels.route} ${s.labels.status}`;
      series.set(key, [...(series.get(key) ?? []), s]);
    }
    expect(series.size).toBeGreaterThan(0);
    for (const [key, buckets] of series) {
      const [method, route, status] = key.split(' ') as [string, string, string];
      const bounds = buckets.map((b) => b.labels.le);
      expect(bounds).toEqual([...LATENCY_BUCKETS.map(String), '+Inf']);
      const counts = buckets.map((b) => b.value);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      const labels = { method, route, status };
      expect(counts.at(-1)).toBe(value(samples, 'http_request_duration_seconds_count', labels));
      expect(counts.at(-1)).toBe(value(samples, 'http_requests_total', labels));
      expect(value(samples, 'http_request_duration_seconds_sum', labels)).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts cache hits and misses of cached answers', async () => {
    const before = (await scrape()).samples;
    await t.app.inject({ url: '/api/common/getconfig' });
    await t.app.inject({ url: '/api/common/getconfig' });
    const { samples } = await scrape();
    const change = (state: string) =>
      value(samples, 'valve_cache_answers_total', { cache: 'api', state }) -
      value(before, 'valve_cache_answers_total', { cache: 'api', state });
    expect(change('hit') + change('miss')).toBe(2);
    expect(change('hit')).toBeGreaterThanOrEqual(1);
  });

  it('reports the mail outbox backlog, the render queue and the process', async () => {
    const { db } = t.database;
    const row = {
      kind: 'confirmation' as const,
      ref: 'M-TEST',
      recipient: 'visitor@example.com',
      subject: 'Your enquiry',
      text: 'Thank you',
      html: '<p>Thank you</p>',
      attempts: 1,
      last_error: 'connection refused',
      create_time: t.clock.now,
      sent_time: null,
    };
    await db
      .insertInto('mail_outbox')
      .values([
        { ...row, next_attempt_time: t.clock.now + 60_000 },
        { ...row, next_attempt_time: t.clock.now + 60_000 },
        { ...row, next_attempt_time: null },
      ])
      .execute();
    const { samples } = await scrape();
    expect(value(samples, 'valve_mail_outbox_waiting')).toBe(2);
    expect(value(samples, 'valve_mail_outbox_given_up')).toBe(1);
    // No page renderer in an API-only app: the queue is there, and empty.
    expect(samples.find((s) => s.name === 'valve_render_queue_length')?.value).toBe(0);
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(1e6);
    expect(value(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'valve_page_cache_hit_ratio')).toBe(true);
  });

  it('is left out of the sitemap and robots.txt', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(sitemap.body).not.toContain('/metrics');
    expect(robots.body).not.toContain('/metrics');
  });
});
