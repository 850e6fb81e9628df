/** Messages between the server's main thread and its page-render workers (server/pages/). */

import type { Config } from '../config.js';
import type { RouteShape } from './canonical.js';

export interface RenderWorkerData {
  config: Config;
  /** file: URL of the compiled React Router server build (build/server/index.js). */
  buildUrl: string;
}

export interface RenderJob {
  id: number;
  method: string;
  /** Absolute URL, already canonical for cacheable pages. */
  url: string;
  headers: [string, string][];
  body?: Uint8Array;
  /** The visitor's address as the server sees it (behind trusted proxies): a form post's rate limits count it. */
  clientIp?: string;
  /** The content version the main thread read for this page: reads are kept per version. */
  contentVersion: string;
  /** A staff preview: the page shows this record's working draft, and says so. */
  draft?: PreviewDraft;
}

export interface PreviewDraft {
  entity: string;
  id: number;
  /** The draft as the staff API takes the record. */
  data: object;
}

/** A rendered page: the whole body (the main thread caches it), its headers with its CSP. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

export type RenderResult = ({ ok: true } & RenderedPage) | { ok: false; error: string };

/** A worker says it is ready with the site's routes (the main thread's canonical pages). */
export type WorkerMessage = { ready: true; routes: RouteShape[] } | ({ id: number } & RenderResult);
