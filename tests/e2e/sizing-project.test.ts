import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../helpers/smtp.js';
import { CONTACT_FORM_WORDS, fillContact, sendWithCode } from './contactForm.js';
import {
  CONSOLE_ADMIN,
  closeSuite,
  islandsLive,
  LOCALE,
  newVisitor,
  openHydrated,
  openSuite,
  signIn,
  type RunningSite,
} from './server.js';

/**
 * A sizing project in the browser: three tags with their tag numbers, saved behind a link, opened
 * in a fresh browser, two candidate valves compared, downloaded and opened again as a file, and
 * sent as a quotation that staff see in the console tag by tag. English at 1440 px, Chinese at 360.
 */

/** Screenshots to look at, kept out of the repository. */
const SHOTS = '/tmp/s42b-shots';

const L = {
  en: {
    width: 1440,
    projectName: 'Boiler house retrofit',
    add: 'Add tag',
    copy: 'Copy of this tag',
    empty: 'Empty tag',
    save: 'Save project',
    saved: 'Saved as a new project. Anyone with this link can open and change it:',
    savedAgain: 'Saved. Anyone with this link can open and change the project:',
    services: ['Boiler feedwater control', 'Feedwater bypass', 'Deaerator level'],
    candidate: (n: number) => `Candidate ${n}`,
    travelMax: 'Travel · Maximum',
    noiseMax: 'Noise · Maximum',
    velocityMax: 'Outlet velocity · Maximum',
    opened: 'Opened Boiler house retrofit: 3 tags. Save it to get a link.',
    notProject: 'This file is not a sizing project of this page.',
    chip: 'Project “Boiler house retrofit”, 3 tags',
    consoleTitle: 'Sizing project “Boiler house retrofit”: 3 tags',
    maximum: 'Maximum',
    ...CONTACT_FORM_WORDS.en,
  },
  zh: {
    width: 360,
    projectName: '锅炉房改造',
    add: '添加位号',
    copy: '复制当前位号',
    empty: '空白位号',
    save: '保存项目',
    saved: '已另存为新项目。持有此链接的任何人都可以打开和修改：',
    savedAgain: '已保存。持有此链接的任何人都可以打开和修改本项目：',
    services: ['锅炉给水调节', '给水旁路', '除氧器液位'],
    candidate: (n: number) => `候选 ${n}`,
    travelMax: '开度 · 最大',
    noiseMax: '噪声 · 最大',
    velocityMax: '出口流速 · 最大',
    opened: '已打开 锅炉房改造：共 3 个位号。保存后即可获得链接。',
    notProject: '该文件不是本页面的选型项目。',
    chip: '项目“锅炉房改造”，共 3 个位号',
    consoleTitle: '选型项目“锅炉房改造”：共 3 个位号',
    maximum: '最大',
    ...CONTACT_FORM_WORDS.zh,
  },
} as const;

const TAGS = [
  { number: 'FV-101', line: '4"-BFW-1001' },
  { number: 'FV-102', line: '4"-BFW-1002' },
  { number: 'LV-201', line: '3"-DA-2001' },
] as const;

async function ready(page: Page) {
  await islandsLive(page);
  await page.locator('[data-testid=sizing-app][data-ready]').waitFor();
}

/** The tag buttons' names, in the project's order. */
const tagNames = (page: Page) => page.getByTestId('sizing-project-tags').getByRole('button').allInnerTexts();

async function fillTag(page: Page, tag: { number: string; line: string }, service: string) {
  await page.locator('#sizing-tag-number').fill(tag.number);
  await page.locator('#sizing-tag-service').fill(service);
  await page.locator('#sizing-tag-line').fill(tag.line);
}

