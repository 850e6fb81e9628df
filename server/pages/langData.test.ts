import { describe, expect, it } from 'vitest';
import { IMAGE_META_KEY, type ImageMeta } from '#contract/images.js';
import { forLang, pageData } from './langData.js';

const item = {
  id: 3,
  title: '蝶阀',
  en_title: 'Butterfly valve',
  summary: '简介',
  en_summary: '',
  cate: { cate_name: '产品', en_cate_name: 'Products' },
  list: [{ name: '甲', en_name: 'A' }],
  when: new Date(0),
};

describe('forLang: loader data as a page in one language reads it', () => {
  it('leaves out the other language where the own one is there', () => {
    expect(forLang('en', item)).toEqual({
      id: 3,
      en_title: 'Butterfly valve',
      // No English summary: the Chinese one stays, as text() falls back to it.
      summary: '简介',
      en_summary: '',
      cate: { en_cate_name: 'Products' },
      list: [{ en_name: 'A' }],
      when: new Date(0),
    });
    expect(forLang('zh', item)).toEqual({
      id: 3,
      title: '蝶阀',
      summary: '简介',
      cate: { cate_name: '产品' },
      list: [{ name: '甲' }],
      when: new Date(0),
    });
  });

  it('keeps fields without a twin and values that are not plain objects', () => {
    expect(forLang('en', { en_only: 'x', title: '标题' })).toEqual({ en_only: 'x', title: '标题' });
    expect(forLang('zh', [1, 'a', null])).toEqual([1, 'a', null]);
  });
});

describe('pageData: loader data with the metadata of the pictures it names', () => {
  const photo = '/uploads/media/2026-11/abcDEF_12-3.jpg';
  const other = '/uploads/media/2026-10/xyz.webp';
  const meta: ImageMeta = {
    width: 2400,
    height: 1600,
    widths: [320, 640],
    fallback: 'jpg',
    color: '#123456',
  };

  /** A metaFor that knows `photo` and `other`, and records what it was asked. */
  function fakeMetaFor() {
    const calls: string[][] = [];
    const metaFor = async (urls: Iterable<string>) => {
      const asked = [...urls];
      calls.push(asked);
      return Object.fromEntries(
        asked.filter((url) => url === photo || url === other).map((url) => [url, meta]),
      );
    };
    return { calls, metaFor };
  }

  it('collects every pipeline picture once, however deep, and asks for them in one call', async () => {
    const { calls, metaFor } = fakeMetaFor();
    const data = {
      item: { full_image: photo, title: '阀', en_title: 'Valve' },
      list: [{ full_image: photo }, { full_images: `${other},/uploads/demo/pictures/a.svg` }],
      site: {
        logo: '/uploads/demo/logo.svg',
        banner: 'https://cdn.example/x.jpg',
        gif: '/uploads/media/2026-11/a.gif',
      },
    };
    const out = await pageData(data, 'en', metaFor);
    expect(calls).toEqual([[photo, other]]);
    expect(out).toEqual({
      item: { full_image: photo, en_title: 'Valve' },
      list: data.list,
      site: data.site,
      [IMAGE_META_KEY]: { [photo]: meta, [other]: meta },
    });
  });

  it('leaves the data as it was, without a query, when it names no pipeline picture', async () => {
    const { calls, metaFor } = fakeMetaFor();
    const data = {
      title: '标题',
      en_title: 'Title',
      image: '/uploads/demo/pictures/a.svg',
      note: 'media/2026-11/a.jpg',
    };
    expect(await pageData(data, null, metaFor)).toEqual(data);
    expect(calls).toEqual([]);
  });

  it('adds no key when no named picture is processed yet, and none to data that is not a plain object', async () => {
    const { calls, metaFor } = fakeMetaFor();
    const unprocessed = { full_image: '/uploads/media/2026-11/not-ready.png' };
    expect(await pageData(unprocessed, 'zh', metaFor)).toEqual(unprocessed);
    expect(await pageData([{ full_image: photo }], 'zh', metaFor)).toEqual([{ full_image: photo }]);
    const response = new Response(null, { status: 302 });
    expect(await pageData(response, 'en', metaFor)).toBe(response);
    expect(calls).toEqual([['/uploads/media/2026-11/not-ready.png']]);
  });

  it('does not ask for a picture only the other language names', async () => {
    const { calls, metaFor } = fakeMetaFor();
    const out = await pageData({ image: photo, en_image: other }, 'zh', metaFor);
    expect(calls).toEqual([[photo]]);
    expect(out).toEqual({ image: photo, [IMAGE_META_KEY]: { [photo]: meta } });
  });
});
