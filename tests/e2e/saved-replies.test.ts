import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../helpers/smtp.js';
import { closeSuite, openSuite, type RunningSite, screenshotDir, signedInAdmin } from './server.js';
import { mailedCode, postEnquiry } from './contactForm.js';

const LAPTOP = { width: 1440, height: 900 };
const BUYER = 'saved.replies.buyer@example.com';
const TITLE = 'Quotation on its way';
const BODY_EN =
  'Dear {name},\n\nthank you for your enquiry {case} about {product}.\n\nKind regards,\n{staff}';
const BODY_ZH =
  '{name}，您好：\n\n感谢您关于 {product} 的留言（{case}），报价将于两个工作日内发出。\n\n{staff}';

describe('saved replies: kept in the console, filled in the reply box, mailed', () => {
  let site: RunningSite;
  let smtp: TestSmtp;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    ({ site, browser, smtp } = await openSuite({ console: true, smtp: true }));
  });
  afterAll(() => closeSuite({ site, browser, smtp }));

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `saved-replies-${name}.png`), fullPage: true });

  const consoleIn = (locale: string) =>
    signedInAdmin(browser, problems, site.url, {
      locale,
      viewport: LAPTOP,
      ready: '[data-testid=count-unread]',
    });

  it('an admin writes a saved reply in both languages in the console', async () => {
    const { context, page } = await consoleIn('en-US');
    await page.getByRole('menuitem', { name: 'Saved replies' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel('Title').fill(TITLE);
    // A field the console cannot fill is refused at the field.
    await page.getByLabel('Text in English').fill('Dear {nmae}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The console cannot fill {nmae}', { exact: false }).waitFor();
    // That refusal was the point: not a problem of the page.
    problems.splice(
      0,
      problems.length,
      ...problems.filter((p) => !/^400 POST .*\/admin\/api\/saved_replies$/.test(p)),
    );
    await page.getByLabel('Text in English').fill(BODY_EN);
    await page.getByLabel('Text in Chinese').fill(BODY_ZH);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('tr', { hasText: TITLE }).waitFor();
    await shot(page, 'list-en');
    await context.close();
  });

  it('a member answers a Chinese enquiry with it: filled in Chinese, edited, and the visitor’s mail carries it', async () => {
    const product = (
      (await (await fetch(`${site.url}/api/product/ProductList?limit=1`)).json()) as {
        data: { list: { id: number; no: string }[] };
      }
    ).data.list[0]!;
    const { code } = await mailedCode(site.url, smtp, BUYER);
    const sent = (await (
      await postEnquiry(
        site.url,
        {
          type_id: 13,
          email: BUYER,
          email_code: code,
          name: '陈工',
          company_name: '东江化工',
          phone: '+86 20 5555 0123',
          content: '请报价两台调节阀。',
          items: [{ kind: 'product', id: product.id }],
        },
        'zh',
      )
    ).json()) as { code: number; data: string };
    expect(sent, sent.data).toMatchObject({ code: 1 });
    const caseNumber = sent.data;

    const { context, page } = await consoleIn('zh-CN');
    await page.goto(`${site.url}/admin/enquiries`);
    await page.locator('tr', { hasText: caseNumber }).click();
    await page.getByTestId('case-number').waitFor();
    await page.locator('#saved-reply').click();
    await page.getByRole('option', { name: TITLE }).click();
    const reply = page.locator('#reply');
    const filled = await reply.innerText();
    expect(filled).toContain('陈工，您好');
    expect(filled).toContain(caseNumber);
    expect(filled).toContain(product.no);
    // The model once: the product's title starts with it.
    expect(filled.split(product.no)).toHaveLength(2);
    expect(filled).not.toMatch(/\{(name|case|product|staff)\}/);
    // The member goes on writing after the inserted text.
    await reply.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n附：阀体材质请确认为 WCB。');
    await shot(page, 'reply-box-zh');

    const mailsBefore = smtp.inbox.length;
    await page.getByRole('button', { name: '发送回复' }).click();
    await page.locator('[data-author=staff]', { hasText: '附：阀体材质请确认为 WCB。' }).waitFor();
    const mail = await smtp.waitFor(BUYER, (m) => (m.text ?? '').includes('陈工，您好'), mailsBefore);
    expect(mail.text).toContain(caseNumber);
    expect(mail.text).toContain('附：阀体材质请确认为 WCB。');
    await context.close();
    expect(problems).toEqual([]);
  });
});
