import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '#server/lib/sendCached.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describeEachDialect('compressed answers from the content cache', (dialect) => {
  const t = useTestApp(dialect);

  it('answers a browser compressed, the same text as uncompressed, on a miss and on a hit', async () => {
    const url = '/api/product/ProductList?limit=12';
    const plain = await t.app.inject({ url });
    const miss = await t.app.inject({ url: `${url}&page=1`, headers: { 'accept-encoding': 'br, gzip' } });
    const hit = await t.app.inject({ url: `${url}&page=1`, headers: { 'accept-encoding': 'br, gzip' } });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    for (const answer of [miss, hit]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(zlib.brotliDecompressSync(answer.rawPayload).toString())).toEqual(plain.json());
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('serves the compressed copy of the new text after a content change', async () => {
    const url = '/api/common/getconfig?configname=site';
    const read = async () =>
      JSON.parse(
        zlib
          .brotliDecompressSync(
            (await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })).rawPayload,
          )
          .toString(),
      ) as { data: { en_company_name: string } };
    const before = await read();
    const { db } = t.database;
    const row = await db
      .selectFrom('site_config')
      .select('value')
      .where('key', '=', 'site')
      .executeTakeFirstOrThrow();
    const site = { ...(JSON.parse(row.value) as object), en_company_name: 'Maple River Controls (renamed)' };
    await db
      .updateTable('site_config')
      .set({ value: JSON.stringify(site) })
      .where('key', '=', 'site')
      .execute();
    await t.app.services.content.cache.changed();
    const after = await read();
    expect(before.data.en_company_name).not.toBe('Maple River Controls (renamed)');
    expect(after.data.en_company_name).toBe('Maple River Controls (renamed)');
  });
});