describe('a sizing project of three tags, saved, reopened, compared and sent, in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let smtp: TestSmtp;
  const sent: Partial<Record<'en' | 'zh', string>> = {};

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ site, browser, smtp } = await openSuite({ console: true, smtp: true }));
  });
  afterAll(() => closeSuite({ site, browser, smtp }));

  const shot = (target: Page | Locator, name: string) =>
    target.screenshot({
      path: path.join(SHOTS, `${name}.png`),
      ...('goto' in target ? { fullPage: true } : {}),
    });

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] three tags → saved link → fresh browser → compare → file → quotation`, async () => {
      const l = L[lang];
      const viewport = { width: l.width, height: 900 };
      const { context, page } = await openHydrated(
        browser,
        `${site.url}/${lang}/sizing`,
        LOCALE[lang],
        viewport,
      );
      await ready(page);

      // Tag 1: the page's water case, named.
      await page.locator('#sizing-project-name').fill(l.projectName);
      await fillTag(page, TAGS[0], l.services[0]);
      // Tag 2: a copy of it, a smaller normal flow.
      await page.getByText(l.add, { exact: true }).click();
      await page.getByRole('button', { name: l.copy }).click();
      expect(await page.locator('#sizing-tag-number').inputValue()).toBe('');
      expect(await page.locator('#sizing-tag-service').inputValue()).toBe(l.services[0]);
      await fillTag(page, TAGS[1], l.services[1]);
      await page.locator('#sizing-normal-flow').fill('45');
      // Tag 3: from empty.
      await page.getByText(l.add, { exact: true }).click();
      await page.getByRole('button', { name: l.empty }).click();
      expect(await page.locator('#sizing-tag-service').inputValue()).toBe('');
      await fillTag(page, TAGS[2], l.services[2]);
      await expect.poll(() => tagNames(page)).toEqual(TAGS.map((t) => t.number));
      // Back to tag 2: its own figures.
      await page.getByTestId('sizing-project-tags').getByRole('button', { name: 'FV-102' }).click();
      expect(await page.locator('#sizing-tag-number').inputValue()).toBe('FV-102');
      expect(await page.locator('#sizing-normal-flow').inputValue()).toBe('45');

      await page.getByTestId('sizing-project-save').click();
      const status = page.getByTestId('sizing-project-status');
      await status.getByText(l.saved).waitFor();
      const link = (await page.getByTestId('sizing-project-link').getAttribute('href'))!;
      expect(link).toMatch(/\/sizing\?p=[\w-]{42}$/);
      expect(page.url()).toContain(link.split('?')[1]);
      await shot(page, `page-three-tags-${lang}-${l.width}`);
      await shot(page.getByTestId('sizing-project'), `project-bar-${lang}-${l.width}`);
      await shot(page.locator('.sizing-tag'), `tag-fields-${lang}-${l.width}`);
      await context.close();

      // A colleague's fresh browser opens the link: the three tags, the first one on the page.
      const colleague = await openHydrated(
        browser,
        link.replace(/^https?:\/\/[^/]+/, site.url).replace('/sizing', `/${lang}/sizing`),
        LOCALE[lang],
        viewport,
      );
      const other = colleague.page;
      await ready(other);
      expect(await tagNames(other)).toEqual(TAGS.map((t) => t.number));
      expect(await other.locator('#sizing-project-name').inputValue()).toBe(l.projectName);
      expect(await other.locator('#sizing-tag-number').inputValue()).toBe('FV-101');
      await other.getByTestId('sizing-project-tags').getByRole('button', { name: 'FV-102' }).click();
      expect(await other.locator('#sizing-tag-line').inputValue()).toBe(TAGS[1].line);
      expect(await other.locator('#sizing-normal-flow').inputValue()).toBe('45');

      // Two candidates of the selection side by side for this tag.
      const compare = other.getByTestId('sizing-compare');
      await compare.waitFor();
      const options = compare.getByLabel(l.candidate(1)).locator('option');
      await expect.poll(() => options.count()).toBeGreaterThan(2);
      const values = await options.evaluateAll((list) =>
        list.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
      );
      await compare.getByLabel(l.candidate(1)).selectOption(values[0]!);
      await compare.getByLabel(l.candidate(2)).selectOption(values[1]!);
      const table = compare.getByTestId('sizing-compare-table');
      await expect.poll(() => table.locator('thead th[data-candidate]').count()).toBe(2);
      for (const [row, pattern] of [
        ['travel-max', /^\d+ %$/],
        ['noise-max', /dB\(A\)/],
        ['velocity-max', /^[\d.]+ m\/s$/],
      ] as const) {
        const cells = await table.locator(`tr[data-row=${row}] td`).allInnerTexts();
        expect(cells).toHaveLength(2);
        for (const cell of cells) expect(cell).toMatch(pattern);
      }
      expect(await table.locator('tr[data-row=travel-max] th').innerText()).toBe(l.travelMax);
      expect(await table.locator('tr[data-row=noise-max] th').innerText()).toBe(l.noiseMax);
      expect(await table.locator('tr[data-row=velocity-max] th').innerText()).toBe(l.velocityMax);
      // The larger candidate opens less for the same maximum flow.
      const travel = (await table.locator('tr[data-row=travel-max] td').allInnerTexts()).map((t) =>
        parseInt(t),
      );
      const sizes = values.slice(0, 2).map((v) => Number(v.split('-')[1]));
      if (sizes[0] !== sizes[1])
        expect(sizes[0]! < sizes[1]! ? travel[0]! > travel[1]! : travel[0]! < travel[1]!).toBe(true);
      await shot(compare, `compare-${lang}-${l.width}`);

      // Saved again from the link: the same project, one tag changed.
      await other.locator('#sizing-tag-service').fill(`${l.services[1]} (B)`);
      await other.getByTestId('sizing-project-save').click();
      await other.getByTestId('sizing-project-status').getByText(l.savedAgain).waitFor();
      expect(await other.getByTestId('sizing-project-link').getAttribute('href')).toBe(link);

      // Downloaded as a file, and opened again from it in another page.
      const [download] = await Promise.all([
        other.waitForEvent('download'),
        other.getByRole('button', { name: lang === 'en' ? 'Download file' : '下载文件' }).click(),
      ]);
      const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
        format: string;
        version: number;
        name: string;
        tags: { form: { tag: { number: string; service: string } } }[];
      };
      expect(file).toMatchObject({ format: 'maple-river-sizing-project', version: 1, name: l.projectName });
      expect(file.tags.map((t) => t.form.tag.number)).toEqual(TAGS.map((t) => t.number));
      expect(file.tags[1]!.form.tag.service).toBe(`${l.services[1]} (B)`);
      const fresh = await openHydrated(browser, `${site.url}/${lang}/sizing`, LOCALE[lang], viewport);
      await ready(fresh.page);
      const input = fresh.page.getByTestId('sizing-project-file');
      await input.setInputFiles({
        name: 'other.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"tags": 3}'),
      });
      await fresh.page.getByTestId('sizing-project-status').getByText(l.notProject).waitFor();
      await input.setInputFiles(await download.path());
      await fresh.page.getByTestId('sizing-project-status').getByText(l.opened).waitFor();
      expect(await tagNames(fresh.page)).toEqual(TAGS.map((t) => t.number));
      expect(await fresh.page.locator('#sizing-tag-number').inputValue()).toBe('FV-101');
      await fresh.context.close();

      // Sent as a quotation: the form's chip names the project.
      await other.getByTestId('sizing-enquire').click();
      await other.waitForURL(/\/callMe\?.*project=[\w-]{42}/);
      await islandsLive(other);
      const form = other.locator('#contact-form');
      const chip = form.getByTestId('enquiry-sizing');
      await chip.waitFor();
      expect(await chip.textContent()).toContain(l.chip);
      const email = `project-${lang}.${Date.now()}@plant.example`;
      await fillContact(form, l, email, 'Please quote the three valves of this project.');
      const { mNo } = await sendWithCode(other, form, smtp, { l, lang, email });
      sent[lang] = mNo;
      await colleague.context.close();
    });
  }

  it('the console shows the project on the enquiry, each tag with its sizing', async () => {
    expect(sent.en && sent.zh).toBeTruthy();
    for (const [lang, width] of [
      ['en', 1440],
      ['zh', 1024],
    ] as const) {
      const l = L[lang];
      const context = await newVisitor(browser, LOCALE[lang], { width, height: 900 });
      const page = await context.newPage();
      await signIn(page, site.url, CONSOLE_ADMIN);
      await page.goto(`${site.url}/admin/enquiries`);
      const row = page.locator('tr', { hasText: sent[lang]! });
      await row.waitFor();
      await row.click();
      const project = page.getByTestId('enquiry-sizing-project');
      await project.waitFor();
      expect(await project.getByRole('heading', { level: 2 }).first().innerText()).toBe(l.consoleTitle);
      const tags = project.getByTestId('enquiry-sizing-project-tag');
      expect(await tags.count()).toBe(3);
      const headings = await tags.locator('h2').allInnerTexts();
      expect(headings).toEqual([
        `FV-101 · ${l.services[0]} · ${TAGS[0].line}`,
        `FV-102 · ${l.services[1]} (B) · ${TAGS[1].line}`,
        `LV-201 · ${l.services[2]} · ${TAGS[2].line}`,
      ]);
      // Each tag's sizing summary: its cases with the required Kv.
      for (let i = 0; i < 3; i++) expect(await tags.nth(i).textContent()).toContain(l.maximum);
      await project.scrollIntoViewIfNeeded();
      await shot(project, `console-project-${lang}-${width}`);
      await context.close();
    }
  });
});
