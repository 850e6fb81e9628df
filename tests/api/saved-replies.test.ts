import { expect, it } from 'vitest';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { useSignedInTeam } from '../helpers/staff.js';

interface SavedReply {
  id: number;
  title: string;
  body_en: string;
  body_zh: string;
  update_time: number;
}
interface Refusal {
  message: string;
  errors: Record<string, string>;
}

const QUOTE = {
  title: 'Quotation sent',
  body_en: 'Dear {name},\n\nPlease find our quotation for {product} (case {case}).\n\nBest regards,\n{staff}',
  body_zh: '{name}，您好：\n\n关于 {product} 的报价（留言编号 {case}）已发送，请查收。\n\n{staff}',
};

describeEachDialect('the desk’s saved replies', (dialect) => {
  const t = useTestApp(dialect);
  const { admin, support, editor } = useSignedInTeam(t);

  it('keeps a reply in both languages, lists, edits and deletes it, each change in the audit log', async () => {
    const created = await support.post<SavedReply>('/saved_replies', {
      ...QUOTE,
      title: `  ${QUOTE.title} `,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(QUOTE);

    const list = await support.get<SavedReply[]>('/saved_replies', { filter: { q: 'quotation' } });
    expect(list.body.map((r) => r.id)).toContain(created.body.id);
    expect(list.headers['content-range']).toMatch(/^saved_replies 0-\d+\/\d+$/);

    const edited = await admin.put<SavedReply>(`/saved_replies/${created.body.id}`, { body_zh: '' });
    expect(edited.status).toBe(200);
    // What the PUT left out is kept.
    expect(edited.body).toMatchObject({ title: QUOTE.title, body_en: QUOTE.body_en, body_zh: '' });

    const removed = await support.del(`/saved_replies/${created.body.id}`);
    expect(removed.status).toBe(200);
    expect((await support.get(`/saved_replies/${created.body.id}`)).status).toBe(404);

    const log = await admin.get<{ action: string; staff_id: number }[]>('/audit', {
      filter: { entity: 'saved_reply', entity_id: String(created.body.id) },
      sort: JSON.stringify(['id', 'ASC']),
    });
    expect(log.body.map((e) => [e.action, e.staff_id])).toEqual([
      ['create', support.id],
      ['update', admin.id],
      ['delete', support.id],
    ]);
  });

  it('refuses a reply with no text, or naming a field the console cannot fill, at the field, in the member’s language', async () => {
    const empty = await support.post<Refusal>('/saved_replies', {
      title: 'Empty',
      body_en: ' ',
      body_zh: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ body_en: 'Required', body_zh: 'Required' });

    const typo = await support.call<Refusal>('POST', '/saved_replies', {
      body: { title: 'Typo', body_en: 'Dear {name}, about {prodcut}', body_zh: '您好 {姓名}' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(typo.status).toBe(400);
    expect(typo.body.errors.body_en).toBe(
      '控制台无法填写 {prodcut}，只能使用 {name} {case} {company} {product} {staff}',
    );
    expect(typo.body.errors.body_zh).toContain('{姓名}');

    const untitled = await support.post<Refusal>('/saved_replies', { title: '', body_en: 'Hello' });
    expect(untitled.body.errors).toHaveProperty('title');

    // A PUT that would leave both texts empty is refused too, and changes nothing.
    const kept = await support.post<SavedReply>('/saved_replies', {
      title: 'Only English',
      body_en: 'Hello {name}',
    });
    const emptied = await support.put<Refusal>(`/saved_replies/${kept.body.id}`, { body_en: '' });
    expect(emptied.status).toBe(400);
    expect((await support.get<SavedReply>(`/saved_replies/${kept.body.id}`)).body.body_en).toBe(
      'Hello {name}',
    );
  });

  it('is the desk’s: editors may not read or write saved replies', async () => {
    expect((await editor.get('/saved_replies')).status).toBe(403);
    expect((await editor.post('/saved_replies', QUOTE)).status).toBe(403);
  });
});
