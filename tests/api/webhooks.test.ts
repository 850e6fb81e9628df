import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect, markVerified, secondInstance, useTestApp } from '../helpers/app.js';
import { enquiryIdOf } from '../helpers/desk.js';
import { client, enquiryForm } from '../helpers/http.js';
import { signedIn, type StaffClient } from '../helpers/staff.js';
import { madeInBeforeAll } from '../helpers/suite.js';

const MINUTE = 60_000;
const METRICS_TOKEN = 'webhook-metrics-token';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A CRM's receiver on 127.0.0.1: keeps every request; answers the queued statuses, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const statuses = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.statusCode = statuses.get(request.url ?? '')?.shift() ?? 200;
      response.end(response.statusCode === 200 ? 'ok' : 'CRM is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** The next answers on a path, in order (then 200). */
    answer: (path: string, ...codes: number[]) => statuses.set(path, codes),
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    at: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** startReceiver for the suite around the call: started in beforeAll, closed in afterAll. */
function useReceiver() {
  let started: Awaited<ReturnType<typeof startReceiver>> | undefined;
  beforeAll(async () => {
    started = await startReceiver();
  });
  afterAll(() => started?.close());
  return madeInBeforeAll(() => started);
}

/** What a receiver does with a request: the signature checked with node:crypto, the body parsed. */
function verified(request: Received, secret: string) {
  const timestamp = String(request.headers['x-valvesite-timestamp']);
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
  const given = String(request.headers['x-valvesite-signature']);
  expect(
    crypto.timingSafeEqual(Buffer.from(given), Buffer.from(`sha256=${expected}`)),
    'signature matches',
  ).toBe(true);
  const event = JSON.parse(request.body) as {
    id: string;
    type: string;
    created_at: string;
    data: Record<string, unknown>;
  };
  expect(request.headers['x-valvesite-event']).toBe(event.type);
  expect(request.headers['x-valvesite-delivery']).toBe(event.id);
  expect(request.headers['content-type']).toBe('application/json');
  return event;
}

interface Hook {
  id: number;
  secret: string;
  secret_hint: string;
  events: string[];
}

interface Delivery {
  id: number;
  event: string;
  ref: string;
  state: string;
  attempts: number;
  last_status: number | null;
  last_error: string;
}

describeEachDialect('webhooks: enquiry events delivered to a CRM, signed and retried', (dialect) => {
  // The test delivers due webhooks itself at the times it sets.
  const t = useTestApp(dialect, { METRICS_TOKEN: METRICS_TOKEN }, { clockJobs: false });
  const receiver = useReceiver();
  let admin: StaffClient;
  let n = 0;

  // Tests move the clock by hours and days: a session signed in before would have ended.
  beforeEach(async () => {
    admin = await signedIn(t.app, 'admin');
  });

  const webhooks = () => t.app.services.desk.webhooks;
  const api = () => client(t.app);

  async function addHook(path: string, events: string[]): Promise<Hook> {
    const created = await admin.post<Hook>('/webhooks', {
      url: receiver.url(path),
      events,
      description: `CRM ${path}`,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  async function enquiry(email: string) {
    const ip = `10.8.0.${++n}`;
    await markVerified(t.app, email, t.clock.now);
    const sent = await api().post<string>('/api/leavemessage/postAdvise', enquiryForm(email), {
      lang: 'en',
      ip,
    });
    expect(sent.body.code).toBe(1);
    await webhooks().idle();
    return { mNo: sent.body.data, ip };
  }

  async function reply(email: string, mNo: string, body: Record<string, unknown>) {
    const answer = await api().post(
      '/api/leavemessage/replymessage',
      { email, m_no: mNo, ...body },
      { lang: 'en' },
    );
    expect(answer.body.code).toBe(1);
    await webhooks().idle();
  }

  const deliveriesOf = async (hook: Hook) =>
    (await admin.get<Delivery[]>('/webhook_deliveries', { filter: { webhook_id: hook.id } })).body;

  it('sends the events a webhook receives, signed, and not the others; shows the secret only once', async () => {
    const hook = await addHook('/crm-a', ['enquiry.created', 'enquiry.closed']);
    expect(hook.secret).toMatch(/^whsec_[\w-]{43}$/);
    const shown = await admin.get<Hook & { secret?: string }>(`/webhooks/${hook.id}`);
    expect(shown.body.secret).toBeUndefined();
    expect(shown.body.secret_hint).toBe(`whsec_…${hook.secret.slice(-4)}`);
    expect(JSON.stringify((await admin.get('/webhooks')).body)).not.toContain(hook.secret);

    const email = 'webhook-buyer@example.com';
    const { mNo } = await enquiry(email);
    await reply(email, mNo, { content: 'Drawings to follow.' });
    await reply(email, mNo, { close: true });

    const got = receiver.at('/crm-a').map((r) => verified(r, hook.secret));
    expect(got.map((e) => e.type)).toEqual(['enquiry.created', 'enquiry.closed']);
    const [created, closed] = got;
    expect(created?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(created!.created_at).getTime()).toBe(t.clock.now);
    expect(created?.data).toMatchObject({
      m_no: mNo,
      status: 'pending',
      lang: 'en',
      name: 'Erin Walsh',
      company_name: 'Northshore Pulp Ltd.',
      email,
      phone: '+1 604 555 0199',
      content: 'We need a quote for six DN150 Class 600 globe control valves.',
      items: [],
      lookup_url: `http://valve.test/en/message-record?isEmail=0&m_no=${mNo}`,
    });
    expect(created?.data.console_url).toMatch(/^http:\/\/valve\.test\/admin\/enquiries\/\d+\/show$/);
    expect(closed?.data).toMatchObject({ m_no: mNo, status: 'finished', closed_by: 'visitor' });
    expect(closed?.id).not.toBe(created?.id);

    const log = await deliveriesOf(hook);
    expect(log.map((d) => [d.event, d.ref, d.state, d.attempts, d.last_status])).toEqual([
      ['enquiry.closed', mNo, 'delivered', 1, 200],
      ['enquiry.created', mNo, 'delivered', 1, 200],
    ]);
  });

  it("sends a visitor's comment with its text, and a staff close; never an internal note", async () => {
    const hook = await addHook('/crm-b', ['enquiry.commented', 'enquiry.closed']);
    const email = 'webhook-notes@example.com';
    const { mNo } = await enquiry(email);
    const id = await enquiryIdOf(t, mNo);
    await t.database.db
      .insertInto('enquiry_item')
      .values({
        enquiry_id: id,
        sort: 0,
        kind: 'product',
        ref_id: 7,
        model: 'MRG-6000',
        title: 'Globe control valve',
        family_id: null,
      })
      .execute();
    await t.database.db
      .updateTable('enquiry')
      .set({ country: 'CA', quote_medium: 'steam', quote_dn: 'DN150', quote_quantity: 6 })
      .where('id', '=', id)
      .execute();
    await t.database.db
      .insertInto('enquiry_note')
      .values({
        enquiry_id: id,
        staff_id: null,
        content: 'Internal: price floor 41k',
        create_time: t.clock.now,
      })
      .execute();
    await reply(email, mNo, { content: 'Can you do stainless trim?' });
    const support = await signedIn(t.app, 'support');
    expect((await support.post(`/enquiries/${id}/close`)).status).toBe(200);
    await webhooks().idle();

    const got = receiver.at('/crm-b');
    expect(got.map((r) => verified(r, hook.secret).type)).toEqual(['enquiry.commented', 'enquiry.closed']);
    expect(verified(got[0]!, hook.secret).data).toMatchObject({
      content: 'Can you do stainless trim?',
      status: 'pending',
      country: 'CA',
      items: [{ kind: 'product', id: 7, model: 'MRG-6000', title: 'Globe control valve' }],
      quote: { medium: 'steam', dn: 'DN150', pressure_class: '', temperature: '', flow: '', quantity: 6 },
    });
    expect(verified(got[1]!, hook.secret).data).toMatchObject({ closed_by: 'staff', status: 'finished' });
    for (const r of got) expect(r.body).not.toContain('price floor');
  });

  it('retries a receiver that answered 500 on the schedule and delivers once; the log shows the attempts', async () => {
    const hook = await addHook('/crm-c', ['enquiry.created']);
    receiver.answer('/crm-c', 500);
    const { mNo } = await enquiry('webhook-retry@example.com');
    expect(receiver.at('/crm-c')).toHaveLength(1);
    let [row] = await deliveriesOf(hook);
    expect(row).toMatchObject({
      ref: mNo,
      state: 'waiting',
      attempts: 1,
      last_status: 500,
      last_error: 'HTTP 500: CRM is down',
    });

    t.clock.advance(59_000);
    expect(await webhooks().deliverDue()).toBe(0);
    expect(receiver.at('/crm-c')).toHaveLength(1);
    t.clock.advance(2_000);
    expect(await webhooks().deliverDue()).toBe(1);
    const sent = receiver.at('/crm-c');
    expect(sent).toHaveLength(2);
    // The same event both times: the receiver drops repeats by the delivery id.
    expect(sent[1]!.headers['x-valvesite-delivery']).toBe(sent[0]!.headers['x-valvesite-delivery']);
    expect(sent[1]!.body).toBe(sent[0]!.body);
    verified(sent[1]!, hook.secret);
    [row] = await deliveriesOf(hook);
    expect(row).toMatchObject({ state: 'delivered', attempts: 2, last_status: 200, last_error: '' });

    t.clock.advance(60 * MINUTE);
    await webhooks().deliverDue();
    expect(receiver.at('/crm-c')).toHaveLength(2);
  });

  it('delivers each due event once when two instances run their workers on one database', async () => {
    const hook = await addHook('/crm-d', ['enquiry.created']);
    receiver.answer('/crm-d', 503, 503, 503);
    for (const email of ['two-workers1@example.com', 'two-workers2@example.com', 'two-workers3@example.com'])
      await enquiry(email);
    expect(receiver.at('/crm-d')).toHaveLength(3);
    // A second instance: its own database connection (SQLite's one connection would take turns).
    const instance = secondInstance(t);
    const other = instance.services.desk.webhooks;
    try {
      t.clock.advance(61_000);
      const [here, there] = await Promise.all([webhooks().deliverDue(), other.deliverDue()]);
      expect(here + there).toBe(3);
      expect(receiver.at('/crm-d')).toHaveLength(6);
      expect((await deliveriesOf(hook)).map((d) => [d.state, d.attempts])).toEqual([
        ['delivered', 2],
        ['delivered', 2],
        ['delivered', 2],
      ]);
    } finally {
      await other.idle();
      await instance.close();
    }
  });

  it('gives up after 24 hours; "Retry now" sends a given-up delivery again', async () => {
    const hook = await addHook('/crm-e', ['enquiry.created']);
    // The first attempt, then at 6, 12, 18 and 24 hours (each one due by then): given up.
    receiver.answer('/crm-e', 502, 502, 502, 502, 502);
    await enquiry('webhook-gives-up@example.com');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(6 * 60 * MINUTE);
      await webhooks().deliverDue();
    }
    admin = await signedIn(t.app, 'admin');
    let [row] = await deliveriesOf(hook);
    expect(row).toMatchObject({ state: 'given_up', attempts: 5, last_status: 502 });
    expect(await webhooks().backlog()).toMatchObject({ givenUp: 1 });
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toContain('\nvalve_webhook_deliveries_given_up 1\n');
    t.clock.advance(6 * 60 * MINUTE);
    await webhooks().deliverDue();
    expect(receiver.at('/crm-e')).toHaveLength(5);
    admin = await signedIn(t.app, 'admin');

    const retried = await admin.post<Delivery>(`/webhook_deliveries/${row!.id}/retry`);
    expect(retried.body).toMatchObject({ state: 'delivered', attempts: 6, last_status: 200 });
    expect(receiver.at('/crm-e')).toHaveLength(6);
    [row] = await deliveriesOf(hook);
    expect(row?.state).toBe('delivered');
    const again = await admin.post<{ message: string }>(`/webhook_deliveries/${row!.id}/retry`);
    expect(again.status).toBe(409);
    expect(await webhooks().backlog()).toMatchObject({ givenUp: 0 });

    // Deleting a webhook deletes its log.
    expect((await admin.del(`/webhooks/${hook.id}`)).status).toBe(200);
    expect(await deliveriesOf(hook)).toEqual([]);
    expect((await admin.get(`/webhooks/${hook.id}`)).status).toBe(404);
  });

  it('sends a signed test event on request, and signs with a rotated secret from then on', async () => {
    const hook = await addHook('/crm-f', ['enquiry.created']);
    const test = await admin.post<Delivery>(`/webhooks/${hook.id}/test`);
    expect(test.body).toMatchObject({ event: 'webhook.test', state: 'delivered', last_status: 200 });
    expect(verified(receiver.at('/crm-f')[0]!, hook.secret).type).toBe('webhook.test');

    const rotated = await admin.post<Hook>(`/webhooks/${hook.id}/rotate`);
    expect(rotated.body.secret).not.toBe(hook.secret);
    await admin.post(`/webhooks/${hook.id}/test`);
    verified(receiver.at('/crm-f')[1]!, rotated.body.secret);

    expect((await admin.put(`/webhooks/${hook.id}`, { active: 0 })).status).toBe(200);
    const refused = await admin.post<{ message: string }>(`/webhooks/${hook.id}/test`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The webhook is disabled; enable it first');
    await enquiry('webhook-disabled@example.com');
    expect(receiver.at('/crm-f')).toHaveLength(2);
  });

  it('says what is wrong with a URL or the events, in English and Chinese', async () => {
    const bad = async (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') => {
      const answer = await admin.call<{ errors: Record<string, string> }>('POST', '/webhooks', {
        body: { url: receiver.url('/x'), events: ['enquiry.created'], ...body },
        headers: { 'accept-language': lang === 'zh' ? 'zh-CN' : 'en' },
      });
      expect(answer.status).toBe(400);
      return answer.body.errors;
    };
    expect(await bad({ url: 'http://crm.example.com/hook' })).toEqual({
      url: 'Use https:// (plain http:// is only for localhost during development)',
    });
    expect(await bad({ url: 'http://crm.example.com/hook' }, 'zh')).toEqual({
      url: '请使用 https://（http:// 仅限开发时的 localhost）',
    });
    expect((await bad({ url: 'https://10.1.2.3/hook' })).url).toBe(
      'Addresses of private or internal networks are not allowed; use the public address of the receiver (an operator may allow a network with WEBHOOK_ALLOW_PRIVATE)',
    );
    expect((await bad({ url: 'https://169.254.169.254/latest' })).url).toMatch(/private or internal/);
    expect((await bad({ url: 'crm.example.com' })).url).toBe(
      'Enter a full address such as https://crm.example.com/hooks/valve',
    );
    expect(await bad({ events: [] })).toEqual({ events: 'Choose at least one event' });
    expect(await bad({ events: [] }, 'zh')).toEqual({ events: '请至少选择一个事件' });
    expect((await bad({ events: ['enquiry.deleted'] })).events).toMatch(/^Must be one of: enquiry.created/);
    const ok = await admin.post('/webhooks', {
      url: 'https://crm.example.com/hook',
      events: ['enquiry.closed'],
    });
    expect(ok.status).toBe(201);
  });

  it('is for admins only: editor and support are refused', async () => {
    for (const role of ['editor', 'support'] as const) {
      const staff = await signedIn(t.app, role);
      expect((await staff.get('/webhooks')).status).toBe(403);
      expect(
        (await staff.post('/webhooks', { url: 'https://crm.example.com/h', events: ['enquiry.created'] }))
          .status,
      ).toBe(403);
      expect((await staff.get('/webhook_deliveries')).status).toBe(403);
    }
  });
});

describeEachDialect('webhooks in production: this machine and private networks', (dialect) => {
  const t = useTestApp(dialect, { NODE_ENV: 'production' });
  const receiver = useReceiver();

  it('refuses every spelling of this machine, so the server is no probe of its own network', async () => {
    const admin = await signedIn(t.app, 'admin');
    const { port } = new URL(receiver.url('/'));
    for (const host of [
      '127.0.0.1',
      'localhost',
      '[::1]',
      '0x7f000001',
      '2130706433',
      '127.1',
      '0177.0.0.1',
      '[::ffff:127.0.0.1]',
      // IPv6 forms with 127.0.0.1 inside: IPv4-compatible, mapped, 6to4, NAT64.
      '[::7f00:1]',
      '[::127.0.0.1]',
      '[::ffff:7f00:1]',
      '[2002:7f00:1::]',
      '[64:ff9b::7f00:1]',
    ]) {
      const answer = await admin.call<{ errors: Record<string, string> }>('POST', '/webhooks', {
        body: { url: `http://${host}:${port}/crm`, events: ['enquiry.created'] },
      });
      expect(answer.status, host).toBe(400);
      expect(answer.body.errors.url, host).toMatch(
        /^Addresses of private or internal networks are not allowed/,
      );
    }
    expect(receiver.received).toHaveLength(0);
  });
});

describeEachDialect('webhooks in production to a network the operator listed', (dialect) => {
  const t = useTestApp(dialect, { NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' });
  const receiver = useReceiver();

  it('delivers, and the log shows the status but never what an internal service answered', async () => {
    const admin = await signedIn(t.app, 'admin');
    const created = await admin.post<Hook>('/webhooks', {
      url: receiver.url('/crm-internal'),
      events: ['enquiry.created'],
    });
    expect(created.status).toBe(201);
    receiver.answer('/crm-internal', 500);
    await markVerified(t.app, 'internal-crm@example.com', t.clock.now);
    const sent = await client(t.app).post(
      '/api/leavemessage/postAdvise',
      enquiryForm('internal-crm@example.com'),
      {
        lang: 'en',
        ip: '10.9.0.1',
      },
    );
    expect(sent.body.code).toBe(1);
    await t.app.services.desk.webhooks.idle();
    expect(receiver.at('/crm-internal')).toHaveLength(1);
    const log = await admin.get<Delivery[]>('/webhook_deliveries', {
      filter: { webhook_id: created.body.id },
    });
    expect(log.body[0]).toMatchObject({ last_status: 500, last_error: 'HTTP 500' });
  });
});
