import { beforeAll, beforeEach, expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { describeEachDialect, useTestAppWithMail } from '../helpers/app.js';
import { clearDesk, deskUser, routedEnquiry, visitorEnquiry } from '../helpers/desk.js';
import { staffClient, type StaffClient, useSignedInTeam } from '../helpers/staff.js';

type Row = Record<string, unknown> & { id: number };
interface AuditRow {
  staff_id: number | null;
  action: string;
  entity_id: string;
  detail: string;
}

const NOTIFY = 'sales-desk@mapleriver-controls.example';

describeEachDialect('sales desk: staff coverage, routing of new enquiries, reassignment', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect, { STAFF_NOTIFY_EMAIL: NOTIFY });
  const { admin, support, editor } = useSignedInTeam(t);
  let families: { id: number; cate_name: string; en_cate_name: string }[];

  beforeAll(async () => {
    families = (await admin.get<{ families: typeof families }>('/staff/coverage-choices')).body.families;
  });
  beforeEach(() => clearDesk(t));

  async function assignAudit(id: number) {
    const log = await admin.get<AuditRow[]>('/audit', {
      filter: { entity: 'enquiry', entity_id: String(id), action: 'assign' },
    });
    return log.body.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));
  }

  it('admins set coverage on the staff form; unknown countries and families are refused in the user’s language', async () => {
    const choices = await admin.get<{ countries: string[]; families: typeof families }>(
      '/staff/coverage-choices',
    );
    expect(choices.body.countries).toEqual(expect.arrayContaining(['DE', 'CN', 'US']));
    expect(choices.body.families.length).toBeGreaterThan(1);
    expect(choices.body.families[0]).toMatchObject({
      cate_name: expect.any(String),
      en_cate_name: expect.any(String),
    });

    const user = await deskUser(admin, 'support');
    const saved = await admin.put<Row>(`/staff/${user.id}`, {
      takes_enquiries: 1,
      cover_langs: ['zh', 'en'],
      cover_countries: [' de', 'CN', 'de'],
      cover_families: [families[1]!.id],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      takes_enquiries: 1,
      cover_langs: ['en', 'zh'],
      cover_countries: ['CN', 'DE'],
      cover_families: [families[1]!.id],
    });
    expect((await admin.get(`/staff/${user.id}`)).body).toMatchObject({ cover_countries: ['CN', 'DE'] });

    const badCountry = await admin.put<{ message: string; errors: Record<string, string> }>(
      `/staff/${user.id}`,
      { cover_countries: ['DE', 'XX'] },
    );
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.errors.cover_countries).toContain('Unknown country code: XX');
    // A sub-category of a family is not a family; neither is a news category.
    const badFamily = await admin.put<{ errors: Record<string, string> }>(`/staff/${user.id}`, {
      cover_families: [CATE.newsAll],
    });
    expect(badFamily.status).toBe(400);
    expect(badFamily.body.errors.cover_families).toContain(
      `Not a product family (a top-level product category): ${CATE.newsAll}`,
    );

    const zhAdmin = staffClient(t.app, { lang: 'zh' });
    zhAdmin.cookie = admin.cookie;
    const zh = await zhAdmin.put<{ errors: Record<string, string> }>(`/staff/${user.id}`, {
      cover_countries: ['QQ'],
    });
    expect(zh.status).toBe(400);
    expect(zh.body.errors.cover_countries).toContain('未知的国家代码：QQ');
    const badLang = await zhAdmin.put<{ errors: Record<string, string> }>(`/staff/${user.id}`, {
      cover_langs: ['fr'],
    });
    expect(badLang.body.errors['cover_langs.0']).toBe('必须是以下之一：en, zh');
    // Nothing of a refused change was kept.
    expect((await admin.get(`/staff/${user.id}`)).body).toMatchObject({
      cover_countries: ['CN', 'DE'],
      cover_langs: ['en', 'zh'],
    });

    expect((await editor.get('/staff/coverage-choices')).status).toBe(403);
    expect((await support.get('/staff/coverage-choices')).status).toBe(403);
    expect((await support.put(`/staff/${user.id}`, { takes_enquiries: 0 })).status).toBe(403);
  });

  it('routes a new enquiry by language and mails the assignee as well as STAFF_NOTIFY_EMAIL', async () => {
    const zhDesk = await deskUser(admin, 'support', { cover_langs: ['zh'] });
    const enDesk = await deskUser(admin, 'admin', { cover_langs: ['en'] });
    const before = smtp.inbox.length;
    const zh = await visitorEnquiry(t, support, 'zh');
    const en = await visitorEnquiry(t, support, 'en');
    expect(zh.assignee_id).toBe(zhDesk.id);
    expect(en.assignee_id).toBe(enDesk.id);

    const toZhDesk = await smtp.waitFor(zhDesk.email, (m) => (m.subject ?? '').includes(zh.mNo), before);
    expect(toZhDesk.subject).toBe(`New enquiry ${zh.mNo} from 王工 (Northshore Pulp Ltd.)`);
    await smtp.waitFor(NOTIFY, (m) => (m.subject ?? '').includes(zh.mNo), before);
    await smtp.waitFor(enDesk.email, (m) => (m.subject ?? '').includes(en.mNo), before);
    expect(
      smtp.inbox
        .slice(before)
        .some((m) => smtp.recipient(m).includes(enDesk.email) && m.subject?.includes(zh.mNo)),
    ).toBe(false);

    const [entry] = await assignAudit(zh.id);
    expect(entry).toMatchObject({ staff_id: null, action: 'assign' });
    expect(entry!.detail).toMatchObject({
      from: null,
      to: zhDesk.id,
      to_email: zhDesk.email,
      rule: 'routing',
    });
  });

  it('mails an assignee who is also STAFF_NOTIFY_EMAIL once', async () => {
    const desk = await t.database.db
      .insertInto('staff_user')
      .values({
        email: NOTIFY,
        name: 'Sales desk',
        role: 'support',
        status: 1,
        password_hash: 'x',
        create_time: t.clock.now,
        update_time: t.clock.now,
        takes_enquiries: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = smtp.inbox.length;
    const sent = await visitorEnquiry(t, support, 'en');
    expect(sent.assignee_id).toBe(desk.id);
    await smtp.waitFor(sent.email, () => true, before);
    const notices = smtp.inbox
      .slice(before)
      .filter((m) => smtp.recipient(m).includes(NOTIFY) && m.subject?.includes(sent.mNo));
    expect(notices).toHaveLength(1);
    await t.database.db.deleteFrom('staff_user').where('id', '=', desk.id).execute();
  });

  it('routes by country and product family, the most specific match winning', async () => {
    const [pumps, actuators] = [families[0]!.id, families[1]!.id];
    const generalist = await deskUser(admin, 'support');
    const germany = await deskUser(admin, 'support', { cover_countries: ['DE', 'AT', 'CH'] });
    const germanEnglish = await deskUser(admin, 'support', { cover_countries: ['DE'], cover_langs: ['en'] });
    const family = await deskUser(admin, 'support', { cover_families: [pumps] });
    const chinaFamily = await deskUser(admin, 'admin', {
      cover_families: [actuators],
      cover_countries: ['CN'],
    });

    expect((await routedEnquiry(t, { country: 'AT' })).assignee_id).toBe(germany.id);
    // Country and language both named beat country alone.
    expect((await routedEnquiry(t, { country: 'DE', lang: 'en' })).assignee_id).toBe(germanEnglish.id);
    expect((await routedEnquiry(t, { country: 'DE', lang: 'zh' })).assignee_id).toBe(germany.id);
    // A product family beats a country.
    expect((await routedEnquiry(t, { country: 'DE', lang: 'en', families: [pumps] })).assignee_id).toBe(
      family.id,
    );
    expect((await routedEnquiry(t, { country: 'CN', families: [pumps, actuators] })).assignee_id).toBe(
      chinaFamily.id,
    );
    // The family specialist for China does not take actuators from elsewhere.
    expect((await routedEnquiry(t, { country: 'FR', families: [actuators] })).assignee_id).toBe(
      generalist.id,
    );
    // An unknown country goes to those who do not restrict countries.
    expect((await routedEnquiry(t, { country: '' })).assignee_id).toBe(generalist.id);
  });

  it('takes turns within the winners, oldest assignment first, also when enquiries arrive at once', async () => {
    const [a, b, c] = [
      await deskUser(admin, 'support', { cover_langs: ['en'] }),
      await deskUser(admin, 'support', { cover_langs: ['en'] }),
      await deskUser(admin, 'admin', { cover_langs: ['en'] }),
    ];
    const order: (number | null)[] = [];
    for (let i = 0; i < 5; i++) order.push((await routedEnquiry(t, { lang: 'en' })).assignee_id);
    expect(order).toEqual([a.id, b.id, c.id, a.id, b.id]);

    // Six at once: each of the three gets two, none is given the same "next" twice by a race.
    const burst = await Promise.all(Array.from({ length: 6 }, () => routedEnquiry(t, { lang: 'en' })));
    const counts = new Map<number | null, number>();
    for (const r of burst) counts.set(r.assignee_id, (counts.get(r.assignee_id) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ [a.id]: 2, [b.id]: 2, [c.id]: 2 });
  });

  it('skips disabled users, users not taking enquiries and editors; nobody matching leaves the shared queue', async () => {
    await deskUser(admin, 'support', { cover_langs: ['zh'], status: 0 });
    await deskUser(admin, 'support', { cover_langs: ['zh'], takes_enquiries: 0 });
    await deskUser(admin, 'editor', { cover_langs: ['zh'] });
    await deskUser(admin, 'support', { cover_langs: ['en'] });
    const before = smtp.inbox.length;
    const zh = await visitorEnquiry(t, support, 'zh');
    expect(zh.assignee_id).toBeNull();
    expect(await assignAudit(zh.id)).toEqual([]);
    // STAFF_NOTIFY_EMAIL still hears of it.
    await smtp.waitFor(NOTIFY, (m) => (m.subject ?? '').includes(zh.mNo), before);
    const queue = await support.get<Row[]>('/enquiries', {
      filter: { assignee_id: 'none' },
      range: [0, 999],
    });
    expect(queue.body.map((r) => r.id)).toContain(zh.id);
  });

  it('reassigns from the console: audited, mailed to the new assignee, filtered as Mine, Shared queue or by person', async () => {
    const first = await deskUser(admin, 'support', { cover_langs: ['en'] });
    const second = await deskUser(admin, 'support', { takes_enquiries: 0 });
    const sent = await visitorEnquiry(t, support, 'en');
    expect(sent.assignee_id).toBe(first.id);

    const choices = await support.get<{ id: number; active: boolean }[]>('/enquiries/assignees');
    expect(choices.body.map((u) => u.id)).toEqual(
      expect.arrayContaining([first.id, second.id, support.id, admin.id]),
    );
    expect(choices.body.map((u) => u.id)).not.toContain(editor.id);

    const before = smtp.inbox.length;
    const moved = await support.put<Row>(`/enquiries/${sent.id}/assignee`, { assignee_id: second.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: sent.id, assignee_id: second.id, status: 0 });
    const mail = await smtp.waitFor(second.email, (m) => (m.subject ?? '').includes(sent.mNo), before);
    expect(mail.subject).toBe(
      `Enquiry ${sent.mNo} from Erin Walsh (Northshore Pulp Ltd.) was handed to you by Test support`,
    );
    expect(mail.text).toContain('Test support handed this enquiry to you');
    expect(mail.text).toContain('We need six DN150 Class 600 globe valves.');

    // Taking it oneself: audited, no mail to oneself.
    expect((await support.put(`/enquiries/${sent.id}/assignee`, { assignee_id: support.id })).status).toBe(
      200,
    );
    expect((await admin.put(`/enquiries/${sent.id}/assignee`, { assignee_id: null })).body).toMatchObject({
      assignee_id: null,
    });
    expect(smtp.inbox.slice(before).filter((m) => smtp.recipient(m).includes(support.email))).toEqual([]);

    const log = await assignAudit(sent.id);
    expect(log.map((e) => [e.staff_id, e.detail.from, e.detail.to])).toEqual([
      [admin.id, support.id, null],
      [support.id, second.id, support.id],
      [support.id, first.id, second.id],
      [null, null, first.id],
    ]);
    expect(log[2]!.detail).toMatchObject({ from_email: first.email, to_email: second.email });

    // The same assignee again changes nothing and is not logged.
    await admin.put(`/enquiries/${sent.id}/assignee`, { assignee_id: null });
    expect(await assignAudit(sent.id)).toHaveLength(4);

    // Only active desk staff can be assigned; editors may not reassign.
    const refused = await support.put<{ message: string; errors: Record<string, string> }>(
      `/enquiries/${sent.id}/assignee`,
      { assignee_id: editor.id },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.assignee_id).toContain('only active administrators and support staff');
    expect((await support.put(`/enquiries/${sent.id}/assignee`, { assignee_id: 'x' })).status).toBe(400);
    expect((await editor.put(`/enquiries/${sent.id}/assignee`, { assignee_id: null })).status).toBe(403);
    expect((await editor.get('/enquiries/assignees')).status).toBe(403);
    expect((await support.put(`/enquiries/999999/assignee`, { assignee_id: null })).status).toBe(404);

    await support.put(`/enquiries/${sent.id}/assignee`, { assignee_id: support.id });
    const ids = async (assignee_id: unknown, who: StaffClient = support) =>
      (await who.get<Row[]>('/enquiries', { filter: { assignee_id }, range: [0, 999] })).body.map(
        (r) => r.id,
      );
    expect(await ids('mine')).toContain(sent.id);
    expect(await ids('mine', admin)).not.toContain(sent.id);
    expect(await ids(support.id, admin)).toContain(sent.id);
    expect(await ids(first.id)).not.toContain(sent.id);
    expect(await ids('none')).not.toContain(sent.id);
    expect((await support.get('/enquiries', { filter: { assignee_id: 'someone' } })).status).toBe(400);

    // Deleting a user returns their enquiries to the shared queue.
    await support.put(`/enquiries/${sent.id}/assignee`, { assignee_id: second.id });
    expect((await admin.del(`/staff/${second.id}`)).status).toBe(200);
    expect((await support.get<Row>(`/enquiries/${sent.id}`)).body.assignee_id).toBeNull();
    expect(await ids('none')).toContain(sent.id);
  });
});
