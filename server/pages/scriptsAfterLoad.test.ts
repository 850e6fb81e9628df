import { describe, expect, it } from 'vitest';
import { scriptsAfterLoad } from './scriptsAfterLoad.js';

// The shape React Router 7 writes (head preloads, one inline module script importing the routes).
const page = [
  '<html><head><title>t</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/>',
  '</head><body><main>page</main>',
  '<script type="module" async="">; import * as route0 from "/assets/root-C.js"; import * as route1 from "/assets/home-D.js";',
  'window.__reactRouterManifest = {"entry":{}};',
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-A.js");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script>',
  '</body></html>',
].join('\n');

describe('scriptsAfterLoad', () => {
  const out = scriptsAfterLoad(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';

  it('takes the module preloads out of the head and leaves the rest of the page as it was', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<main>page</main>');
    expect(out).toContain('<script>window.__reactRouterContext.streamController.close();</script>');
  });

  it('waits for the load event, then preloads the same modules and imports the same routes', () => {
    expect(script).not.toMatch(/^\s*import /m);
    const waits = script.indexOf('addEventListener("load"');
    const preloads = script.indexOf(
      '["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js"]',
    );
    const imports = script.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);',
    );
    const entry = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect([waits, preloads, imports, entry].every((at) => at >= 0)).toBe(true);
    expect(waits < preloads && preloads < imports && imports < entry).toBe(true);
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it('is valid module code', () => {
    // A module body with top-level await parses as the body of an async function.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it('rewrites the script as Preact writes it too (`async` without a value)', () => {
    const preact = scriptsAfterLoad(
      page.replace('<script type="module" async="">', '<script type="module" async>'),
    );
    expect(preact).not.toContain('rel="modulepreload"');
    expect(preact).toContain('addEventListener("load"');
  });

  it('leaves a page without React Router scripts (an error page, a JSON answer) alone', () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body>x</body></html>';
    expect(scriptsAfterLoad(plain)).toBe(plain);
  });
});
