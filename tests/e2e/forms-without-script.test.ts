import { inLanguage } from '#contract/words.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.js';
import { contentCopy } from '#app/i18n/pages/content.js';
import { enquiryCopy } from '#app/i18n/pages/enquiry.js';
import { jobCopy } from '#app/i18n/pages/job.js';
import { sizingCopy } from '#sizing/words/sizingCopy.js';
import { catalogs } from '#app/i18n/index.js';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { CONTACT_FORM_WORDS, fillContact, mailedCode, postEnquiry } from './contactForm.js';
import { BROWSER_WAIT_MS, launchBrowser, LOCALE, startSite, type RunningSite } from './server.js';

/**
 * Every form of the public site pressed before its script has loaded (here: never, script held
 * back): it posts to its page and the page answers it as the script would, or it cannot be
 * pressed. What a visitor typed never reaches an address, where the history and the logs keep it.
 */

type Lang = 'en' | 'zh';
const CHROME = catalogs;

describe('the site’s forms before their script has loaded', () => {
  let site: RunningSite;
  let browser: Browser;
  let smtp: TestSmtp;
  let n = 0;
  const newEmail = () => `early${++n}.${Date.now()}@mill.example`;

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startSite({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.close();
  });

  /** A visitor whose browser runs no script; every request the page makes is kept. */
  async function withoutScript(
    lang: Lang,
  ): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
    const held = await browser.newContext({
      locale: LOCALE[lang],
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'Accept-Language': LOCALE[lang] },
    });
    held.setDefaultTimeout(BROWSER_WAIT_MS);
    held.setDefaultNavigationTimeout(BROWSER_WAIT_MS);
    const page = await held.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    return { context: held, page, requests };
  }

  /** Presses a button that sends a form, and answers the request the browser made for it. */
  async function press(page: Page, button: ReturnType<Page['getByRole']>) {
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame()),
      button.click(),
    ]);
    await page.waitForLoadState('domcontentloaded');
    return request;
  }

  /** No request carried any of these in its address. */
  function expectNoneInAddresses(requests: string[], secrets: string[]) {
    for (const secret of secrets)
      for (const request of requests) {
        const url = request.slice(request.indexOf(' ') + 1);
        expect(decodeURIComponent(url.replace(/\+/g, ' ')), request).not.toContain(secret);
      }
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] the contact form with a quotation posts, asks for the mailed code in the page and gives the case number`, async () => {
      const l = CONTACT_FORM_WORDS[lang];
      const product = (
        (await (await fetch(`${site.url}/api/product/ProductList?limit=1`)).json()) as {
          data: { list: { id: number }[] };
        }
      ).data.list[0]!;
      const { context, page, requests } = await withoutScript(lang);
      await page.goto(`${site.url}/${lang}/callMe?product=${product.id}#contact-form`);
      const form = page.locator('#contact-form form');
      const email = newEmail();
      await fillContact(form, l, email, 'Two DN100 valves for 16 bar cooling water, please.');
      await form.getByRole('textbox', { name: lang === 'en' ? 'Quantity' : '数量' }).fill('2');

      const before = smtp.inbox.length;
      const first = await press(page, form.getByRole('button', { name: l.send }));
      expect(first.method()).toBe('POST');
      // The page asks for the code it mailed, in the form, with what was typed still there.
      await page.getByText(MESSAGES.codeSent[lang]).waitFor();
      const again = page.locator('#contact-form form');
      expect(await again.getByRole('textbox', { name: l.email, exact: true }).inputValue()).toBe(email);
      await again.getByRole('textbox', { name: l.code }).fill(await smtp.codeFor(email, before));
      const second = await press(page, again.getByRole('button', { name: l.send }));
      expect(second.method()).toBe('POST');

      const caseNumber = (await page.getByTestId('case-number').textContent())!.trim();
      expect(caseNumber).toMatch(/^MR\d{6}-[A-Z0-9]{6}$/);
      await page.getByRole('link', { name: inLanguage(enquiryCopy, lang).success.lookup }).waitFor();
      expectNoneInAddresses(requests, [email, 'Ingrid Halvorsen', 'Nordfjord Kraft', 'DN100 valves']);

      // The desk has it, with the product and the quantity asked for.
      const lookup = (await (
        await fetch(`${site.url}/api/leavemessage/getmessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, m_no: caseNumber }),
        })
      ).json()) as { data: { items: { id: number }[]; quote: { quantity: number } | null } };
      expect(lookup.data.items.map((item) => item.id)).toEqual([product.id]);
      expect(lookup.data.quote?.quantity).toBe(2);
      await context.close();
    });

    it(`[${lang}] a contact form sent empty without script shows each field's message in the page`, async () => {
      const l = CONTACT_FORM_WORDS[lang];
      const { context, page } = await withoutScript(lang);
      await page.goto(`${site.url}/${lang}/callMe#contact-form`);
      const form = page.locator('#contact-form form');
      const request = await press(page, form.getByRole('button', { name: l.send }));
      expect(request.method()).toBe('POST');
      for (const key of ['nameRequired', 'emailRequired', 'contentRequired'] as const)
        await page.locator('#contact-form').getByText(MESSAGES[key][lang]).waitFor();
      await context.close();
    });

    it(`[${lang}] the look-up finds a message, takes a comment and closes it after asking, all by posts`, async () => {
      const email = newEmail();
      const { code } = await mailedCode(site.url, smtp, email, lang);
      const sent = (await (
        await postEnquiry(
          site.url,
          {
            name: 'Ola Nordmann',
            company_name: 'Vestland Papir',
            phone: '55 11 22 33',
            email,
            email_code: code,
            content: 'Spare seat rings for MR-GV300.',
          },
          lang,
        )
      ).json()) as { data: string };
      const caseNumber = sent.data;
      const copy = inLanguage(enquiryCopy, lang).lookup;
      const { context, page, requests } = await withoutScript(lang);
      await page.goto(`${site.url}/${lang}/message-record`);
      await page.getByRole('textbox', { name: copy.email }).fill(email);
      await page.getByRole('textbox', { name: lang === 'en' ? 'Case number' : '留言编号' }).fill(caseNumber);
      expect((await press(page, page.getByRole('button', { name: copy.find }))).method()).toBe('POST');
      await page.getByText('Spare seat rings for MR-GV300.').waitFor();

      await page.getByRole('textbox', { name: copy.comment }).fill('Delivery to Bergen, please.');
      expect((await press(page, page.getByRole('button', { name: copy.commentSend }))).method()).toBe('POST');
      await page.getByText(MESSAGES.commentAdded[lang]).waitFor();
      await page.locator('.enquiry-thread').getByText('Delivery to Bergen, please.').waitFor();

      await press(page, page.getByRole('button', { name: copy.close }));
      // Asked first, in the page (the dialog needs the script).
      await page.getByRole('heading', { name: copy.confirmTitle }).waitFor();
      await press(page, page.getByRole('button', { name: copy.confirmYes }));
      await page.getByRole('heading', { name: copy.closedTitle }).waitFor();
      expectNoneInAddresses(requests, [email, caseNumber, 'Bergen']);
      await context.close();
    });

    it(`[${lang}] the floating "Online message" leads to the contact form`, async () => {
      const { context, page } = await withoutScript(lang);
      await page.goto(`${site.url}/${lang}/news`);
      await page.getByRole('button', { name: CHROME[lang].widget.message }).click();
      await page.waitForURL(`**/${lang}/callMe#contact-form`);
      await page
        .locator('#contact-form form')
        .getByRole('button', { name: CONTACT_FORM_WORDS[lang].send })
        .waitFor();
      await context.close();
    });

    it(`[${lang}] a job application cannot be sent before its script runs`, async () => {
      const jobs = (await (await fetch(`${site.url}/api/recruiting/index`)).json()) as {
        data: { list: { id: number }[] };
      };
      const { context, page } = await withoutScript(lang);
      await page.goto(`${site.url}/${lang}/joinIn/${jobs.data.list[0]!.id}`);
      const send = page
        .locator('.job-apply__form')
        .getByRole('button', { name: lang === 'en' ? 'Send application' : '提交申请' });
      expect(await send.isDisabled()).toBe(true);
      // Its CV picker is the page's, in its language, and opens the browser's chooser all the same.
      const picker = page.locator('.job-apply__form .enquiry-attach__button');
      expect(await picker.textContent()).toBe(inLanguage(jobCopy, lang).apply.cvChoose);
      await Promise.all([page.waitForEvent('filechooser'), picker.click()]);
      await context.close();
    });

    it(`[${lang}] the header's search is a plain search: product or article, answered with results`, async () => {
      const { context, page } = await withoutScript(lang);
      await page.goto(`${site.url}/${lang}/about`);
      const box = page.locator('.topbar form[role=search]');
      await box.getByRole('combobox').selectOption('product');
      await box.getByRole('searchbox').fill('valve');
      await press(page, box.getByRole('button'));
      await page.waitForURL(`**/${lang}/prod_search_list?keywords=valve&page=1`);
      expect(await page.locator('.products-grid article').count()).toBeGreaterThan(0);
      await context.close();
    });

    it(`[${lang}] the sizing form posts and the page answers with that sizing at its own link`, async () => {
      const { context, page } = await withoutScript(lang);
      await page.goto(`${site.url}/${lang}/sizing`);
      const flow = page.locator('#sizing-normal-flow');
      await flow.fill('123');
      const request = await press(
        page,
        page.getByRole('button', { name: inLanguage(sizingCopy, lang).calculate }),
      );
      expect(request.method()).toBe('POST');
      await page.waitForURL(/\/sizing\?s=/);
      expect(await page.locator('#sizing-normal-flow').inputValue()).toBe('123');
      await page.getByTestId('sizing-app').getByRole('table').first().waitFor();
      await context.close();
    });

    it(`[${lang}] "Was this answer helpful?" takes yes, and no with a reason`, async () => {
      const copy = inLanguage(contentCopy, lang).detail;
      const faq = (
        (await (await fetch(`${site.url}/api/Product/getProductQuestion?limit=2`)).json()) as {
          data: { list: { id: number }[] };
        }
      ).data.list;
      const { context, page } = await withoutScript(lang);
      await page.goto(`${site.url}/${lang}/detail?index=3&id=${faq[0]!.id}`);
      expect((await press(page, page.getByRole('button', { name: copy.yes, exact: true }))).method()).toBe(
        'POST',
      );
      await page.getByText(copy.thanks).waitFor();
      expect(
        await page.getByRole('button', { name: copy.yes, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');

      await page.goto(`${site.url}/${lang}/detail?index=3&id=${faq[1]!.id}`);
      await press(page, page.getByRole('button', { name: copy.no, exact: true }));
      await page.getByRole('radio', { name: copy.reasons.outdated }).check();
      await page.getByRole('textbox', { name: copy.extraLabel }).fill('The torque table is from 2019.');
      await press(page, page.getByRole('button', { name: copy.submit }));
      await page.getByText(copy.thanks).waitFor();
      await context.close();
    });
  }
});
