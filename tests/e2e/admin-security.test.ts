import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, totpStep } from '#server/lib/totp.js';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import {
  confirmIfAsked,
  consoleContext,
  CONSOLE_ADMIN,
  launchBrowser,
  screenshotDir,
  signIn,
  startConsoleSite,
  type RunningSite,
  type StaffLogin,
} from './server.js';

const DASHBOARD = '[data-testid=count-unread], [data-testid=count-missing-en]';

/**
 * A change by the console's admin through the staff API, after a fresh proof of its password
 * (staff and sign-in rules are sensitive changes); answers the change's status.
 */
async function asAdmin(
  site: RunningSite,
  adminCookie: string,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
) {
  const base = `${site.url.replace('localhost', '127.0.0.1')}/admin/api`;
  const headers = { 'content-type': 'application/json', origin: site.url, cookie: adminCookie };
  const proven = await fetch(`${base}/auth/step-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ password: CONSOLE_ADMIN.password }),
  });
  expect(proven.status).toBe(200);
  const response = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) });
  return response.status;
}

/** A new member, added by the console's admin. */
async function addMember(site: RunningSite, adminCookie: string, email: string): Promise<StaffLogin> {
  const password = 'Member-console-2026';
  const made = await asAdmin(site, adminCookie, 'POST', '/staff', {
    email,
    name: email.split('@')[0],
    role: 'editor',
    password,
  });
  expect(made).toBe(201);
  return { email, password };
}

async function adminCookie(site: RunningSite): Promise<string> {
  const response = await fetch(`${site.url.replace('localhost', '127.0.0.1')}/admin/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(CONSOLE_ADMIN),
  });
  expect(response.status).toBe(200);
  return /staff_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0];
}

/**
 * Sets up an authenticator app for a member through the staff API (as the security page does);
 * answers its key, the 30-second step its first code spent, and the recovery codes.
 */
