/**
 * A page's scripts are fetched after the page itself has loaded (decision 135).
 *
 * React Router writes a `<link rel="modulepreload">` into the head for each of the ~20 modules a
 * page needs, and an inline module script that imports the route modules. A phone then fetches
 * those scripts beside the stylesheets and the first picture over its few connections, and the
 * first paint and the largest picture wait for them. Here the preload links leave the head, and the
 * inline script first waits for the window's load event, or three seconds after the document was
 * read so that one slow picture cannot hold the page's script back. Then, in a task of its own, it
 * preloads the same modules and imports the route modules as React Router's own script did. The
 * page is server-rendered: it reads, and its links work, before any script runs.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;
const ROUTE_SCRIPT = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;

/** Resolves once the page has loaded, or three seconds after the document was read. */
const AFTER_LOAD = `await new Promise((go) => {
  if (document.readyState === "complete") return go();
  addEventListener("load", () => setTimeout(go), { once: true });
  const later = () => setTimeout(go, 3000);
  if (document.readyState === "interactive") later();
  else document.addEventListener("DOMContentLoaded", later, { once: true });
});`;

/** The page's HTML with its module scripts fetched after load; other HTML as it was. */
export function scriptsAfterLoad(html: string): string {
  const routeScript = ROUTE_SCRIPT.exec(html);
  const code = routeScript?.[1];
  if (!routeScript || !code?.includes('window.__reactRouterRouteModules')) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const routes = [...code.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name, url }));
  const script = [
    AFTER_LOAD,
    `const preloads = document.createDocumentFragment();`,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    `  const link = document.createElement("link");`,
    `  link.rel = "modulepreload";`,
    `  link.href = href;`,
    `  preloads.append(link);`,
    `}`,
    `document.head.append(preloads);`,
    `const [${routes.map((route) => route.name).join(', ')}] = await Promise.all([${routes
      .map((route) => `import(${JSON.stringify(route.url)})`)
      .join(', ')}]);`,
    code.replace(ROUTE_IMPORT, '').replace(/^[\s;]+/, ''),
  ].join('\n');
  return html
    .replace(PRELOAD, '')
    .replace(routeScript[0], () => `<script type="module" async="">${script}</script>`);
}
