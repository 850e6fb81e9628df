import Database from 'better-sqlite3';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '#contract/constants.js';
import { MESSAGES } from '#contract/messages.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { CONTACT_FORM_WORDS, fillContactFields } from './contactForm.js';
import { closeSuite, newVisitor, openSuite, type RunningSite, screenshotDir, islandsLive } from './server.js';

/**
 * In Chromium, a stranger attacks a visitor's address from many addresses (behind the
 * trusted proxy each X-Forwarded-For is another source); the visitor can still request a code,
 * send an enquiry, and look it up on a second device. The site's forms solve the proof of work
 * the server asks for once the shared limits are full, without the visitor doing anything.
 */
describe('a visitor whose address a stranger attacked can still use the desk', () => {
  let site: RunningSite;
  let browser: Browser;
  let smtp: TestSmtp;
  const victim = `attacked.${Date.now()}@plant.example`;

  beforeAll(async () => {
    ({ site, browser, smtp } = await openSuite({ smtp: true, env: { TRUST_PROXY: 'loopback' } }));
  });
  afterAll(() => closeSuite({ site, browser, smtp }));

  /** A call from a stranger at `source` (the proxy's X-Forwarded-For), with no cookie. */
  const stranger = (source: string, url: string, body?: unknown) =>
    fetch(`${site.url}${url}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': source, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  async function fillContactForm(page: Page) {
    await fillContactFields(page.locator('#contact-form'), CONTACT_FORM_WORDS.en, {
      name: 'Ingrid Halvorsen',
      company: 'Nordfjord Kraft AS',
      phone: '+47 55 12 34 56',
      email: victim,
      message: 'Two DN150 globe valves, 40 bar steam.',
    });
    // A person takes longer than the minimum fill time; the robot waits that long.
    await page.waitForTimeout(MIN_FILL_MS + 200);
  }

  it('requests a code and sends an enquiry, then looks it up on a second device', async () => {
    // The stranger: 40 failed look-ups of the address from 40 sources, and enquiries in its name.
    for (let i = 0; i < 40; i++) {
      const miss = await stranger(`198.51.100.${i}`, '/api/leavemessage/getmessage', {
        email: victim,
        m_no: 'MR000000-AAAAAA',
      });
      // Past 30 the stranger, too, is asked to prove work for each further try.
      expect(miss.status).toBe(i < 30 ? 200 : 429);
    }
    for (let i = 0; i < 5; i++) {
      const forged = await stranger(`198.51.101.${i}`, '/api/leavemessage/postAdvise', {
        name: 'Not Ingrid',
        company_name: 'Nobody Ltd',
        phone: '+1 555 0100',
        email: victim,
        content: 'Cancel all my orders.',
      });
      expect(((await forged.json()) as { msg: string }).msg).toBe(MESSAGES.emailCodeRequired.en);
    }
    // Six code requests from six sources take six minutes (one a minute per address): written
    // into the shared hourly counter as they would have left it, this hour and the next.
    const db = new Database(path.join(site.dataDir, 'site.db'));
    const hour = 3600_000;
    const now = Date.now();
    for (const start of [now - (now % hour), now - (now % hour) + hour])
      db.prepare('insert into rate_counter (key, window_start, count) values (?, ?, 6)').run(
        `code-email:${victim}`,
        start,
      );
    db.close();

    // The visitor, on the contact page: the code dialog asks for a code, the browser proves work.
    const first = await newVisitor(browser);
    const page = await first.newPage();
    const powAnswers: number[] = [];
    page.on('response', (r) => {
      if (r.status() === 429) powAnswers.push(r.status());
    });
    await page.goto(`${site.url}/en/callMe`);
    await islandsLive(page);
    await fillContactForm(page);
    const before = smtp.inbox.length;
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(MESSAGES.codeSent.en).waitFor();
    expect(powAnswers.length).toBeGreaterThan(0);
    const code = await smtp.codeFor(victim, before);
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Confirm and send' }).click();
    const caseNumber = page.getByTestId('case-number');
    await caseNumber.waitFor();
    const mNo = (await caseNumber.textContent())!.trim();
    expect(mNo).toMatch(/^MR\d{6}-[A-Z0-9]{6}$/);
    await page.screenshot({ path: path.join(screenshotDir, 'desk-denial-sent.png') });
    await first.close();

    // The second device opens the mailed link: the look-up proves work and shows the message.
    const phone = await newVisitor(browser, 'en-US', { width: 360, height: 780 });
    const second = await phone.newPage();
    await second.goto(`${site.url}/en/message-record?isEmail=0&m_no=${mNo}`);
    await islandsLive(second);
    await second.getByLabel('E-mail address').fill(victim);
    await second.getByRole('button', { name: 'Look up', exact: true }).click();
    const record = second.locator('.enquiry-record');
    await record.waitFor();
    expect(await record.locator('.enquiry-record__number').textContent()).toBe(mNo);
    await second.screenshot({ path: path.join(screenshotDir, 'desk-denial-lookup-360.png') });
    await phone.close();
  });
});
