/**
 * A page-render worker thread: the React Router server build and the loaders' services, with a
 * database connection of its own. Rendering is CPU work; done here, it never holds up the main
 * thread, which keeps answering cached pages, static files and the API.
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { pageCsp } from '../lib/csp.js';
import type { CategoryDraft } from '../services/content/categories.js';
import { composeServices } from '../services/index.js';
import type { LoadContext } from '../ssr.js';
import { routeShapes } from './canonical.js';
import { pageLoaders } from './langData.js';
import { previewNoindex } from './previewNoindex.js';
import type {
  PreviewDraft,
  RenderJob,
  RenderResult,
  RenderWorkerData,
  WorkerMessage,
} from './renderProtocol.js';

/** The render threads' nice value (0 normal … 19 lowest). */
const RENDER_NICE = 19;

const port = parentPort;
if (!port) throw new Error('renderWorker runs as a worker thread only');
// On Linux a nice value belongs to a thread, and 0 names the calling one: renders give way to
// the main thread (cached pages, static files, the API) whenever both want the CPU, and still
// take every idle cycle. Elsewhere the call would lower the whole process, so it is left out.
if (process.platform === 'linux') os.setPriority(0, RENDER_NICE);
const { config, buildUrl } = workerData as RenderWorkerData;
const log = pino({ level: config.nodeEnv === 'test' ? 'warn' : 'info', base: { worker: 'render' } });

/** Hot reads (the category tree…) of the content version being rendered; one page at a time. */
let version = '';
const kept = new Map<string, Promise<unknown>>();
/** Kept reads of one content version at most; past it they are dropped and read again. */
const KEPT_READS = 2000;

function readThrough<T>(key: string, read: () => Promise<T>): Promise<T> {
  const versioned = `${version} ${key}`;
  let value = kept.get(versioned) as Promise<T> | undefined;
  if (!value) {
    if (kept.size >= KEPT_READS) kept.clear();
    value = read();
    // A failed read is not kept.
    value.catch(() => kept.delete(versioned));
    kept.set(versioned, value);
  }
  return value;
}

// Loaders only read; the mailer is there because services are built as one set.
const composed = composeServices(config, log, { readThrough });
const { services } = composed;

/** The services whose every call a page loader makes is a read of content (no visitor data). */
const CONTENT_SERVICES = [
  'items',
  'products',
  'categories',
  'site',
  'jobs',
  'actuators',
  'valveActuations',
] as const;
/** Set while a GET renders: an action (a form post) always calls the services themselves. */
let keepReads = false;

/** Freezes a kept read: a loader that changed it would fail loudly, not change it for every page. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
  return value;
}

/** Arguments as a key; sets and maps (JSON writes them as {}) by their entries. */
function argumentsKey(args: unknown[]): string {
  return JSON.stringify(args, (_key, value: unknown) =>
    value instanceof Set || value instanceof Map ? [...value] : value,
  );
}

/**
 * The same service with each call kept for the content version being rendered, by its
 * arguments: pages share much of what they read (the layout's configuration and menu, the
 * category tree, home sections, related lists), and a content change starts afresh.
 */
function keptReads<T extends object>(name: string, service: T): T {
  const out = Object.assign({}, service) as Record<string, unknown>;
  for (const [method, call] of Object.entries(service)) {
    if (typeof call !== 'function') continue;
    out[method] = (...args: unknown[]): unknown => {
      const read = () => (call as (...a: unknown[]) => unknown).apply(service, args);
      if (!keepReads) return read();
      return readThrough(`${name}.${method} ${argumentsKey(args)}`, async () => deepFreeze(await read()));
    };
  }
  return out as T;
}
const pageServices = {
  ...services,
  content: { ...services.content },
  platform: {
    ...services.platform,
    // Of the image pipeline, pages only read pictures' metadata; its other calls start work.
    images: {
      ...services.platform.images,
      ...keptReads('images', { metaFor: services.platform.images.metaFor }),
    },
  },
};
for (const name of CONTENT_SERVICES)
  Object.assign(pageServices.content, { [name]: keptReads(name, services.content[name]) });
const context: LoadContext = { services: pageServices, config };
const build = pageLoaders((await import(buildUrl)) as ServerBuild, pageServices.platform.images.metaFor);

/** A record kind's service whose page read (`detail`) can show a working draft. */
interface Previewable {
  detail(id: number, draft?: never): Promise<unknown>;
}

/** The loaders' services for a staff preview: the record's own page reads its draft. */
function previewContext(draft: PreviewDraft): LoadContext {
  // A category shows in menus and lists too: every read of it takes the draft.
  if (draft.entity === 'category')
    return {
      services: {
        ...pageServices,
        content: {
          ...pageServices.content,
          categories: services.content.categories.previewing(draft as CategoryDraft),
        },
      },
      config,
      preview: true,
    };
  const withDraft = <S extends Previewable>(service: S): S => ({
    ...service,
    detail: (id: number) => service.detail(id, (id === draft.id ? draft.data : undefined) as never),
  });
  const name = ({ content_item: 'items', product: 'products', job: 'jobs' } as const)[
    draft.entity as 'content_item' | 'product' | 'job'
  ];
  return {
    services: {
      ...pageServices,
      content: { ...pageServices.content, [name]: withDraft(services.content[name]) },
    },
    config,
    preview: true,
  };
}
const handle = createRequestHandler(build, 'production');

async function render(job: RenderJob): Promise<RenderResult> {
  if (job.contentVersion !== version) {
    version = job.contentVersion;
    kept.clear();
  }
  // A preview's reads are of one staff member's draft: never kept for other pages.
  keepReads = job.method === 'GET' && !job.draft;
  try {
    const response = await handle(
      new Request(job.url, {
        method: job.method,
        headers: job.headers,
        ...(job.body ? { body: Buffer.from(job.body) } : {}),
      }),
      job.draft ? previewContext(job.draft) : job.clientIp ? { ...context, clientIp: job.clientIp } : context,
    );
    const headers = [...response.headers].filter(
      ([name]) => name !== 'set-cookie' && name !== 'content-length',
    );
    for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    const isHtml = response.headers.get('content-type')?.startsWith('text/html');
    const text = await response.text();
    const body = job.draft && isHtml ? previewNoindex(text) : text;
    // The policy that allows exactly this page's inline scripts, hashed here, off the main thread.
    if (isHtml) headers.push(['content-security-policy', pageCsp(body, { development: false })]);
    return { ok: true, status: response.status, headers, body };
  } catch (error) {
    log.error({ err: error, url: job.url }, 'rendering a page failed');
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

// One page at a time, in order: the main thread hands over the next job early (renderPool.ts).
const jobs: RenderJob[] = [];
let running = false;
port.on('message', (job: RenderJob) => {
  jobs.push(job);
  if (running) return;
  running = true;
  void (async () => {
    for (let next = jobs.shift(); next; next = jobs.shift()) {
      port.postMessage({ id: next.id, ...(await render(next)) } satisfies WorkerMessage);
    }
    running = false;
  })();
});
port.on('close', () => void composed.close());
port.postMessage({ ready: true, routes: routeShapes(build) } satisfies WorkerMessage);
