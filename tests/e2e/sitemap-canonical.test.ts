import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from './server.js';

/** XML and HTML attribute text as written (`&amp;`, `&#38;`) read back. */
const unescape = (text: string) =>
  text.replace(/&(amp|#38|lt|gt|quot|#x27|#39);/g, (_, e: string) =>
    e === 'amp' || e === '#38'
      ? '&'
      : ({ lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" } as Record<string, string>)[e]!,
  );

interface Listed {
  loc: string;
  /** hreflang → href, as the sitemap says. */
  alternates: Record<string, string>;
}

/** The sitemap's entries: each page's address and its alternates. */
function entriesOf(xml: string): Listed[] {
  return xml
    .split('<url>')
    .slice(1)
    .map((entry) => ({
      loc: unescape(/^<loc>([^<]*)<\/loc>/.exec(entry)![1]!),
      alternates: Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1]!,
          unescape(m[2]!),
        ]),
      ),
    }));
}

/** What a page says about its own address in its head: canonical and hreflang alternates. */
function headOf(html: string): { canonical: string | undefined; alternates: Record<string, string> } {
  const links = [...html.matchAll(/<link\s[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const canonical = links.find((tag) => attr(tag, 'rel') === 'canonical');
  return {
    canonical: canonical ? unescape(attr(canonical, 'href') ?? '') : undefined,
    alternates: Object.fromEntries(
      links
        .filter((tag) => attr(tag, 'rel') === 'alternate' && attr(tag, 'hreflang'))
        .map((tag) => [attr(tag, 'hreflang')!, unescape(attr(tag, 'href') ?? '')]),
    ),
  };
}

/** A search engine's walk: every sitemap address answers 200 and calls itself canonical. */
describe('every sitemap address is the canonical address of a page that answers 200', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({}, { waitForPictures: false });
  });
  afterAll(() => site?.stop());

  it('in both languages, with the same hreflang alternates as the sitemap', async () => {
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const entries = entriesOf(xml);
    // Both languages of every page: the static pages alone are over 40 per language.
    expect(entries.filter((e) => e.loc.startsWith(`${site.url}/en`)).length).toBeGreaterThan(40);
    expect(entries.filter((e) => e.loc.startsWith(`${site.url}/zh`)).length).toBe(
      entries.filter((e) => e.loc.startsWith(`${site.url}/en`)).length,
    );
    const mismatches: string[] = [];
    // A few at a time: the renderer's queue is small, and the machine shared.
    const queue = [...entries];
    const walk = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const answer = await fetch(entry.loc, { redirect: 'manual' });
        if (answer.status !== 200) {
          mismatches.push(`${entry.loc}: status ${answer.status}`);
          continue;
        }
        const head = headOf(await answer.text());
        if (head.canonical !== entry.loc) mismatches.push(`${entry.loc}: canonical ${head.canonical}`);
        if (JSON.stringify(head.alternates) !== JSON.stringify(entry.alternates))
          mismatches.push(
            `${entry.loc}: alternates ${JSON.stringify(head.alternates)} in the page, ${JSON.stringify(entry.alternates)} in the sitemap`,
          );
      }
    };
    await Promise.all([walk(), walk(), walk()]);
    expect(mismatches).toEqual([]);
    // Every page renders once here, at the renderers' low priority (nice 19), so on
    // a machine busy with the other suite this is the slowest test: more time than the suites' 300 s.
  }, 900_000);
});
