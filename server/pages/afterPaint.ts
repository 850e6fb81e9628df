/**
 * A rendered page paints before its scripts load or run (issue 24, decision 109). React Router
 * writes the route modules' import as an inline module script and preloads every chunk at high
 * priority, so on a fast connection the framework is fetched, evaluated and hydrating before the
 * browser's first paint, and on a slow one the chunks compete with the stylesheets and the largest
 * picture. Here the chunks are preloaded at low priority, and the import script is parked as an
 * inert block that a small inline script turns back into a module after the first frame has been
 * painted (a frame callback runs before a paint; the task it posts, after it). A tab opened in the
 * background gets its first frame, and so its scripts, when it is shown. Both scripts are inline,
 * so the page's policy allows them by hash (pageCsp) like React Router's own.
 */
const IMPORT_SCRIPT = '<script type="module" async="">';
const PARKED_TYPE = 'text/x-after-paint';
const START =
  `(function(){var parked=document.currentScript.previousElementSibling;function start(){` +
  `var module=document.createElement('script');module.type='module';module.textContent=parked.textContent;` +
  `parked.replaceWith(module)}requestAnimationFrame(function(){setTimeout(start,0)})})();`;

export function afterPaint(html: string): string {
  const at = html.indexOf(IMPORT_SCRIPT);
  if (at === -1) return html;
  const end = html.indexOf('</script>', at);
  if (end === -1) return html;
  const close = end + '</script>'.length;
  const withLowPreloads = (part: string) =>
    part.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return (
    withLowPreloads(html.slice(0, at)) +
    `<script type="${PARKED_TYPE}">` +
    html.slice(at + IMPORT_SCRIPT.length, close) +
    `<script>${START}</script>` +
    withLowPreloads(html.slice(close))
  );
}
