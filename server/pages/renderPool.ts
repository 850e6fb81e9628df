import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { RouteShape } from './canonical.js';
import type { RenderedPage, RenderJob, RenderWorkerData, WorkerMessage } from './renderProtocol.js';

/** Every worker is rendering and the queue is full: the visitor gets the "busy" page (503). */
export class RenderBusyError extends Error {
  constructor() {
    super('every page renderer is busy and the render queue is full');
    this.name = 'RenderBusyError';
  }
}

interface Waiting {
  job: Omit<RenderJob, 'id'>;
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Jobs handed to the worker: the one it renders, and the next, so it never waits for us. */
  jobs: Map<number, Waiting>;
}

/** Each render thread's young generation (V8's space for short-lived objects). */
const RENDER_YOUNG_GENERATION_MB = 16;

/** Jobs handed to a worker at once (it renders them one after the other). */
const PIPELINE = 2;

export interface RenderPoolOptions {
  /** Worker threads, each rendering one page at a time. */
  workers: number;
  /** Renders that may wait for a worker; more are refused at once. */
  queue: number;
  workerUrl: URL;
  data: RenderWorkerData;
  log: FastifyBaseLogger;
}

/**
 * At most `workers` pages render at once, each in its own thread, and at most `queue` wait (plus
 * the next job each worker already holds); a render beyond that is refused (RenderBusyError)
 * rather than left to time out. A worker that dies fails its pages and is replaced.
 */
export function createRenderPool(options: RenderPoolOptions) {
  const slots: Slot[] = [];
  const waiting: Waiting[] = [];
  let nextId = 1;
  let closing = false;
  let rendered = 0;
  let refused = 0;
  /** The site's routes, as the first worker to start described them. */
  let routes: RouteShape[] = [];

  function spawn(): Promise<void> {
    // A young generation of a few pages' garbage: a render allocates a few MB of short-lived
    // objects, and a smaller one collected several times per page, where a larger one kept
    // ~45 MB more resident per thread for little speed.
    const worker = new Worker(options.workerUrl, {
      workerData: options.data,
      resourceLimits: { maxYoungGenerationSizeMb: RENDER_YOUNG_GENERATION_MB },
    });
    const slot: Slot = { worker, ready: false, jobs: new Map() };
    slots.push(slot);
    return new Promise((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          slot.ready = true;
          if (routes.length === 0) routes = message.routes;
          resolve();
          return pump();
        }
        const current = slot.jobs.get(message.id);
        if (!current) return;
        slot.jobs.delete(message.id);
        rendered++;
        if (message.ok) current.resolve(message);
        else current.reject(new Error(`rendering ${current.job.url} failed: ${message.error}`));
        pump();
      });
      worker.on('error', (error) => options.log.error({ err: error }, 'a page-render worker failed'));
      worker.on('exit', (code) => {
        slots.splice(slots.indexOf(slot), 1);
        for (const job of slot.jobs.values())
          job.reject(new Error(`the page-render worker stopped (exit ${code})`));
        if (!slot.ready) reject(new Error(`a page-render worker could not start (exit ${code})`));
        if (closing) return;
        options.log.error({ code }, 'a page-render worker stopped; starting another');
        spawn().catch((err: unknown) => options.log.error({ err }, 'restarting a page-render worker failed'));
      });
    });
  }

  /** Hands waiting jobs to the least loaded workers. */
  function pump(): void {
    for (let load = 0; load < PIPELINE; load++) {
      for (const slot of slots) {
        if (!slot.ready || slot.jobs.size !== load) continue;
        const next = waiting.shift();
        if (!next) return;
        const id = nextId++;
        slot.jobs.set(id, next);
        slot.worker.postMessage({ ...next.job, id } satisfies RenderJob);
      }
    }
  }

  return {
    /** Starts the workers; resolves, with the site's routes, when all of them can render. */
    start: () => Promise.all(Array.from({ length: options.workers }, spawn)).then(() => routes),

    render(job: Omit<RenderJob, 'id'>): Promise<RenderedPage> {
      const room = slots.some((slot) => slot.ready && slot.jobs.size < PIPELINE);
      if (!room && waiting.length >= options.queue) {
        refused++;
        return Promise.reject(new RenderBusyError());
      }
      return new Promise((resolve, reject) => {
        waiting.push({ job, resolve, reject });
        pump();
      });
    },

    /** For /metrics and tests: renders running and waiting, and totals since start. */
    stats: () => ({
      workers: slots.length,
      active: slots.filter((slot) => slot.jobs.size > 0).length,
      queued: waiting.length + slots.reduce((sum, slot) => sum + Math.max(0, slot.jobs.size - 1), 0),
      rendered,
      refused,
    }),

    async close(): Promise<void> {
      closing = true;
      for (const next of waiting.splice(0)) next.reject(new RenderBusyError());
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
