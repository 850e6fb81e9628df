/**
 * What a staff preview adds to a rendered page (decision 97): `noindex`, and a banner at the top
 * of the body, in the page's language, saying that it shows changes not yet published. Added to
 * the HTML after the render: React 19 leaves elements it did not render in <body> alone when it
 * hydrates, and the banner is plain HTML with no script.
 */
const WORDS = {
  en: {
    banner: 'Preview of unpublished changes',
    note: 'Only staff see this version; visitors see the published page.',
  },
  zh: { banner: '未发布更改的预览', note: '只有员工能看到此版本；访客看到的是已发布的页面。' },
};

const BANNER_STYLE = [
  'position:sticky',
  'top:0',
  'z-index:10000',
  'display:flex',
  'gap:0.75em',
  'flex-wrap:wrap',
  'justify-content:center',
  'padding:0.6em 1em',
  'background:#7a4b00',
  'color:#fff',
  'font:600 15px/1.4 system-ui,sans-serif',
  'text-align:center',
].join(';');

export function previewBanner(html: string, pathname: string): string {
  const words = WORDS[/^\/zh(\/|$)/i.test(pathname) ? 'zh' : 'en'];
  const banner =
    `<div role="status" data-preview-banner style="${BANNER_STYLE}">` +
    `<strong>${words.banner}</strong><span style="font-weight:400">${words.note}</span></div>`;
  return html
    .replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">')
    .replace(/<body([^>]*)>/i, `<body$1>${banner}`);
}
