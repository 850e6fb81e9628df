import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR, readDemoContent } from './content.js';

/** A copy of the demo content with some files changed by `edit`. */
function copyWith(edit: Record<string, (data: never) => void>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-content-'));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  for (const [file, change] of Object.entries(edit)) {
    const full = path.join(dir, `${file}.json`);
    const data = JSON.parse(fs.readFileSync(full, 'utf8')) as never;
    change(data);
    fs.writeFileSync(full, JSON.stringify(data));
  }
  copies.push(dir);
  return dir;
}
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Entry = { [field: string]: unknown; title?: { en: string; zh: string }; industries?: string[] };

describe('demo content files', () => {
  it('reads every entity with both languages, long texts joined from their lines', () => {
    const content = readDemoContent();
    expect(content.products.length).toBeGreaterThan(50);
    expect(content.items.length).toBeGreaterThan(200);
    const first = content.items[0]!;
    expect(first.title.en).not.toBe('');
    expect(first.title.zh).not.toBe(first.title.en);
    expect(first.content?.en).toMatch(/^<p>.*<\/p>\n<h3>/);
    expect(content.siteConfig.company_name).toEqual({
      en: 'Maple River Controls Co., Ltd.',
      zh: '枫河控制阀有限公司',
    });
  });

  it('names the file, the item and the field of each mistake', () => {
    const dir = copyWith({
      news: (items: Entry[]) => {
        items[2]!.title!.zh = '长'.repeat(501);
        items[4]!.tilte = items[4]!.title!;
        delete items[4]!.title;
      },
      products: (products: Entry[]) => {
        products[0]!.pictures = [{ scene: 'castle' }];
      },
    });
    const message = (() => {
      try {
        readDemoContent(dir);
        return 'no error';
      } catch (error) {
        return String(error);
      }
    })();
    expect(message).toContain('news.json, item 3 ("news-c03"), field title.zh: At most 500 characters');
    expect(message).toContain('news.json, item 5 ("news-c05"), field title: Required');
    expect(message).toContain('news.json, item 5 ("news-c05"), field tilte: not a field of this file');
    expect(message).toMatch(
      /products\.json, item 1 \("[^"]+"\), field pictures\.0\.scene: Must be one of: globe-valve, /,
    );
  });

  it('refuses a link to a key that no item has, and a file that is not JSON', () => {
    const dir = copyWith({
      'application-areas': (areas: Entry[]) => {
        areas[0]!.industries!.push('no-such-industry');
      },
    });
    expect(() => readDemoContent(dir)).toThrow(
      /application-areas\.json, item 1 \("[^"]+"\), field industries\.\d+: no content item has the key "no-such-industry"/,
    );
    fs.writeFileSync(path.join(dir, 'jobs.json'), '[{"name": ');
    expect(() => readDemoContent(dir)).toThrow(/jobs\.json: .*JSON/);
  });
});
