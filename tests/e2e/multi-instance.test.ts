import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '#scripts/pg.mjs';
import { staffCookie } from '#scripts/site-process.mjs';
import { CATE } from '#contract/constants.js';
import { migrationNames } from '#server/db/index.js';
import { readDemoContent } from '#server/db/seed/content.js';
import { enquiryForm, type Envelope } from '../helpers/http.js';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { startSite, type RunningSite } from './server.js';

/**
 * The README's claim, with real processes: two production servers started at the same moment on
 * one empty PostgreSQL database and one DATA_DIR, as behind a load balancer, behave as one site.
 */

const ADMIN = { email: 'multi.admin@mapleriver-controls.example', password: 'Multi-admin-2026' };
const STAFF_INBOX = 'sales@mapleriver-controls.example';
/** Short, so the test waits seconds for both outbox workers, not minutes. */
const OUTBOX_POLL_SECONDS = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Awaited<ReturnType<typeof startPostgres>>;
let sql: pg.Pool;
let smtp: TestSmtp;
let dataDir: string;
let running: RunningSite[] = [];
let a: RunningSite;
let b: RunningSite;

beforeAll(async () => {
  [database, smtp] = await Promise.all([startPostgres(), startSmtp()]);
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-multi-'));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    STAFF_NOTIFY_EMAIL: STAFF_INBOX,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Behind a load balancer: the visitor's address comes in X-Forwarded-For.
    TRUST_PROXY: 'true',
    OUTBOX_POLL_SECONDS: String(OUTBOX_POLL_SECONDS),
    RENDER_WORKERS: '1',
  };
  // At the same moment, on an empty database: both migrate, both try to load the demo content.
  const started = await Promise.allSettled([startSite(env), startSite(env)]);
  // One that failed to start is reported; the other is still stopped in afterAll.
  running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  [a, b] = running as [RunningSite, RunningSite];
});

afterAll(async () => {
  await Promise.all(running.map((site) => site.stop()));
  await sql?.end();
  await database?.stop();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A public API call as a visitor at `ip` makes it through the load balancer. */
async function call<T = unknown>(
  site: RunningSite,
  url: string,
  options: { body?: unknown; ip?: string; cookie?: string } = {},
): Promise<{ status: number; cache: string | null; body: Envelope<T>; cookies: string }> {
  const response = await fetch(`${site.url}${url}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      'accept-language': 'en',
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    body: (await response.json()) as Envelope<T>,
    // What a browser would send back: the cookies the answer set.
    cookies: response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/** Each verified sender's browser: the device cookie its first (code-verified) enquiry set. */
const browserOf = new Map<string, string>();

/** Asks `site` for a verification code for `email` and reads it from the mail that arrives. */
async function mailedCode(site: RunningSite, email: string, ip: string): Promise<string> {
  const since = smtp.inbox.length;
  const sent = await call(site, '/api/common/sendEmail', { body: { email }, ip });
  expect(sent.body.code).toBe(1);
  const mail = await smtp.waitFor(email, (m) => /verification code/.test(m.subject ?? ''), since);
  return /(\d{4})$/.exec(mail.subject ?? '')![1]!;
}

/** Submits an enquiry with a mailed code (the address is verified from then on); its case number. */
async function firstEnquiry(site: RunningSite, email: string, ip: string, extra: object = {}) {
  const code = await mailedCode(site, email, ip);
  const answer = await call<string>(site, '/api/leavemessage/postAdvise', {
    body: { ...enquiryForm(email), email_code: code, ...extra },
    ip,
  });
  expect(answer.body).toMatchObject({ code: 1 });
  browserOf.set(email, answer.cookies);
  return answer.body.data;
}

type Outcome = { answer: { status: number; body: Envelope<string> } } | { error: unknown };

/**
 * Sends an enquiry to `site` but only the first half of its body, and keeps the connection open:
 * a request under way. Settles when the server answers or the connection breaks.
 */
function halfSentEnquiry(site: RunningSite, email: string, content: string): Promise<number> {
  const body = Buffer.from(JSON.stringify({ ...enquiryForm(email), content }));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${site.url}/api/leavemessage/postAdvise`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'x-forwarded-for': '10.4.3.1',
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, body.length >> 1));
  });
}

