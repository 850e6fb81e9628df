import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { TestSmtp } from '../helpers/smtp.js';
import {
  closeSuite,
  confirmIfAsked,
  consoleContext,
  CONSOLE_ADMIN,
  demoProducts,
  openSuite,
  screenshotDir,
  signIn as signInAt,
  type StaffLogin,
  type Suite,
} from './server.js';

export const LAPTOP = { width: 1366, height: 768 };
export const TABLET = { width: 768, height: 1024 };

export type Row = { id: number; cate_id: number; en_title: string };

/** What the staff console suites (admin*.test.ts) run against, set once their beforeAll ran. */
export interface ConsoleWorld {
  suite: Suite & { smtp: TestSmtp };
  /** The first demo product. */
  product: Row;
  /** Console errors and failed requests of every page, checked at the end (expected 401s aside). */
  problems: string[];
}

/**
 * Registers, in the calling describe, the start of a console site (CONSOLE_ADMIN, an SMTP server,
 * Chromium) and its stop; answers the world it fills and the steps the console tests share.
 */
export function adminConsole() {
  const world = { problems: [] } as unknown as ConsoleWorld;
  beforeAll(async () => {
    world.suite = await openSuite({ console: true, smtp: true });
    const [product] = await demoProducts<Row>(world.suite.site, 1);
    if (!product) throw new Error('the demo content has no product');
    world.product = product;
  });
  afterAll(() => closeSuite(world.suite ?? {}));

  return {
    world,
    /** A fresh console context; `expected` failed requests (such as a refused upload) are not problems. */
    open: (locale = 'en-US', viewport = LAPTOP, expected: RegExp[] = []) =>
      consoleContext(world.suite.browser, world.problems, { locale, viewport, expected }),
    signIn: (page: Page, who: StaffLogin) => signInAt(page, world.suite.site.url, who),
    shot: (page: Page, name: string) =>
      page.screenshot({ path: path.join(screenshotDir, `admin-${name}.png`) }),
    /**
     * A staff form is saved once the "updated"/"created" notification shows; `who` (the console's
     * admin by default) confirms it is them if the change asks.
     */
    async save(page: Page, notice: RegExp, who?: StaffLogin) {
      await page
        .getByRole('button', { name: /^Save$/ })
        .first()
        .click()
        .catch(async (error: Error) => {
          // A CI run is read from its log alone: say what the page was when no Save button showed
          // (stop 38 saw one such time-out on the staff form and could not reproduce it).
          const then = await page
            .evaluate(() => ({
              url: location.href,
              saveButtons: [...document.querySelectorAll('button')]
                .filter((button) => button.textContent?.trim() === 'Save')
                .map((button) =>
                  button.closest('[aria-hidden=true], [inert]')
                    ? 'hidden from the accessibility tree'
                    : 'shown',
                ),
              layers: [
                ...document.querySelectorAll('[role=presentation], [role=dialog], [role=listbox]'),
              ].map((layer) => `${layer.getAttribute('role')} ${layer.id}`),
            }))
            .catch((reason: unknown) => `unreadable: ${String(reason)}`);
          throw new Error(`${error.message}\nThe page then: ${JSON.stringify(then)}`);
        });
      // A change of staff or of one's password asks "Confirm it's you" first (step-up).
      await confirmIfAsked(page, who ?? CONSOLE_ADMIN, page.getByText(notice).first());
    },
  };
}
