import crypto from 'node:crypto';

/**
 * The Content-Security-Policy of every answer (helmet's directive names). Scripts come from this
 * origin only: no inline script runs unless the page names it by hash (pageCsp). Styles keep
 * 'unsafe-inline': React writes `style` attributes and MUI (the staff console) inserts <style>
 * elements; CSS cannot run script.
 */
export function cspDirectives(options: { development: boolean }): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    // Vite's development server injects inline module scripts for HMR.
    scriptSrc: options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'https:', 'data:'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...(options.development ? ['ws:'] : [])],
    frameSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The header value of a set of directives, with extra script sources. */
export function headerOf(directives: Record<string, string[] | null>, extraScripts: string[]): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => {
      const all = name === 'scriptSrc' ? [...values, ...extraScripts] : values;
      return `${kebab(name)} ${all.join(' ')}`;
    })
    .join('; ');
}

/** The policy of every answer that is not a rendered page (made once: helmet parsed it per request). */
export function baseCsp(options: { development: boolean }): string {
  return headerOf(cspDirectives(options), []);
}

/** A JSON data block (`application/ld+json`, `application/json`): a browser never runs it. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json["'\s>]/i;

/**
 * Inline scripts of an HTML document: the exact text between each `<script>` without src and
 * `</script>`. JSON data blocks (structured data) are not scripts and get no hash: a hash would
 * only lengthen the header, and would let that text run if it were ever served as a script.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const attributes = `${match[1] ?? ''}>`;
    if (!/\bsrc\s*=/i.test(attributes) && !DATA_BLOCK.test(attributes)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * The policy of a rendered page: the inline scripts React Router writes (the loader data, the
 * route modules' import, scroll restoration) and the page's own are allowed by their SHA-256,
 * nothing else. A cached page keeps the header that matches its bytes, so hashes, unlike a nonce
 * per response, let a cache hit send stored (and stored compressed) bytes.
 */
export function pageCsp(html: string, options: { development: boolean }): string {
  const hashes = new Set(
    inlineScripts(html).map(
      (script) => `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    ),
  );
  return headerOf(cspDirectives(options), [...hashes]);
}
