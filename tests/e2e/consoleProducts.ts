import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { madeInBeforeAll } from '../helpers/suite.js';
import { closeSuite, demoProducts, openSuite, screenshotDir, type Suite } from './server.js';

/**
 * The opening of a console suite that edits demo products (drafts, history): a site with the
 * console and Chromium opened in beforeAll with the first `count` demo products, closed in
 * afterAll. `suite` and `products` stand for those values from then on; `problems` collects the
 * console errors and failed requests of the suite's pages; `shot` saves `<name>-<what>.png`.
 */
export function useConsoleProducts<Row extends object>(name: string, count: number) {
  let suite: Suite | undefined;
  let products: Row[] | undefined;
  beforeAll(async () => {
    suite = await openSuite({ console: true });
    products = await demoProducts<Row>(suite.site, count);
  });
  afterAll(() => closeSuite(suite ?? {}));
  return {
    suite: madeInBeforeAll(() => suite),
    products: madeInBeforeAll(() => products),
    problems: [] as string[],
    shot: (page: Page, what: string) =>
      page.screenshot({ path: path.join(screenshotDir, `${name}-${what}.png`) }),
  };
}