async function enrolTotp(site: RunningSite, who: StaffLogin) {
  const base = site.url.replace('localhost', '127.0.0.1');
  const headers = { 'content-type': 'application/json', origin: site.url };
  const login = await fetch(`${base}/admin/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(who),
  });
  const session = /staff_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
  const start = await fetch(`${base}/admin/api/auth/totp/start`, {
    method: 'POST',
    headers: { ...headers, cookie: session },
    body: '{}',
  });
  const { secret } = (await start.json()) as { secret: string };
  const step = totpStep(Date.now());
  const confirm = await fetch(`${base}/admin/api/auth/totp/confirm`, {
    method: 'POST',
    headers: { ...headers, cookie: session },
    body: JSON.stringify({ code: hotp(base32Decode(secret), step), proof: { password: who.password } }),
  });
  expect(confirm.status).toBe(200);
  const { recovery_codes } = (await confirm.json()) as { recovery_codes: string[] };
  return { secret, step, recoveryCodes: recovery_codes };
}

/**
 * Chromium's virtual authenticator in the page (DevTools protocol): a platform passkey store with
 * user verification that answers at once, as a fingerprint reader would.
 */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Signs out through the user menu, as a member would. */
async function signOut(page: Page) {
  await page
    .locator('.RaUserMenu button, button[aria-label="Profile"], button[aria-label="个人资料"]')
    .first()
    .click();
  await page.getByRole('menuitem', { name: /Logout|退出/ }).click();
  await page.locator('#email').waitFor();
}

async function passwordStep(page: Page, siteUrl: string, who: StaffLogin) {
  await page.goto(`${siteUrl}/admin/`);
  await page.locator('#email').fill(who.email);
  await page.locator('#password').fill(who.password);
  await page.locator('button[type=submit]').click();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `security-${name}.png`), fullPage: true });

/**
 * The step-up dialog on screen as staff see it, on a desktop and a 360 px phone: waits for its
 * fade-in to end (the page behind dimmed), then takes `name`-1440.png and `name`-360.png.
 */
async function dialogShots(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 740 });
    await expect
      .poll(() => page.locator('.MuiDialog-backdrop').evaluate((b) => getComputedStyle(b).opacity))
      .toBe('1');
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

describe('staff console: second factor, passkeys, forgotten password', () => {
  let site: RunningSite;
  let smtp: TestSmtp;
  let browser: Browser;
  let cookie: string;
  const problems: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    // localhost, not 127.0.0.1: a passkey's relying party is a host name.
    site = await startConsoleSite({ SMTP_URL: smtp.url }, { hostname: 'localhost' });
    browser = await launchBrowser();
    cookie = await adminCookie(site);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.close();
  });

  it('enrols an authenticator app, then signs in with a code and with a recovery code', async () => {
    const member = await addMember(site, cookie, 'totp.member@mapleriver-controls.example');
    const { context, page } = await consoleContext(browser, problems, { expected: [/second-factor/] });
    await signIn(page, site.url, member, DASHBOARD);
    await page.goto(`${site.url}/admin/security`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    // The key arrives after the dialog opens: wait for it, not for the empty field.
    await expect
      .poll(async () => (await page.getByTestId('totp-key').inputValue()).replace(/\s/g, ''))
      .toMatch(/^[A-Z2-7]{32}$/);
    const key = (await page.getByTestId('totp-key').inputValue()).replace(/\s/g, '');
    await shot(page, 'enrol-en');
    const step = totpStep(Date.now());
    await page.locator('#totp_code').fill(hotp(base32Decode(key), step));
    await page.getByRole('button', { name: 'Turn on' }).click();
    // Adding a way to sign in asks for the password first. Reading the list does not wait for it:
    // wait for its tenth code.
    await confirmIfAsked(page, member, page.getByTestId('recovery-codes').locator('li').nth(9));
    const codes = await page.getByTestId('recovery-codes').locator('li').allInnerTexts();
    expect(codes).toHaveLength(10);
    await shot(page, 'recovery-codes-en');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByTestId('recovery-left').innerText()).toBe('10 recovery code(s) left');

    await signOut(page);
    await passwordStep(page, site.url, member);
    await page.locator('#code').waitFor();
    await shot(page, 'second-step-en');
    // The next step's code: the one just used for enrolment is spent, and the server accepts
    // a code one step ahead.
    await page.locator('#code').fill(hotp(base32Decode(key), step + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator(DASHBOARD).first().waitFor();

    await signOut(page);
    await passwordStep(page, site.url, member);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.locator('#code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator(DASHBOARD).first().waitFor();
    await page.goto(`${site.url}/admin/security`);
    await expect.poll(() => page.getByTestId('recovery-left').innerText()).toBe('9 recovery code(s) left');
    await context.close();
  });

  it('registers a passkey and signs in with it alone (virtual authenticator)', async () => {
    const member = await addMember(site, cookie, 'passkey.member@mapleriver-controls.example');
    const { context, page } = await consoleContext(browser, problems);
    await virtualAuthenticator(context, page);
    await signIn(page, site.url, member, DASHBOARD);
    await page.goto(`${site.url}/admin/security`);
    await page.locator('#passkey_name').fill('Office laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const passkeys = page.getByTestId('security-passkeys');
    await confirmIfAsked(page, member, passkeys.getByText('Office laptop'));
    await passkeys.getByText('Never used').waitFor();

    await signOut(page);
    await page.getByTestId('passkey-sign-in').click();
    await page.locator(DASHBOARD).first().waitFor();
    await page.goto(`${site.url}/admin/security`);
    await passkeys.getByText(/Last used/).waitFor();
    await smtp.waitFor(member.email, (m) => /Passkey added/.test(m.subject ?? ''));
    await context.close();
  });

  it('asks "Confirm it\'s you" before adding a passkey, in English and Chinese; a copied session cookie alone cannot get past it', async () => {
    for (const [locale, lang, words] of [
      [
        'en-US',
        'en',
        {
          add: 'Add a passkey',
          title: "Confirm it's you",
          confirm: 'Confirm',
          cancel: 'Cancel',
          added: 'Passkey added',
          wrong: 'The current password is wrong',
          unchanged: 'Nothing was changed.',
        },
      ],
      [
        'zh-CN',
        'zh',
        {
          add: '添加通行密钥',
          title: '确认是您本人',
          confirm: '确认',
          cancel: '取消',
          added: '通行密钥已添加',
          wrong: '当前密码不正确',
          unchanged: '未做任何更改。',
        },
      ],
    ] as const) {
      const member = await addMember(site, cookie, `step.up.${lang}@mapleriver-controls.example`);
      const { secret, step, recoveryCodes } = await enrolTotp(site, member);
      const { context, page } = await consoleContext(browser, problems, {
        locale,
        viewport: { width: 1440, height: 900 },
      });
      const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
      // Signed in with the password and a recovery code, seconds ago: adding a passkey still asks.
      await passwordStep(page, site.url, member);
      await page.locator('#code').waitFor();
      await page.getByRole('button', { name: /Use a recovery code instead|改用恢复码/ }).click();
      await page.locator('#code').fill(recoveryCodes[0]!);
      await page.locator('button[type=submit]').click();
      await page.locator(DASHBOARD).first().waitFor();
      await page.goto(`${site.url}/admin/security`);
      await page.locator('#passkey_name').fill('Office laptop');
      await page.getByRole('button', { name: words.add }).click();

      const dialog = page.getByRole('dialog', { name: words.title });
      await dialog.waitFor();
      await dialog.locator('#step_up_password').waitFor();
      await dialog.locator('#step_up_code').waitFor();
      // Nothing is made before the member has confirmed: the browser was not asked for a passkey.
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toEqual([]);
      await dialogShots(page, `security-step-up-${lang}`);
      // A wrong password is said on its field, and the dialog stays.
      await dialog.locator('#step_up_password').fill('not my password');
      await dialog.locator('#step_up_code').fill(hotp(base32Decode(secret), step + 1));
      await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
      await dialog.getByText(words.wrong).waitFor();
      await dialog.locator('#step_up_password').fill(member.password);
      await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
      const passkeys = page.getByTestId('security-passkeys');
      await passkeys.getByText('Office laptop').waitFor();
      await page.getByText(words.added).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await smtp.waitFor(member.email, (m) => /Passkey added|已添加通行密钥/.test(m.subject ?? ''));

      // The member's session cookie, copied into another browser (not its staff_device mark).
      const session = (await context.cookies()).find((c) => c.name === 'staff_session')!;
      const thief = await consoleContext(browser, problems, {
        locale,
        viewport: { width: 360, height: 740 },
      });
      const thiefKeys = await virtualAuthenticator(thief.context, thief.page);
      await thief.context.addCookies([session]);
      await thief.page.goto(`${site.url}/admin/security`);
      // The cookie alone opens the console, as the attacker found.
      await thief.page.getByTestId('security-passkeys').getByText('Office laptop').waitFor();
      await thief.page.locator('#passkey_name').fill('Not mine');
      await thief.page.getByRole('button', { name: words.add }).click();
      const asked = thief.page.getByRole('dialog', { name: words.title });
      await asked.waitFor();
      // The member now has a passkey too: the dialog offers it besides the app's code.
      await asked.locator('#step_up_code').waitFor();
      await asked.getByRole('button', { name: /Use a passkey|使用通行密钥/ }).waitFor();
      await dialogShots(thief.page, `security-step-up-passkey-${lang}`);
      // A guessed password is refused; without the password and a factor there is nothing to do.
      await asked.locator('#step_up_password').fill('Maple-River-2026');
      await asked.getByRole('button', { name: words.confirm, exact: true }).click();
      await asked.getByText(words.wrong).waitFor();
      await asked.getByRole('button', { name: words.cancel, exact: true }).click();
      await thief.page.getByText(words.unchanged).first().waitFor();
      await asked.waitFor({ state: 'hidden' });
      const made = await thiefKeys.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: thiefKeys.authenticatorId,
      });
      expect(made.credentials).toEqual([]);
      // The account has the member's passkey alone, as the member's own page shows.
      await page.reload();
      await passkeys.getByText('Office laptop').waitFor();
      expect(await passkeys.getByText('Not mine').count()).toBe(0);
      await thief.context.close();
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it('asks for the password again when the site makes a member set up a second factor at sign-in', async () => {
    const member = await addMember(site, cookie, 'enrol.member@mapleriver-controls.example');
    const requireTwoFactor = (on: boolean) =>
      asAdmin(site, cookie, 'PUT', '/security-policy', { require_two_factor: on });
    expect(await requireTwoFactor(true)).toBe(200);
    try {
      const { context, page } = await consoleContext(browser, problems);
      await passwordStep(page, site.url, member);
      await expect
        .poll(async () => (await page.getByTestId('totp-key').inputValue()).replace(/\s/g, ''))
        .toMatch(/^[A-Z2-7]{32}$/);
      const key = (await page.getByTestId('totp-key').inputValue()).replace(/\s/g, '');
      await page.locator('#totp_code').fill(hotp(base32Decode(key), totpStep(Date.now())));
      await page.getByRole('button', { name: 'Turn on' }).click();
      // The password was typed a moment ago, but that session is a cookie too: it is asked again,
      // alone, since the member has no second factor yet.
      const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
      await dialog.waitFor();
      expect(await dialog.locator('#step_up_code').count()).toBe(0);
      await dialog.locator('#step_up_password').fill(member.password);
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await page.getByTestId('recovery-codes').locator('li').nth(9).waitFor();
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.locator(DASHBOARD).first().waitFor();
      await context.close();
    } finally {
      // The other tests' members sign in with the password alone.
      expect(await requireTwoFactor(false)).toBe(200);
    }
    expect(problems).toEqual([]);
  });

  it('resets a forgotten password from the mailed link, once', async () => {
    const member = await addMember(site, cookie, 'forgetful.member@mapleriver-controls.example');
    const { context, page } = await consoleContext(browser, problems, { expected: [/\/auth\/reset/] });
    await page.goto(`${site.url}/admin/`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in form has an #email too: fill the forgot form's once its page is there, or a slow
    // machine types into the sign-in page that is still leaving and sends an empty address.
    await page.getByRole('button', { name: 'Send the link' }).waitFor();
    await page.locator('#email').fill(member.email);
    const since = smtp.inbox.length;
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByRole('status')
      .getByText(/If this address belongs to a staff account/)
      .waitFor();
    await shot(page, 'forgot-en');
    const mail = await smtp.waitFor(member.email, (m) => /Reset the password/.test(m.subject ?? ''), since);
    const link = /http:\/\/localhost:\d+\/admin\/reset#[\w-]+/.exec(mail.text ?? '')![0];

    await page.goto(link);
    await page.locator('#new_password').fill('A-new-password-2026');
    await page.locator('#repeat_password').fill('A-new-password-2026');
    await shot(page, 'reset-en');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page
      .getByRole('status')
      .getByText(/Your password is set/)
      .waitFor();
    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await signIn(page, site.url, { email: member.email, password: 'A-new-password-2026' }, DASHBOARD);

    // The link is spent.
    await page.goto(link);
    await page.locator('#new_password').fill('Another-password-2026');
    await page.locator('#repeat_password').fill('Another-password-2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page
      .getByRole('alert')
      .getByText(/expired or was already used/)
      .waitFor();
    await context.close();
  });

  it('shows the new screens in Chinese and on a phone', async () => {
    const member = await addMember(site, cookie, 'zh.member@mapleriver-controls.example');
    for (const [locale, viewport, suffix] of [
      ['zh-CN', { width: 1280, height: 900 }, 'zh'],
      ['en-US', { width: 360, height: 780 }, 'en-360'],
      ['zh-CN', { width: 360, height: 780 }, 'zh-360'],
    ] as const) {
      const { context, page } = await consoleContext(browser, problems, { locale, viewport });
      await signIn(page, site.url, member, DASHBOARD);
      await page.goto(`${site.url}/admin/security`);
      await page.getByTestId('security-sessions').getByTestId('session-row').first().waitFor();
      await shot(page, `page-${suffix}`);
      await page.goto(`${site.url}/admin/forgot`);
      await page.locator('#email').waitFor();
      await shot(page, `forgot-${suffix}`);
      await page.goto(`${site.url}/admin/reset#not-a-real-token`);
      await page.locator('#new_password').waitFor();
      await shot(page, `reset-${suffix}`);
      await context.close();
    }
    // The sign-in's second step, in Chinese, of a member who set up an app through the API.
    const totp = await addMember(site, cookie, 'zh.totp.member@mapleriver-controls.example');
    await enrolTotp(site, totp);
    const { context, page } = await consoleContext(browser, problems, { locale: 'zh-CN' });
    await passwordStep(page, site.url, totp);
    await page.locator('#code').waitFor();
    await page.getByText('两步验证').waitFor();
    await shot(page, 'second-step-zh');
    await context.close();
    expect(problems).toEqual([]);
  });
});
