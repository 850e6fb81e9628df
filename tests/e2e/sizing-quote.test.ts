import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdfText.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { COOLING_WATER } from '../helpers/sizing.js';
import { CONTACT_FORM_WORDS, fillContact, sendWithCode } from './contactForm.js';
import {
  CONSOLE_ADMIN,
  closeSuite,
  demoProducts,
  LOCALE,
  newVisitor,
  openHydrated,
  openSuite,
  screenshotDir,
  signIn,
  type RunningSite,
  islandsLive,
} from './server.js';

/**
 * From a product page to a quotation that carries the sizing: "Size this valve", a
 * water case, the product ranked with its travel, the data sheet, "Request a quotation for this
 * valve", the form's Sizing chip, the mails, the look-up, and the console's enquiry and export.
 */

const STAFF = 'sales@mapleriver.example';

const L = {
  en: {
    size: 'Size this valve',
    request: 'Request a quotation for this valve',
    sizing: 'Sizing',
    ...CONTACT_FORM_WORDS.en,
    water: 'Water',
    sheetFlow: /Flow\s+m³\/h\s+22\s+62\s+92/,
    mailFlow: /Flow \(m³\/h\): Minimum 22, Normal 62, Maximum 92/,
  },
  zh: {
    size: '为此阀门选型',
    request: '为此阀门询价',
    sizing: '选型计算',
    ...CONTACT_FORM_WORDS.zh,
    water: '水',
    sheetFlow: /流量\s+m³\/h\s+22\s+62\s+92/,
    mailFlow: /流量 \(m³\/h\)：最小 22, 正常 62, 最大 92/,
  },
} as const;

async function hydrated(page: Page) {
  await islandsLive(page);
  if (await page.getByTestId('sizing-app').count())
    await page.locator('[data-testid=sizing-app][data-ready]').waitFor();
}

