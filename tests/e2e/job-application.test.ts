import { inLanguage } from '#contract/words.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '#contract/constants.js';
import { MESSAGES } from '#contract/messages.js';
import { staffCookie } from '#scripts/site-process.mjs';
import { jobCopy } from '#app/i18n/pages/job.js';
import { fill } from '#app/lib/copy.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { closeSuite, newVisitor, openSuite, screenshotDir, type Suite, islandsLive } from './server.js';

/**
 * A job seeker in Chromium: from the list of open positions to a job's own page, applying with a
 * CV, the e-mailed code, and the application in the staff inbox; and a job past its last day.
 */

type Lang = 'en' | 'zh';
type Json = Record<string, unknown>;
const ADMIN = { email: 'jobs.admin@mapleriver-controls.example', password: 'Job-postings-2026' };
const HR = 'hr-desk@mapleriver-controls.example';

describe('job pages and applications in Chromium with real mail', () => {
  let suite: Suite & { smtp: TestSmtp };
  let files: string;
  let cookie: string;
  let n = 0;

  beforeAll(async () => {
    suite = await openSuite({
      smtp: true,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, STAFF_NOTIFY_EMAIL: HR },
    });
    cookie = await staffCookie(suite.site.url, ADMIN);
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-cv-'));
    fs.writeFileSync(path.join(files, 'cv.pdf'), '%PDF-1.4\n% Curriculum vitae\n%%EOF\n');
    fs.writeFileSync(path.join(files, 'cv.txt'), 'A CV in plain text\n');
  });
  afterAll(async () => {
    await closeSuite(suite ?? {});
    if (files) fs.rmSync(files, { recursive: true, force: true });
  });

  const staffApi = async (url: string, init: RequestInit = {}) =>
    fetch(`${suite.site.url}/admin/api${url}`, {
      ...init,
      headers: { 'content-type': 'application/json', origin: suite.site.url, cookie },
    });

  async function firstJob(): Promise<Json> {
    const answer = (await (await fetch(`${suite.site.url}/api/recruiting/index`)).json()) as {
      data: { list: Json[] };
    };
    return answer.data.list[0]!;
  }

  async function open(lang: Lang, url: string, width = 1440): Promise<Page> {
    const context = await newVisitor(suite.browser, lang === 'zh' ? 'zh-CN' : 'en-US', {
      width,
      height: 900,
    });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}${url}`);
    await islandsLive(page);
    return page;
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] opens a job from the list, applies with a CV after the mailed code, and lands in the staff inbox`, async () => {
      const copy = inLanguage(jobCopy, lang);
      const job = await firstJob();
      const name = String(lang === 'en' ? job.en_name : job.name);
      // English on a desktop, Chinese on a phone.
      const page = await open(lang, `/${lang}/joinIn`, lang === 'en' ? 1440 : 360);
      // The list links each position to its own page.
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**/${lang}/joinIn/${String(job.id)}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const form = page.getByRole('form', { name: copy.apply.label });
      // A visitor scrolls down to the form (on a phone it is below the job): in view, it gets ready.
      await form.scrollIntoViewIfNeeded();

      // Sent empty: every required field says what it needs, in the page language.
      await form.getByRole('button', { name: copy.apply.submit }).click();
      await form.getByText(MESSAGES.nameRequired[lang]).waitFor();
      await form.getByText(MESSAGES.cvRequired[lang]).waitFor();

      const email = `applicant${++n}.${Date.now()}@mail.example`;
      await form.getByLabel(copy.apply.name).fill('Amara Okafor');
      await form.getByLabel(copy.apply.email).fill(email);
      await form.getByLabel(copy.apply.phone).fill('+234 1 555 0100');
      await form.getByLabel(copy.apply.message).fill('Eight years of valve commissioning in Lagos.');
      // A text file is no CV: refused before any upload.
      await form.getByLabel(copy.apply.cv).setInputFiles(path.join(files, 'cv.txt'));
      await form.getByText(MESSAGES.cvFormat[lang]).waitFor();
      await form.getByLabel(copy.apply.cv).setInputFiles(path.join(files, 'cv.pdf'));
      await form.getByText(copy.apply.cvUploaded).waitFor();
      await page.screenshot({
        path: path.join(screenshotDir, `job-application-${lang}-filled.png`),
        fullPage: true,
      });

      // A person takes longer than the minimum fill time; the robot waits that long.
      await page.waitForTimeout(MIN_FILL_MS + 200);
      const before = suite.smtp.inbox.length;
      await form.getByRole('button', { name: copy.apply.submit }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(MESSAGES.codeSent[lang]).waitFor();
      const code = await suite.smtp.codeFor(email, before);
      await dialog.getByRole('textbox').fill(code);
      await dialog.getByRole('button', { name: lang === 'en' ? 'Confirm and send' : '确认并提交' }).click();

      const number = page.getByTestId('case-number');
      // The case number, or the dialog's refusal (which then fails the test with its words).
      await number.or(dialog.locator('.is-error')).waitFor();
      if (await dialog.locator('.is-error').count())
        expect.fail(`refused: ${(await dialog.locator('.is-error').textContent()) ?? ''}`);
      const mNo = (await number.textContent())!.trim();
      expect(mNo).toMatch(/^MR\d{6}-[A-Z0-9]{6}$/);
      await page.getByRole('heading', { name: copy.apply.doneTitle }).waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `job-application-${lang}-sent.png`) });

      // The confirmation reaches the applicant, the notification the staff desk.
      await suite.smtp.waitFor(email, (m) => (m.text ?? '').includes(mNo), before);
      const staffMail = await suite.smtp.waitFor(HR, (m) => (m.text ?? '').includes(mNo), before);
      expect(staffMail.text).toContain(name);

      // In the staff inbox: an application for this job, with the CV attached.
      const list = (await (
        await staffApi(`/enquiries?filter=${encodeURIComponent(JSON.stringify({ m_no: mNo }))}`)
      ).json()) as Json[];
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ kind: 'application', job_id: job.id, email, name: 'Amara Okafor' });
      const one = (await (await staffApi(`/enquiries/${String(list[0]!.id)}`)).json()) as {
        attachments: { name: string; url: string }[];
      };
      expect(one.attachments.map((a) => a.name)).toEqual(['cv.pdf']);
      const cv = await fetch(`${suite.site.url}${one.attachments[0]!.url}`, { headers: { cookie } });
      expect(cv.status).toBe(200);
      expect(await cv.text()).toContain('Curriculum vitae');
      await page.context().close();
    });
  }

  it('lays the job page and its CV picker out on a desktop and a phone in both languages', async () => {
    const job = await firstJob();
    for (const lang of ['en', 'zh'] as const)
      for (const width of [1440, 360]) {
        const page = await open(lang, `/${lang}/joinIn/${String(job.id)}`, width);
        const copy = inLanguage(jobCopy, lang).apply;
        const form = page.getByRole('form', { name: copy.label });
        await form.waitFor();
        // The CV is chosen with the page's own button, in its language, not the browser's.
        const picker = form.locator('.enquiry-attach');
        await picker.getByText(copy.cvChoose, { exact: true }).waitFor();
        await picker.getByText(copy.cvHint).waitFor();
        await form.locator('input[type=file]').setInputFiles(path.join(files, 'cv.pdf'));
        // The chosen file: its name, its size, uploaded; the button offers another one.
        const chosen = form.locator('.enquiry-files li.is-done');
        await chosen.waitFor();
        expect(await chosen.locator('.enquiry-files__name').textContent()).toBe('cv.pdf');
        expect(await chosen.locator('.enquiry-files__meta').textContent()).toBe(`1 KB · ${copy.cvUploaded}`);
        await picker.getByText(copy.cvReplace, { exact: true }).waitFor();
        // The form fits the screen: no field runs past its right edge, nothing widens the page.
        const box = await form.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: path.join(screenshotDir, `job-page-${lang}-${width}.png`),
          fullPage: true,
        });
        // Removed, the file is gone and the picker asks for one again.
        await form.getByRole('button', { name: fill(copy.cvRemove, { name: 'cv.pdf' }) }).click();
        await chosen.waitFor({ state: 'detached' });
        await picker.getByText(copy.cvChoose, { exact: true }).waitFor();
        await page.context().close();
      }
  });

  it('says a job past its last day is no longer open, offers no form, and the API refuses it', async () => {
    const created = await staffApi('/jobs', {
      method: 'POST',
      body: JSON.stringify({
        name: '夜班质检员',
        en_name: 'Night-shift inspector',
        place: '常州',
        en_place: 'Changzhou',
        content: '<p>检验阀体铸件。</p>',
        en_content: '<p>Inspects valve body castings.</p>',
        valid_through: '2025-01-31',
      }),
    });
    expect(created.status).toBe(201);
    const job = (await created.json()) as Json;
    for (const lang of ['en', 'zh'] as const) {
      const copy = inLanguage(jobCopy, lang);
      const page = await open(lang, `/${lang}/joinIn/${String(job.id)}`, 360);
      await page.getByRole('heading', { name: copy.closedTitle }).waitFor();
      expect(await page.getByRole('form', { name: copy.apply.label }).count()).toBe(0);
      expect(await page.locator('script[type="application/ld+json"]:has-text("JobPosting")').count()).toBe(0);
      expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, follow');
      await page.screenshot({ path: path.join(screenshotDir, `job-closed-${lang}-360.png`), fullPage: true });
      await page.context().close();
    }
    const refused = await fetch(`${suite.site.url}/api/recruiting/apply?lang=zh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        job_id: job.id,
        name: 'Late Applicant',
        email: 'late@mail.example',
        phone: '+1 555 0100',
        cv: { name: 'cv.pdf', url: '/uploads/files/2026-01/abc.pdf' },
      }),
    });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ code: 0, msg: MESSAGES.jobClosed.zh });
  });
});
