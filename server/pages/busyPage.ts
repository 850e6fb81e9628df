import type { Lang } from '#contract/messages.js';

type Copy = Record<Lang, { title: string; text: string; retry: string }>;

const COPY: Copy = {
  en: {
    title: 'One moment, please',
    text: 'Many visitors are opening pages right now. This page will load again by itself in a few seconds.',
    retry: 'Try again now',
  },
  zh: {
    title: '请稍候',
    text: '当前访问人数较多，本页面将在几秒钟后自动重新加载。',
    retry: '立即重试',
  },
};

/** The database does not answer and the page was not kept. */
const OUTAGE: Copy = {
  en: {
    title: 'Back in a moment',
    text: 'This page cannot be loaded just now. Please try again shortly; it will reload by itself. Nothing you sent was lost or half-saved.',
    retry: 'Try again now',
  },
  zh: {
    title: '请稍后再试',
    text: '暂时无法打开此页面，请稍后重试；页面会自动重新加载。您提交的内容不会丢失或只保存一半。',
    retry: '立即重试',
  },
};

const made = new Map<string, string>();

/**
 * The small static page a visitor gets when every page renderer is busy and the queue is full
 * (503 with Retry-After): no script, no database, the same bytes every time. It reloads itself.
 */
export function busyPage(lang: Lang, retrySeconds: number, reason: 'busy' | 'outage' = 'busy'): string {
  const key = `${lang} ${retrySeconds} ${reason}`;
  let html = made.get(key);
  if (!html) {
    const copy = (reason === 'busy' ? COPY : OUTAGE)[lang];
    html = `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${retrySeconds + 1}"><meta name="robots" content="noindex"><title>${copy.title}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.6 system-ui,sans-serif;color:#0b2a4a;background:#f4f7fa}main{max-width:32rem;padding:2rem;text-align:center}a{color:#0b5cab}</style></head><body><main><h1>${copy.title}</h1><p>${copy.text}</p><p><a href="">${copy.retry}</a></p></main></body></html>`;
    made.set(key, html);
  }
  return html;
}
