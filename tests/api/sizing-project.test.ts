import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { EnquiryDetail } from '#contract/desk.js';
import { defaultForm, encodeForm, type SizingForm } from '#sizing/form/sizingState.js';
import { describeEachDialect, markVerified, useTestApp } from '../helpers/app.js';
import { enquiryIdOf } from '../helpers/desk.js';
import { client, enquiryForm } from '../helpers/http.js';
import { signedIn } from '../helpers/staff.js';

interface Saved {
  token: string;
  revision: number;
  link: string;
}
interface Opened {
  name: string;
  revision: number;
  tags: { form: SizingForm; valve: string | null }[];
}

/** A tag of the page: its first sizing (water, 20 / 60 / 90 m³/h), named. */
const tagOf = (number: string, service: string, line: string, flow = '60') => {
  const form = defaultForm();
  form.tag = { number, service, line };
  form.cases[1] = { ...form.cases[1], flow };
  return { form, valve: null as string | null };
};

const threeTags = () => [
  tagOf('FV-101', 'Boiler feedwater control', '4"-BFW-1001'),
  tagOf('FV-102', 'Condensate return', '3"-CR-2002', '45'),
  tagOf('PV-201', 'Deaerator level', '2"-DA-3003', '30'),
];

describeEachDialect('sizing projects saved behind a signed link', (dialect) => {
  const t = useTestApp(dialect);
  let api: ReturnType<typeof client>;
  let n = 0;
  let ip: string;

  beforeAll(() => {
    api = client(t.app);
  });
  beforeEach(() => {
    ip = `10.42.9.${++n}`;
  });

  const save = (body: object, lang: 'en' | 'zh' = 'en', token?: string) =>
    api.post<Saved>(token ? `/api/sizing/project/${token}` : '/api/sizing/project', body, { lang, ip });
  const open = (token: string, lang: 'en' | 'zh' = 'en') =>
    api.get<Opened>(`/api/sizing/project/${token}`, undefined, lang);

  it('saves a project of three tags, opens it by its link, and saves it again under the same link', async () => {
    const made = await save({ name: 'Boiler house', tags: threeTags() });
    expect(made.status).toBe(200);
    const { token, revision, link } = made.body.data;
    expect(token).toMatch(/^[\w-]{42}$/);
    expect(revision).toBe(1);
    expect(link).toMatch(new RegExp(`/sizing\\?p=${token}$`));

    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body.data.name).toBe('Boiler house');
    expect(opened.body.data.tags.map((tag) => tag.form.tag)).toEqual([
      { number: 'FV-101', service: 'Boiler feedwater control', line: '4"-BFW-1001' },
      { number: 'FV-102', service: 'Condensate return', line: '3"-CR-2002' },
      { number: 'PV-201', service: 'Deaerator level', line: '2"-DA-3003' },
    ]);
    expect(opened.body.data.tags[1]!.form.cases[1].flow).toBe('45');

    // Saved again from the link: the same project, one revision on, the link unchanged.
    const tags = threeTags().slice(0, 2);
    const again = await save({ name: 'Boiler house, rev. B', tags, revision: 1 }, 'en', token);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ token, revision: 2 });
    const reopened = await open(token);
    expect(reopened.body.data.name).toBe('Boiler house, rev. B');
    expect(reopened.body.data.tags.map((tag) => tag.form.tag.number)).toEqual(['FV-101', 'FV-102']);

    // A save that started from revision 1 would overwrite revision 2: refused, nothing lost.
    const stale = await save({ name: 'Old', tags: threeTags(), revision: 1 }, 'zh', token);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('已有人保存了新的版本');
    expect((await open(token)).body.data.name).toBe('Boiler house, rev. B');
  });

  it('answers 404 in the visitor’s language for an unknown or altered link', async () => {
    const { token } = (await save({ name: 'Tampered', tags: threeTags() })).body.data;
    // One character of the signature changed; the same id with another signature; an unknown id.
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -1)}${last}`;
    const otherId = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
    for (const bad of [altered, otherId, 'A'.repeat(42), 'short']) {
      const zh = await open(bad, 'zh');
      expect(zh.status).toBe(404);
      expect(zh.body.msg).toBe('该项目链接无效或已损坏，请核对链接，或请发送者重新发送');
      const en = await open(bad, 'en');
      expect(en.status).toBe(404);
      expect(en.body.msg).toContain('This project link is unknown or damaged');
    }
    // An altered link cannot save over the project either.
    const overwrite = await save({ name: 'X', tags: threeTags(), revision: 1 }, 'en', altered);
    expect(overwrite.status).toBe(404);
    expect((await open(token)).body.data.name).toBe('Tampered');
  });

  it('refuses more tags than a project holds, a long name or a body past the limit, in the visitor’s words', async () => {
    const many = Array.from({ length: 51 }, (_, i) => tagOf(`FV-${i + 1}`, '', ''));
    const tooMany = await save({ name: 'Plant', tags: many }, 'en');
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.msg).toBe(
      'A project holds at most 50 tags; this one has 51. Please split it into two projects.',
    );
    const tooManyZh = await save({ name: 'Plant', tags: many }, 'zh');
    expect(tooManyZh.body.msg).toBe('一个项目最多包含 50 个位号，此项目有 51 个，请拆分为两个项目。');

    const longName = await save({ name: 'N'.repeat(101), tags: threeTags() }, 'en');
    expect(longName.status).toBe(400);
    expect(longName.body.msg).toBe('A project name may have at most 100 characters.');

    const none = await save({ name: 'Empty', tags: [] }, 'zh');
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('项目至少需要一个位号。');

    const huge = await save({ name: 'Huge', tags: threeTags(), padding: 'x'.repeat(2_000_000) }, 'zh');
    expect(huge.status).toBe(413);
    expect(huge.body.msg).toBe('请求内容过大');

    const notOne = await save({ tags: 'all of them' }, 'en');
    expect(notOne.status).toBe(400);
    expect(notOne.body.msg).toBe('This file is not a sizing project of this page.');
  });

  it('refuses a tag whose figures the sizing cannot take, naming the tag and the field', async () => {
    const tags = threeTags();
    tags[1]!.form.cases[0] = { ...tags[1]!.form.cases[0], P1: 'ten' };
    const en = await save({ name: 'Bad figure', tags }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.msg).toMatch(/^Please check tag 2 \(FV-102\): Inlet pressure P1 \(Minimum\) /);
    const zh = await save({ name: 'Bad figure', tags }, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toMatch(/^请检查位号 2 \(FV-102\)：.*入口压力/);
  });

  it('goes with a quotation: the console shows each tag’s sizing as it was sent', async () => {
    const { token } = (await save({ name: 'Boiler house', tags: threeTags() })).body.data;
    const email = `project${n}@example.com`;
    await markVerified(t.app, email);
    const first = threeTags()[0]!.form;
    const sent = await api.post<string>(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), sizing: { state: encodeForm(first), project: token } },
      { lang: 'en', ip },
    );
    expect(sent.body.code).toBe(1);
    const id = await enquiryIdOf(t, sent.body.data);
    // Saving the project later does not change what the quotation carried.
    await save({ name: 'Renamed later', tags: threeTags().slice(0, 1), revision: 1 }, 'en', token);

    const support = await signedIn(t.app, 'support');
    const detail = (await support.get<EnquiryDetail>(`/enquiries/${id}`)).body;
    expect(detail.sizing_project).not.toBeNull();
    expect(detail.sizing_project!.name).toBe('Boiler house');
    expect(detail.sizing_project!.link).toMatch(new RegExp(`/sizing\\?p=${token}$`));
    expect(detail.sizing_project!.tags.map((tag) => [tag.number, tag.service, tag.line])).toEqual([
      ['FV-101', 'Boiler feedwater control', '4"-BFW-1001'],
      ['FV-102', 'Condensate return', '3"-CR-2002'],
      ['PV-201', 'Deaerator level', '2"-DA-3003'],
    ]);
    // Each tag's sizing, sized by the server: FV-102's normal flow (45 m³/h) needs less than FV-101's (60).
    const normalKv = detail.sizing_project!.tags.map((tag) => tag.sizing.cases[1]!.Kv!);
    expect(normalKv[1]).toBeLessThan(normalKv[0]!);
    expect(detail.sizing_project!.tags[0]!.sizing.cases.map((c) => c.flow)).toEqual(['20', '60', '90']);

    // A quotation with an altered project link is refused, nothing saved.
    const refused = await api.post<string | null>(
      '/api/leavemessage/postAdvise',
      {
        ...enquiryForm(email),
        sizing: {
          state: encodeForm(first),
          project: `${token.slice(0, -1)}${token.at(-1) === 'Q' ? 'R' : 'Q'}`,
        },
      },
      { lang: 'zh', ip },
    );
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toContain('该项目链接无效或已损坏');
  });
});