describe('a quotation with the sizing attached, in Chromium with real mail', () => {
  let site: RunningSite;
  let browser: Browser;
  let smtp: TestSmtp;
  let product: { id: number; cate_id: number; no: string };
  const sent: Partial<Record<'en' | 'zh', string>> = {};

  beforeAll(async () => {
    ({ site, browser, smtp } = await openSuite({
      console: true,
      smtp: true,
      env: { STAFF_NOTIFY_EMAIL: STAFF },
    }));
    // MR-GV300, a globe valve whose flow table has the sizes the page's water case needs.
    product = (await demoProducts<typeof product>(site, 50)).find((p) => p.no === 'MR-GV300')!;
    expect(product).toBeTruthy();
  });
  afterAll(() => closeSuite({ site, browser, smtp }));

  const shot = (target: Page | Locator, name: string) =>
    target.screenshot({ path: path.join(screenshotDir, `sizing-quote-${name}.png`) });

  /** The console in a browser of `lang` at `width`, CONSOLE_ADMIN signed in. */
  async function consoleAt(lang: 'en' | 'zh', width: number) {
    const context = await newVisitor(browser, LOCALE[lang], { width, height: 900 });
    const page = await context.newPage();
    await signIn(page, site.url, CONSOLE_ADMIN);
    return { context, page };
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] product page → sizing → data sheet → quotation with the sizing → mails → look-up`, async () => {
      const l = L[lang];
      // A product page has no sizing app: its hydration is all `hydrated` would wait for.
      const { context, page } = await openHydrated(
        browser,
        `${site.url}/${lang}/prod_details?id=${product.cate_id}&sonId=${product.id}`,
        LOCALE[lang],
        { width: 1440, height: 900 },
      );
      await page.getByRole('link', { name: l.size }).click();
      await page.waitForURL(/\/sizing\?product=\d+/);
      await hydrated(page);
      // The page's first case is water at 20 / 60 / 90 m³/h: the visitor's flows are 22 / 62 / 92.
      for (const [name, flow] of [
        ['min', '22'],
        ['normal', '62'],
        ['max', '92'],
      ] as const) {
        const input = page.locator(`#sizing-${name}-flow`);
        await input.fill(flow);
        await input.blur();
      }
      await page.waitForURL(/\?s=/);
      const rows = page.locator('[data-testid=sizing-selection] tr[data-candidate]');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      const first = rows.first();
      expect(await first.locator('th').innerText()).toContain(product.no);
      for (const name of ['min', 'normal', 'max'])
        expect(await first.locator(`td[data-case=${name}]`).innerText()).toMatch(/^\d+ %$/);
      const chosen = await first.getAttribute('data-candidate');
      const dn = chosen!.split('-')[1];

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('sizing-sheet-link').click(),
      ]);
      const { text: sheet } = await pdfText(fs.readFileSync(await download.path()));
      expect(sheet).toContain(product.no);
      expect(sheet).toMatch(l.sheetFlow);

      await page.getByRole('link', { name: l.request }).click();
      await page.waitForURL(/\/callMe\?product=\d+&sizing=/);
      await hydrated(page);
      const form = page.locator('#contact-form');
      expect(await form.getByTestId('enquiry-about').textContent()).toContain(product.no);
      const chip = form.getByTestId('enquiry-sizing');
      const chipText = (await chip.textContent()) ?? '';
      expect(chipText).toContain(l.sizing);
      expect(chipText).toContain(`${l.water} · 22 / 62 / 92 m³/h · ${product.no} DN ${dn}`);
      // The quotation's fields start from the sizing, in its units.
      const quote = (name: string) => form.locator(`[name=quote_${name}]`).inputValue();
      expect(await quote('medium')).toBe(l.water);
      expect(await quote('dn')).toBe(`DN ${dn}`);
      expect(await quote('temperature')).toBe('20 °C');
      expect(await quote('flow')).toBe('22 / 62 / 92 m³/h');

      const email = `sized-${lang}.${Date.now()}@plant.example`;
      await fillContact(form, l, email, 'Please quote this valve, 4 pieces.');
      await shot(form.locator('form'), `form-${lang}-1440`);
      await page.setViewportSize({ width: 360, height: 780 });
      await shot(form.locator('form'), `form-${lang}-360`);
      await page.setViewportSize({ width: 1440, height: 900 });

      const { mNo, before } = await sendWithCode(page, form, smtp, { l, lang, email });
      sent[lang] = mNo;

      const confirmation = await smtp.waitFor(email, (m) => (m.subject ?? '').includes(mNo), before);
      expect(confirmation.text).toMatch(l.mailFlow);
      expect(confirmation.text).toContain(`${product.no} DN ${dn}`);
      const staff = await smtp.waitFor(STAFF, (m) => (m.text ?? '').includes(mNo), before);
      expect(staff.text).toMatch(L.en.mailFlow);
      expect(staff.text).toContain(`${product.no} DN ${dn}`);

      await page.getByRole('link', { name: l.follow }).click();
      await page.waitForURL(`**/${lang}/message-record?isEmail=0&m_no=${mNo}`);
      const record = page.getByTestId('enquiry-record-sizing');
      await record.waitFor();
      expect(await record.textContent()).toContain(`${product.no} DN ${dn}`);
      await shot(record, `lookup-${lang}-1440`);
      await page.setViewportSize({ width: 360, height: 780 });
      await shot(record, `lookup-${lang}-360`);
      await context.close();
    });
  }

  it('the console shows the sizing on the enquiry page, its data sheet and the export', async () => {
    expect(sent.en && sent.zh).toBeTruthy();
    for (const [lang, width] of [
      ['en', 1440],
      ['zh', 1024],
      ['zh', 360],
    ] as const) {
      const { context, page } = await consoleAt(lang, width);
      await page.goto(`${site.url}/admin/enquiries`);
      const row = page.locator('tr', { hasText: sent[lang]! });
      await row.waitFor();
      await row.click();
      const sizing = page.getByTestId('enquiry-sizing');
      await sizing.waitFor();
      expect(await sizing.textContent()).toContain(product.no);
      expect(await sizing.textContent()).toContain(lang === 'en' ? 'Maximum' : '最大');
      // The regime of each case and the warnings per case, in the staff member's language.
      const regime = sizing.locator('tr', { hasText: lang === 'en' ? 'Flow regime' : '流动状态' });
      expect(await regime.textContent()).toMatch(lang === 'en' ? /Turbulent|Choked/ : /紊流|阻塞流/);
      expect(await sizing.textContent()).toContain(lang === 'en' ? 'Warnings per case' : '各工况警告');
      await shot(sizing, `console-${lang}-${width}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        sizing.getByTestId('enquiry-sizing-sheet').click(),
      ]);
      const { text } = await pdfText(fs.readFileSync(await download.path()));
      expect(text).toContain(product.no);

      const exported = await context.request.get(
        `${site.url}/admin/api/enquiries/export?format=xlsx&lang=en&filter=${encodeURIComponent(JSON.stringify({ m_no: sent[lang] }))}`,
      );
      expect(exported.status()).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(await exported.body()).buffer);
      const sheet = workbook.worksheets[0]!;
      const header = sheet.getRow(1).values as unknown[];
      expect(sheet.getRow(2).getCell(header.indexOf('Sizing: medium')).value).toBe('Water');
      expect(String(sheet.getRow(2).getCell(header.indexOf('Sizing: chosen valve')).value)).toMatch(
        new RegExp(`^${product.no} DN \\d+$`),
      );
      await context.close();
    }
  });

  it('staff edit the flow table in the console, cell by cell and by pasting rows, and the selection follows', async () => {
    /** The size the selection ranks first for cooling water (12 / 30 / 45 m³/h, 7 → 5 bar), and its travel at normal flow. */
    async function firstFit() {
      const answer = await fetch(`${site.url}/api/sizing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...COOLING_WATER,
          select: true,
          productId: product.id,
        }),
      });
      const { data } = (await answer.json()) as {
        data: { selection: { fitting: { dn: number; travel: { name: string; travel: number }[] }[] } };
      };
      const first = data.selection.fitting[0]!;
      return { dn: first.dn, travel: first.travel.find((c) => c.name === 'normal')!.travel };
    }
    for (const [lang, width] of [
      ['zh', 360],
      ['en', 1440],
    ] as const) {
      const before = lang === 'en' ? await firstFit() : null;
      const { context, page } = await consoleAt(lang, width);
      await page.goto(`${site.url}/admin/products/${product.id}`);
      const editor = page.getByTestId('flow-table-editor');
      await editor.waitFor();
      const rows = editor.locator('tbody tr');
      const count = await rows.count();
      expect(count).toBeGreaterThan(3);
      // Rows pasted from a spreadsheet, with a header: the bad cell is named, in the console's language.
      await editor.getByRole('button', { name: lang === 'zh' ? '粘贴行' : 'Paste rows' }).click();
      await page.getByTestId('flow-table-paste').fill('DN\tNPS\tKv\n9000\t360\tabout 5000');
      await page.getByRole('button', { name: lang === 'zh' ? '添加这些行' : 'Add the rows' }).click();
      await expect.poll(() => rows.count()).toBe(count + 1);
      await editor
        .getByText(
          lang === 'zh'
            ? `第 ${count + 1} 行，额定 Kv必须为数字。`
            : `Row ${count + 1}, rated Kv must be a number.`,
        )
        .waitFor();
      await shot(editor, `flow-table-${lang}-${width}`);
      await editor
        .getByRole('button', { name: lang === 'zh' ? `删除第 ${count + 1} 行` : `Remove row ${count + 1}` })
        .click();
      await expect.poll(() => page.getByTestId('flow-table-problems').count()).toBe(0);
      if (lang === 'en') {
        // Staff double the rated Kv of the size ranked first: it then opens less at normal flow.
        const dns = await editor
          .locator('[data-cell$=".dn"]')
          .evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)));
        const row = dns.indexOf(before!.dn) + 1;
        const kv = editor.locator(`[data-cell="${row}.Kv"]`);
        const rated = Number(await kv.inputValue());
        await kv.fill(String(rated * 2));
        // A published product's edit is a draft until it is published.
        await page.getByRole('button', { name: 'Publish changes' }).click();
        await page.locator('.MuiSnackbar-root').getByText('Published', { exact: true }).waitFor();
        const stored = (await (
          await fetch(`${site.url}/admin/api/products/${product.id}`, {
            headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
          })
        ).json()) as { flow_sizes: { dn: number; Kv: number }[] };
        expect(stored.flow_sizes.find((s) => s.dn === before!.dn)?.Kv).toBe(rated * 2);
        const after = await firstFit();
        // The same size now opens less for the same flow, or a smaller size is ranked first.
        expect(after.dn === before!.dn ? after.travel : 0).toBeLessThan(before!.travel);
      }
      await context.close();
    }
  });
});
