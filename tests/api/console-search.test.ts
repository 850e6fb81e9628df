import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ConsoleSearchGroup } from '#contract/consoleSearch.js';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';
import { visitorEnquiry } from '../helpers/desk.js';
import { signedIn, type StaffClient } from '../helpers/staff.js';

describeEachDialect('console search box: one call, grouped by kind, by role', (dialect) => {
  let t: TestApp;
  let admin: StaffClient;
  let editor: StaffClient;
  let support: StaffClient;
  let enquiry: Awaited<ReturnType<typeof visitorEnquiry>>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await signedIn(t.app, 'admin');
    editor = await signedIn(t.app, 'editor');
    support = await signedIn(t.app, 'support');
    enquiry = await visitorEnquiry(t, support, 'zh');
  });
  afterAll(() => t.close());

  const search = async (who: StaffClient, q: string) => {
    const answer = await who.get<{ groups: ConsoleSearchGroup[] }>('/search', { q });
    expect(answer.status).toBe(200);
    return answer.body.groups;
  };
  const kinds = (groups: ConsoleSearchGroup[]) => groups.map((g) => g.kind);

  it('finds a product by its model, in either case, and opens its edit page', async () => {
    const groups = await search(editor, 'mr-gv300');
    const product = groups.find((g) => g.kind === 'products')?.hits[0];
    expect(product).toMatchObject({ detail: 'MR-GV300', to: `/products/${product?.id}` });
  });

  it('finds content by its title in English and in Chinese', async () => {
    const item = (await editor.get<{ id: number; title: string; en_title: string }>('/items/1')).body;
    const en = await search(editor, item.en_title.slice(0, 12));
    expect(en.find((g) => g.kind === 'items')?.hits.map((h) => h.id)).toContain(1);
    const zh = await search(editor, item.title.slice(0, 4));
    expect(zh.find((g) => g.kind === 'items')?.hits.map((h) => h.id)).toContain(1);
  });

  it('finds an enquiry by case number, e-mail and name for support and admins, never for editors', async () => {
    for (const q of [enquiry.mNo, enquiry.email, '王工']) {
      const found = await search(support, q);
      expect(found.find((g) => g.kind === 'enquiries')?.hits[0]).toMatchObject({
        id: enquiry.id,
        title: enquiry.mNo,
        to: `/enquiries/${enquiry.id}/show`,
      });
    }
    expect(kinds(await search(admin, enquiry.mNo))).toContain('enquiries');
    expect(kinds(await search(editor, enquiry.mNo))).not.toContain('enquiries');
  });

  it('shows support no content and editors no enquiries', async () => {
    expect(kinds(await search(support, 'MR-GV'))).toEqual([]);
    expect(kinds(await search(admin, 'MR-GV'))).toContain('products');
  });

  it('refuses a query of one letter with a message in the console language', async () => {
    const short = await support.get<{ message: string; errors: Record<string, string> }>('/search', {
      q: 'a',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.q).toBeTruthy();
    expect((await support.get('/search')).status).toBe(400);
  });
});
