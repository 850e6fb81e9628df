import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/index.js';
import { createServices } from '../server/services/index.js';
import { createMailer } from '../server/services/mail.js';
import { CATE, NEWS_TABS, PAGE_SIZE } from '../contract/constants.js';
import pino from 'pino';
const config = loadConfig({ DATA_DIR: '/tmp/pd5' });
const d = openDatabase(config, () => {});
const s = createServices({ db: d.db, dialect: d.dialect, config, mailer: createMailer(config), log: pino({level:'warn'}), now: Date.now });
async function time(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 30; i++) await fn();
  const t = performance.now(); const n = 200;
  for (let i = 0; i < n; i++) await fn();
  const size = JSON.stringify(await fn()).length;
  console.log(name.padEnd(20), ((performance.now() - t) / n).toFixed(3), 'ms', size, 'bytes');
}
await time('site.get', () => s.site.get());
await time('productTree', () => s.categories.productTree());
await time('announcement', () => s.categories.detail(CATE.announcement, {}).catch(() => null));
await time('about', () => s.categories.detail(CATE.pageAbout, {}).catch(() => null));
await time('areas', () => s.categories.applicationAreas());
await time('ability', () => s.categories.detail(CATE.pageAbility, {}).catch(() => null));
await time('news', () => s.items.list({ cateIds: [...NEWS_TABS], page: { page: 1, limit: PAGE_SIZE.homeNews } }));
await time('stories', () => s.items.list({ cateIds: [CATE.stories], page: { page: 1, limit: PAGE_SIZE.stories } }));
await d.close();
