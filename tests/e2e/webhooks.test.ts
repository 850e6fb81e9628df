import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../helpers/smtp.js';
import { mailedCode, NORTHSHORE_BUYER, postEnquiry } from './contactForm.js';
import {
  closeSuite,
  confirmIfAsked,
  CONSOLE_ADMIN,
  openSuite,
  type RunningSite,
  screenshotDir,
  signedInAdmin,
} from './server.js';

const LAPTOP = { width: 1280, height: 800 };

describe('webhooks in the staff console (Chromium)', () => {
  let site: RunningSite;
  let browser: Browser;
  let smtp: TestSmtp;
  let receiver: http.Server;
  let receiverUrl = '';
  const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    // A CRM on this machine: /crm takes events, /down is failing.
    receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body });
        response.statusCode = request.url === '/down' ? 500 : 200;
        response.end(request.url === '/down' ? 'maintenance' : 'ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    // The receiver runs on this machine, which a production site refuses unless the operator lists it.
    ({ site, browser, smtp } = await openSuite({
      console: true,
      smtp: true,
      env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' },
    }));
  });

  afterAll(async () => {
    await closeSuite({ site, browser, smtp });
    await new Promise((resolve) => receiver?.close(resolve));
  });

  async function signedIn(locale: string): Promise<Page> {
    const { page } = await signedInAdmin(browser, problems, site.url, {
      locale,
      viewport: LAPTOP,
      ready: '[data-testid=count-unread]',
    });
    return page;
  }

  /** An enquiry through the public API, the address verified with the mailed code; answers its case number. */
  async function sendEnquiry(email: string): Promise<string> {
    const { code } = await mailedCode(site.url, smtp, email);
    const sent = await postEnquiry(site.url, {
      ...NORTHSHORE_BUYER,
      email,
      email_code: code,
      content: 'We need a quote for six DN150 Class 600 globe control valves.',
    });
    const answer = (await sent.json()) as { code: number; data: string };
    expect(answer.code).toBe(1);
    return answer.data;
  }

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `webhooks-${name}.png`), fullPage: true });

  /** Adds a webhook through the create form; answers the secret its edit page shows once. */
  async function addWebhook(page: Page, target: string, description: string): Promise<string> {
    await page.goto(`${site.url}/admin/webhooks/create`);
    await page.locator('input[name=url]').fill(target);
    await page.locator('textarea[name=description]').fill(description);
    await page.locator('button[type=submit]').click();
    const secret = page.getByTestId('webhook-secret').locator('code');
    await confirmIfAsked(page, CONSOLE_ADMIN, secret);
    return (await secret.textContent()) ?? '';
  }

  it('adds a webhook, shows its secret once, sends a signed test event and lists the deliveries (en)', async () => {
    const page = await signedIn('en-US');
    await page.getByRole('menuitem', { name: 'Webhooks' }).waitFor();
    const secret = await addWebhook(page, `${receiverUrl}/crm`, 'Sales CRM (HubSpot bridge)');
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    await page.getByText('it is shown only this once', { exact: false }).waitFor();
    await shot(page, 'edit-secret-en');

    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event delivered (HTTP 200)').waitFor();
    const [test] = received.filter((r) => r.path === '/crm');
    const timestamp = String(test!.headers['x-valvesite-timestamp']);
    const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${test!.body}`).digest('hex');
    expect(test!.headers['x-valvesite-signature']).toBe(`sha256=${expected}`);
    await page.getByRole('cell', { name: 'Delivered' }).waitFor();

    // Once the page is left, only the masked secret is shown.
    await page.reload();
    await page.getByText(`whsec_…${secret.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(secret);

    await addWebhook(page, `${receiverUrl}/down`, 'ERP staging (down for maintenance)');
    const mNo = await sendEnquiry('erin.walsh@northshore.example');
    await page.getByRole('button', { name: 'Send test event' }).click();
    // The receiver is on this machine (an internal address the operator allowed): its answer's body
    // is never shown, only the status.
    await page.getByText(/The test event was not accepted: HTTP 500(?!: maintenance)/).waitFor();
    await page.getByRole('cell', { name: 'Waiting for retry' }).first().waitFor();
    await page.getByRole('button', { name: 'Retry now' }).first().click();
    await page.getByText(/Not accepted again: HTTP 500(?!: maintenance)/).waitFor();
    await page.getByRole('cell', { name: '2', exact: true }).waitFor();
    // The enquiry went to both: taken by the CRM, waiting here.
    await page.getByRole('cell', { name: mNo }).waitFor();
    await page.getByText(/Not accepted again: HTTP 500/).waitFor({ state: 'hidden' });
    await shot(page, 'delivery-log-en');
    const [created] = received.filter(
      (r) => r.path === '/crm' && r.headers['x-valvesite-event'] === 'enquiry.created',
    );
    expect(JSON.parse(created!.body)).toMatchObject({ type: 'enquiry.created', data: { m_no: mNo } });
    // The case number leads to the enquiry in the inbox.
    await page.getByRole('link', { name: mNo }).click();
    await page.waitForURL(/\/admin\/enquiries\?/);
    await page.getByText('Erin Walsh').waitFor();

    await page.goto(`${site.url}/admin/webhooks`);
    await page.getByText('Sales CRM (HubSpot bridge)').waitFor();
    await shot(page, 'list-en');

    // A wrong URL is explained on its field.
    await page.goto(`${site.url}/admin/webhooks/create`);
    await page.locator('input[name=url]').fill('http://crm.example.com/hook');
    await page.locator('button[type=submit]').click();
    await page.getByText('Use https:// (plain http:// is only for localhost during development)').waitFor();
    problems.splice(
      0,
      problems.length,
      ...problems.filter((p) => !/^400 POST .*\/admin\/api\/webhooks$/.test(p)),
    );
  });

  it('speaks Chinese (zh)', async () => {
    const page = await signedIn('zh-CN');
    await addWebhook(page, `${receiverUrl}/crm`, '销售 CRM');
    await page.getByText('请立即把此密钥复制到接收系统').waitFor();
    await page.getByRole('button', { name: '发送测试事件' }).click();
    await page.getByText('测试事件已送达（HTTP 200）').waitFor();
    await page.getByRole('cell', { name: '已送达' }).waitFor();
    await page.getByText('测试事件已送达（HTTP 200）').waitFor({ state: 'hidden' });
    await shot(page, 'edit-secret-zh');
    await page.goto(`${site.url}/admin/webhooks`);
    await page.getByText('销售 CRM').waitFor();
    await shot(page, 'list-zh');
    await page.getByText('ERP staging (down for maintenance)').click();
    await page.getByRole('cell', { name: '等待重试' }).first().waitFor();
    await shot(page, 'delivery-log-zh');
    expect(problems).toEqual([]);
  });
});