async function count(table: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

describe('two instances on one PostgreSQL database', () => {
  it('ran every migration once although both started on an empty database, and both are ready', async () => {
    const { rows } = await sql.query<{ name: string; runs: number }>(
      'select name, count(*)::int as runs from kysely_migration group by name order by name',
    );
    // Every migration the servers' code has (server/db/index.ts), each run once.
    expect(rows).toEqual(
      migrationNames()
        .sort()
        .map((name) => ({ name, runs: 1 })),
    );
    for (const site of [a, b]) {
      const ready = await fetch(`${site.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
    // One first admin, although both were told to create it.
    expect(await count('staff_user')).toBe(1);
  });

  it('loaded the demo content once: the counts of a single load, no title twice', async () => {
    const seed = readDemoContent();
    expect(await count('category')).toBe(
      seed.categories.length + seed.productCategories.length + seed.applicationAreas.length,
    );
    expect(await count('product')).toBe(seed.products.length);
    expect(await count('job')).toBe(seed.jobs.length);
    const { rows } = await sql.query<{ cate_id: number; en_title: string }>(
      'select cate_id, en_title from content_item',
    );
    const key = (cateId: number, title: string) => `${cateId} ${title}`;
    expect(rows.map((r) => key(r.cate_id, r.en_title)).sort()).toEqual(
      [
        ...seed.items.map((i) => key(i.cate_id, i.title.en)),
        // The seed files offices under the network category (server/db/seed/load.ts).
        ...seed.offices.map((o) => key(CATE.network, o.title.en)),
      ].sort(),
    );
    // As visitors of either instance see it.
    const news = seed.items.filter((i) => i.cate_id >= CATE.newsCompany && i.cate_id <= CATE.newsTechnical);
    for (const site of [a, b]) {
      const list = await call<{ list: { en_title: string }[]; count: number }>(
        site,
        `/api/article/getArticleList?cate_id=${CATE.newsAll}&limit=1000`,
      );
      expect(list.body.data.count).toBe(news.length);
      const titles = list.body.data.list.map((i) => i.en_title);
      expect(new Set(titles).size).toBe(titles.length);
      const products = await call<{ count: number }>(site, '/api/product/ProductList?limit=1000');
      expect(products.body.data.count).toBe(seed.products.length);
    }
  });

  it("shows a staff edit made on A on B's API and pages at once, without a restart", async () => {
    type Item = { id: number; title: string; en_title: string };
    const news = (
      await call<{ list: Item[] }>(b, `/api/article/getArticleList?cate_id=${CATE.newsAll}&limit=1`)
    ).body.data.list[0]!;
    const detail = `/api/cases/getCase?id=${news.id}`;
    const page = `/en/nText?id=${news.id}`;
    // B has the item's answer and page in its memory cache before the edit.
    await call(b, detail);
    expect((await call(b, detail)).cache).toBe('hit');
    await fetch(`${b.url}${page}`).then((r) => r.text());
    const cached = await fetch(`${b.url}${page}`);
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(await cached.text()).toContain(news.en_title);

    const cookie = await staffCookie(a.url, ADMIN);
    const edited = { en_title: `${news.en_title} (edited on A)`, title: `${news.title}（已在 A 修改）` };
    const put = await fetch(`${a.url}/admin/api/items/${news.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: a.url, cookie },
      body: JSON.stringify(edited),
    });
    expect(put.status).toBe(200);

    // B reads the content version from memory (no database read on a hit) and looks for a new
    // one each second: its answers are the edited ones from then on, the first a fresh render.
    let after = await call<Item>(b, detail);
    for (let tries = 0; after.body.data.en_title !== edited.en_title && tries < 100; tries++) {
      await sleep(50);
      after = await call<Item>(b, detail);
    }
    expect(after.cache).toBe('miss');
    expect(after.body.data).toMatchObject(edited);
    // A page B never rendered shows the edit at once.
    expect(await (await fetch(`${b.url}/zh/nText?id=${news.id}`)).text()).toContain(edited.title);
    // The page B had: the previous one while the new one renders (x-cache: stale), then the edit.
    const first = await fetch(`${b.url}${page}`);
    expect(first.headers.get('x-cache')).toBe('stale');
    await first.text();
    let next = await fetch(`${b.url}${page}`);
    for (let tries = 0; next.headers.get('x-cache') !== 'hit' && tries < 200; tries++) {
      await next.text();
      await sleep(50);
      next = await fetch(`${b.url}${page}`);
    }
    expect(next.headers.get('x-cache')).toBe('hit');
    expect(await next.text()).toContain('(edited on A)');
    // The staff session made on A is known to B as well.
    expect((await fetch(`${b.url}/admin/api/auth/me`, { headers: { cookie } })).status).toBe(200);
  });

  it('shares rate limits and verification-code tries between the instances', async () => {
    // Two code requests for one address at once, on A and on B: one code, one cool-down.
    const email = 'shared.tries@example.com';
    const since = smtp.inbox.length;
    const both = await Promise.all(
      [a, b].map((site, i) =>
        call<{ retry_after: number } | null>(site, '/api/common/sendEmail', {
          body: { email },
          ip: `10.1.0.${i + 1}`,
        }),
      ),
    );
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 1]);
    const mail = await smtp.waitFor(email, (m) => /verification code/.test(m.subject ?? ''), since);
    const code = /(\d{4})$/.exec(mail.subject ?? '')![1]!;
    const again = await call<{ retry_after: number }>(b, '/api/common/sendEmail', {
      body: { email },
      ip: '10.1.0.1',
    });
    expect(again.body.code).toBe(0);
    expect(again.body.data.retry_after).toBeGreaterThan(0);

    // A burst of wrong codes split across A and B: 5 tries for the code in all, not 5 each.
    const wrong = (n: number) => String((Number(code) + n) % 10_000).padStart(4, '0');
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call([a, b][i % 2]!, '/api/leavemessage/postAdvise', {
          body: { ...enquiryForm(email), email_code: wrong(i + 1) },
          ip: `10.1.1.${i + 1}`,
        }),
      ),
    );
    const answers = burst.map((r) => r.body.msg).sort();
    expect(answers).toEqual([
      ...Array<string>(4).fill('The verification code is incorrect'),
      ...Array<string>(4).fill('Too many wrong attempts, please request a new verification code'),
    ]);
    // Now even the right code is refused, on either instance.
    for (const site of [b, a]) {
      const right = await call(site, '/api/leavemessage/postAdvise', {
        body: { ...enquiryForm(email), email_code: code },
        ip: '10.1.2.1',
      });
      expect(right.body).toMatchObject({
        code: 0,
        msg: 'Too many wrong attempts, please request a new verification code',
      });
    }
    expect(
      (await call<boolean>(b, `/api/leavemessage/checkEmail?email=${email}`, { body: {} })).body.data,
    ).toBe(false);

    // 20 codes per IP in the hour, counted across both instances: the 21st is refused.
    const ip = '10.1.3.1';
    for (let i = 0; i < 20; i++) {
      const sent = await call([a, b][i % 2]!, '/api/common/sendEmail', {
        body: { email: `per-ip-${i}@example.com` },
        ip,
      });
      expect(sent.body.code, `code ${i + 1}`).toBe(1);
    }
    const refused = await call(b, '/api/common/sendEmail', { body: { email: 'per-ip-20@example.com' }, ip });
    expect(refused.status).toBe(429);
  });

  it('serves a file uploaded through A from B, and B accepts it as an enquiry attachment', async () => {
    const pdf = Buffer.from(`%PDF-1.4\n% uploaded through instance A ${Date.now()}\n%%EOF\n`);
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'datasheet.pdf');
    const upload = await fetch(`${a.url}/api/common/upload`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.2.0.1' },
      body: form,
    });
    const uploaded = (await upload.json()) as Envelope<{ fullurl: string }>;
    expect(uploaded.code).toBe(1);

    const download = await fetch(`${b.url}${uploaded.data.fullurl}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);

    const email = 'attachment.sender@example.com';
    const mNo = await firstEnquiry(b, email, '10.2.0.2', {
      files: [{ name: 'datasheet.pdf', url: uploaded.data.fullurl }],
    });
    const found = await call<{ attachments: { name: string; url: string }[] }>(
      a,
      '/api/leavemessage/getmessage',
      {
        body: { email, m_no: mNo },
        ip: '10.2.0.3',
      },
    );
    expect(found.body.data.attachments).toEqual([
      expect.objectContaining({ name: 'datasheet.pdf', url: uploaded.data.fullurl }),
    ]);
  });

  it('sends a queued mail exactly once although both instances run the outbox worker', async () => {
    const email = 'outbox.visitor@example.com';
    const code = await mailedCode(a, email, '10.3.0.1');
    // The mail server refuses the enquiry's two mails for now: both are queued for retries.
    smtp.failNext(2, 451);
    const submitted = await call<string>(a, '/api/leavemessage/postAdvise', {
      body: { ...enquiryForm(email), email_code: code },
      ip: '10.3.0.2',
    });
    expect(submitted.body.code).toBe(1);
    const mNo = submitted.body.data;
    const queued = async () =>
      (
        await sql.query<{ kind: string; attempts: number; sent: boolean }>(
          'select kind, attempts, sent_time is not null as sent from mail_outbox where ref = $1 order by kind',
          [mNo],
        )
      ).rows;
    expect(await queued()).toEqual([
      { kind: 'confirmation', attempts: 1, sent: false },
      { kind: 'staff-notification', attempts: 1, sent: false },
    ]);
    // The first retry is due a minute after the failure: that minute has passed.
    await sql.query('update mail_outbox set next_attempt_time = $1 where ref = $2', [Date.now(), mNo]);

    const confirmation = await smtp.waitFor(email, (m) => (m.subject ?? '').includes(mNo));
    expect(confirmation.subject).toContain(mNo);
    await smtp.waitFor(STAFF_INBOX, (m) => (m.text ?? '').includes(mNo));
    // Both workers have looked for due mail several times since.
    await sleep(4 * OUTBOX_POLL_SECONDS * 1000);
    const copies = (to: string) =>
      smtp.inbox.filter(
        (m) => smtp.recipient(m).includes(to) && `${m.subject ?? ''} ${m.text ?? ''}`.includes(mNo),
      ).length;
    expect(copies(email)).toBe(1);
    expect(copies(STAFF_INBOX)).toBe(1);
    expect(await queued()).toEqual([
      { kind: 'confirmation', attempts: 2, sent: true },
      { kind: 'staff-notification', attempts: 2, sent: true },
    ]);
  });

  it('keeps serving on B when A is killed mid-stream, and loses no acknowledged enquiry', async () => {
    // Verified senders (10 enquiries per address in the hour: each sends a few here).
    const senders = ['stream.one@example.com', 'stream.two@example.com', 'stream.three@example.com'];
    for (const [i, email] of senders.entries()) await firstEnquiry([a, b][i % 2]!, email, `10.4.0.${i + 1}`);

    // A request A has half read when it dies: its visitor never gets an answer.
    const halfSent = halfSentEnquiry(a, senders[0]!, 'Half-sent enquiry: lost with instance A.').then(
      (status) => ({ status }),
      (error: unknown) => ({ error }),
    );

    const total = 24;
    const killAfter = 11; // A dies with the stream's 6th submission to it on its way
    const sent: { site: 'A' | 'B'; email: string; answer: Promise<Outcome> }[] = [];
    for (let i = 0; i < total; i++) {
      const site = i % 2 === 0 ? a : b;
      const email = senders[i % senders.length]!;
      sent.push({
        site: site === a ? 'A' : 'B',
        email,
        answer: call<string>(site, '/api/leavemessage/postAdvise', {
          body: { ...enquiryForm(email), content: `Stream enquiry ${i + 1}: twelve DN80 globe valves.` },
          ip: `10.4.1.${i + 1}`,
          // Verified in this browser: the sender's own device cookie, not the address alone.
          cookie: browserOf.get(email),
        }).then(
          (answer) => ({ answer }),
          (error: unknown) => ({ error }),
        ),
      });
      if (i === killAfter - 1) {
        // A has answered some of the stream (however slow this machine is) before it dies.
        await Promise.all(
          sent
            .filter((s) => s.site === 'A')
            .map((s) => s.answer)
            .slice(0, 3),
        );
        a.signal('SIGKILL');
      }
      await sleep(30);
    }
    const outcomes = await Promise.all(sent.map((s) => s.answer));
    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await halfSent).toEqual({ error: expect.objectContaining({ code: 'ECONNRESET' }) });

    const acknowledged = sent.flatMap((s, i) => {
      const outcome = outcomes[i]!;
      return 'answer' in outcome && outcome.answer.status === 200 && outcome.answer.body.code === 1
        ? [{ ...s, mNo: outcome.answer.body.data }]
        : [];
    });
    // Every submission B received was answered; those sent to A after its death were not.
    expect(acknowledged.filter((s) => s.site === 'B')).toHaveLength(total / 2);
    expect(acknowledged.filter((s) => s.site === 'A').length).toBeGreaterThanOrEqual(3);
    expect(outcomes.filter((o, i) => sent[i]!.site === 'A' && 'error' in o).length).toBeGreaterThan(0);

    for (const [i, s] of acknowledged.entries()) {
      const found = await call<{ m_no: string }>(b, '/api/leavemessage/getmessage', {
        body: { email: s.email, m_no: s.mNo },
        ip: `10.4.2.${i + 1}`,
      });
      expect(found.body, `${s.site} ${s.mNo}`).toMatchObject({ code: 1, data: { m_no: s.mNo } });
    }
    // Nothing of the half-read request was saved.
    const { rows } = await sql.query('select id from enquiry where content like $1', ['Half-sent%']);
    expect(rows).toEqual([]);
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${b.url}/en/callMe`)).status).toBe(200);
    // A may have died in the middle of mailing a confirmation: that SMTP connection broke.
    for (const error of smtp.takeErrors()) expect(error).toMatchObject({ code: 'ECONNRESET' });
  });
});
