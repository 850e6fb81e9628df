import type { Locator, Page } from 'playwright-core';
import { MIN_FILL_MS } from '../../contract/constants.js';
import { MESSAGES } from '../../contract/messages.js';
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

/** Fills the contact form's own fields as a visitor from Norway would. */
export async function fillContact(form: Locator, l: ContactFormWords, email: string, message: string) {
  await form.getByRole('textbox', { name: l.name, exact: true }).fill('Ingrid Halvorsen');
  await form.getByRole('textbox', { name: l.company, exact: true }).fill('Nordfjord Kraft AS');
  await form.getByRole('textbox', { name: l.phone, exact: true }).fill('55 12 34 56');
  await form.getByRole('textbox', { name: l.email, exact: true }).fill(email);
  await form.getByRole('textbox', { name: l.message, exact: true }).fill(message);
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
  const mail = await smtp.waitFor(email, (m) => /\b\d{4}\b/.test(m.text ?? ''), before);
  await dialog.getByLabel(l.code).fill(/\b(\d{4})\b/.exec(mail.text ?? '')![1]!);
  await dialog.getByRole('button', { name: l.confirm }).click();
  const caseNumber = page.getByTestId('case-number');
  await caseNumber.waitFor();
  return { mNo: (await caseNumber.textContent())!.trim(), before };
}
