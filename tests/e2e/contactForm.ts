import type { Locator, Page } from 'playwright-core';
import { MIN_FILL_MS } from '#contract/constants.js';
import { MESSAGES } from '#contract/messages.js';
import type { TestSmtp } from '../helpers/smtp.js';

/** The contact form's words a browser test finds its parts by, in the page's language. */
export interface ContactFormWords {
  name: string;
  company: string;
  phone: string;
  email: string;
  message: string;
  send: string;
  code: string;
  confirm: string;
}

/** The contact form's words in each language, and the look-up link the success dialog offers. */
export const CONTACT_FORM_WORDS = {
  en: {
    name: 'Name',
    company: 'Company',
    phone: 'Phone',
    email: 'E-mail',
    message: 'Message',
    send: 'Send message',
    code: 'Verification code',
    confirm: 'Confirm and send',
    follow: 'Follow up on this message',
  },
  zh: {
    name: '姓名',
    company: '公司名称',
    phone: '联系电话',
    email: '邮箱',
    message: '留言内容',
    send: '提交留言',
    code: '验证码',
    confirm: '确认并提交',
    follow: '查看留言进度',
  },
} as const satisfies Record<'en' | 'zh', ContactFormWords & { follow: string }>;

/** What a visitor types into the contact form's own fields. */
export interface ContactVisitor {
  name: string;
  company: string;
  phone: string;
  email: string;
  message: string;
}

/** Fills the contact form's own fields (the page's form or the floating one) with a visitor's words. */
export async function fillContactFields(form: Locator, l: ContactFormWords, visitor: ContactVisitor) {
  await form.getByRole('textbox', { name: l.name, exact: true }).fill(visitor.name);
  await form.getByRole('textbox', { name: l.company, exact: true }).fill(visitor.company);
  await form.getByRole('textbox', { name: l.phone, exact: true }).fill(visitor.phone);
  await form.getByRole('textbox', { name: l.email, exact: true }).fill(visitor.email);
  await form.getByRole('textbox', { name: l.message, exact: true }).fill(visitor.message);
}

/** Fills the contact form's own fields as a visitor from Norway would. */
export async function fillContact(form: Locator, l: ContactFormWords, email: string, message: string) {
  await fillContactFields(form, l, {
    name: 'Ingrid Halvorsen',
    company: 'Nordfjord Kraft AS',
    phone: '55 12 34 56',
    email,
    message,
  });
}

/**
 * Sends the filled form as a new visitor does: the mailed code typed into the dialog, then the
 * case number shown. Answers it and how many mails the SMTP server held before sending.
 */
export async function sendWithCode(
  page: Page,
  form: Locator,
  smtp: TestSmtp,
  { l, lang, email }: { l: ContactFormWords; lang: 'en' | 'zh'; email: string },
): Promise<{ mNo: string; before: number }> {
  // A person takes longer than the minimum fill time; so does the test.
  await page.waitForTimeout(MIN_FILL_MS + 200);
  const before = smtp.inbox.length;
  await form.getByRole('button', { name: l.send }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(MESSAGES.codeSent[lang]).waitFor();
  await dialog.getByLabel(l.code).fill(await smtp.codeFor(email, before));
  await dialog.getByRole('button', { name: l.confirm }).click();
  const caseNumber = page.getByTestId('case-number');
  await caseNumber.waitFor();
  return { mNo: (await caseNumber.textContent())!.trim(), before };
}

/** The buyer at a Canadian pulp mill who writes to the desk in the console suites, as the form sends them. */
export const NORTHSHORE_BUYER = {
  name: 'Erin Walsh',
  company_name: 'Northshore Pulp Ltd.',
  phone: '+1 604 555 0199',
} as const;

/** The Accept-Language a visitor's browser sends with the contact form in each language. */
const ACCEPT_LANGUAGE = { en: 'en', zh: 'zh-CN' } as const;

/**
 * Asks the site to mail `email` a verification code, as the contact form does before a first
 * message, and reads the code from the mail that arrives. Answers the code and the request's answer.
 */
export async function mailedCode(
  siteUrl: string,
  smtp: TestSmtp,
  email: string,
  lang?: 'en' | 'zh',
): Promise<{ code: string; answer: { code: number } }> {
  const before = smtp.inbox.length;
  const response = await fetch(`${siteUrl}/api/common/sendEmail?email=${encodeURIComponent(email)}`, {
    method: 'POST',
    ...(lang ? { headers: { 'accept-language': ACCEPT_LANGUAGE[lang] } } : {}),
  });
  const answer = (await response.json()) as { code: number };
  // A refused request mails no code: say so here rather than wait for the mail.
  if (answer.code !== 1) throw new Error(`the code request answered ${JSON.stringify(answer)}`);
  return { code: await smtp.codeFor(email, before), answer };
}

/** Sends an enquiry through the public API as the contact form does (its fields as JSON). */
export function postEnquiry(siteUrl: string, fields: object, lang?: 'en' | 'zh'): Promise<Response> {
  return fetch(`${siteUrl}/api/leavemessage/postAdvise`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(lang ? { 'accept-language': ACCEPT_LANGUAGE[lang] } : {}),
    },
    body: JSON.stringify(fields),
  });
}
