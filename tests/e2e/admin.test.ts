import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from '#scripts/site-process.mjs';
import { adminConsole, LAPTOP, type Row } from './adminConsole.js';
import { CONSOLE_ADMIN, type RunningSite } from './server.js';

const ADMIN = CONSOLE_ADMIN;
const SUPPORT = { email: 'desk@mapleriver-controls.example', password: 'Support-desk-2026' };
const EDITOR = { email: 'writer@mapleriver-controls.example', password: 'Editor-pages-2026' };

// The console's screens, a news item and an enquiry's answer: admin-screens.test.ts.
describe('staff console in Chromium', () => {
  const { world, open, signIn, shot, save } = adminConsole();
  let site: RunningSite;
  let product: Row;
  beforeAll(() => {
    ({ site } = world.suite);
    product = world.product;
  });

  it("is a bundle of its own: the public pages' scripts hold none of react-admin", async () => {
    const publicDir = path.join(root, 'build', 'client', 'assets');
    const leaks = fs
      .readdirSync(publicDir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        /RaAppBar|RaDatagrid|ra-input-rich-text/.test(fs.readFileSync(path.join(publicDir, file), 'utf8')),
      );
    expect(leaks).toEqual([]);
    const html = await (await fetch(`${site.url}/en`)).text();
    expect(html).not.toContain('/admin/assets/');
    const index = await fetch(`${site.url}/admin/products/1`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(await index.text())![1]!;
    expect((await fetch(`${site.url}${script}`)).headers.get('cache-control')).toContain('immutable');
  });

  it('signs in with the bootstrap admin; a wrong password is refused with a message', async () => {
    const { context, page } = await open();
    await page.goto(`${site.url}/admin/`);
    await page.locator('#email').waitFor();
    await shot(page, 'signin-en-laptop');
    await page.locator('#email').fill(ADMIN.email);
    await page.locator('#password').fill('not-the-password');
    await page.locator('button[type=submit]').click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/password/i);
    expect(page.url()).toMatch(/\/admin\/login$/);

    await signIn(page, ADMIN);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Welcome');
    await shot(page, 'dashboard-en-laptop');
    await context.close();
  });

  it("changes a product's English title and the public product page shows it", async () => {
    const { context, page } = await open();
    await signIn(page, ADMIN);
    await page.goto(`${site.url}/admin/products/${product.id}`);
    const title = page.locator('[name="en_title"]');
    await title.waitFor();
    expect(await title.inputValue()).toBe(product.en_title);
    // Both languages side by side: the Chinese title is on the same row, to the right.
    const [en, zh] = await Promise.all([title.boundingBox(), page.locator('[name="title"]').boundingBox()]);
    expect(Math.abs(en!.y - zh!.y)).toBeLessThan(2);
    expect(zh!.x).toBeGreaterThan(en!.x + en!.width);
    await shot(page, 'product-edit-en-laptop');

    const renamed = `${product.en_title} (console test)`;
    await title.fill(renamed);
    // A published product's edit is a draft until it is published.
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await page.locator('.MuiSnackbar-root').getByText('Published', { exact: true }).waitFor();
    const html = await (
      await fetch(`${site.url}/en/prod_details?id=${product.cate_id}&sonId=${product.id}`)
    ).text();
    expect(html).toContain(renamed.replace('&', '&amp;'));
    await context.close();
  });

  it('support sees the inbox but not content; an editor sees content but not the inbox', async () => {
    const { context, page } = await open();
    await signIn(page, ADMIN);
    for (const [who, role] of [
      [SUPPORT, 'Support'],
      [EDITOR, 'Editor'],
    ] as const) {
      await page.goto(`${site.url}/admin/staff/create`);
      await page.locator('[name="email"]').fill(who.email);
      await page.locator('[name="name"]').fill(role);
      await page.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: role }).click();
      await page.locator('[name="password"]').fill(who.password);
      await save(page, /Element created/);
    }
    await context.close();

    // react-admin asks for a list before its access check turns the page away; the server says 403.
    const support = await open('en-US', LAPTOP, [/^403 GET .*\/admin\/api\/products\?/]);
    await signIn(support.page, SUPPORT);
    expect(await support.page.getByRole('menuitem', { name: /Enquiries/ }).count()).toBe(1);
    expect(await support.page.getByRole('menuitem', { name: 'News' }).count()).toBe(0);
    expect(await support.page.getByRole('menuitem', { name: 'Products' }).count()).toBe(0);
    await support.page.goto(`${site.url}/admin/products`);
    await support.page.getByText('Access denied').first().waitFor();
    await support.context.close();

    const editor = await open('en-US', LAPTOP, [/^403 GET .*\/admin\/api\/enquiries\?/]);
    await signIn(editor.page, EDITOR);
    expect(await editor.page.getByRole('menuitem', { name: 'News' }).count()).toBe(1);
    expect(await editor.page.getByRole('menuitem', { name: 'Site settings' }).count()).toBe(1);
    expect(await editor.page.getByRole('menuitem', { name: /Enquiries/ }).count()).toBe(0);
    await editor.page.goto(`${site.url}/admin/enquiries`);
    await editor.page.getByText('Access denied').first().waitFor();

    // Any staff member changes their own password from the user menu.
    await editor.page.getByRole('button', { name: 'Profile' }).click();
    await editor.page.getByRole('menuitem', { name: 'Change password' }).click();
    await editor.page.locator('[name="current_password"]').fill(EDITOR.password);
    await editor.page.locator('[name="new_password"]').fill('Editor-pages-2027');
    await editor.page.locator('[name="repeat_password"]').fill('Editor-pages-2027');
    // Confirmed with the password it had until now.
    await save(editor.page, /Password changed/, EDITOR);
    await editor.context.close();
  });

  it('shows no page error and no unexpected failed request on any of these screens', () => {
    expect(world.problems).toEqual([]);
  });
});
