import type { RaRecord } from 'react-admin';
import { API, fetchJson } from '../../http.js';

/** The console's resources whose published records are edited as a working draft. */
export const DRAFTED_RESOURCES = ['items', 'products', 'jobs', 'categories'];

/** A draft as the server answers it (server/services/content/drafts.ts). */
export interface DraftInfo {
  data: Record<string, unknown>;
  update_time: number;
  staff_name: string;
  live_changed: boolean;
}

/** A record as the console edits it: the draft's values over the live record, and what it was. */
export interface DraftedRecord extends RaRecord, PreviewLinks {
  /** When its draft was last saved; null without one (the server sets it). */
  draft_time?: number | null;
  /** The live record's status: published records save drafts. */
  live_status?: number;
  draft?: Omit<DraftInfo, 'data'>;
}

export const draftUrl = (resource: string, id: RaRecord['id']) =>
  `${API}/${resource}/${encodeURIComponent(id)}/draft`;

/** A record's public page in each language, as the server answers it. */
export interface PreviewLinks {
  preview_url?: string | null;
  preview_url_zh?: string | null;
}

/** The page in the console's language (the English one when there is no other). */
export const previewIn = (links: PreviewLinks, locale: string) =>
  (locale === 'zh' ? links.preview_url_zh : links.preview_url) ?? links.preview_url ?? null;

/**
 * Opens the public page with the record's draft (a signed link) in a new tab, after
 * `first` (saving the form's typing) when it succeeds. The tab opens before any request, while
 * the click still counts as the user's (popup blockers).
 */
export async function openDraftPreview(
  resource: string,
  id: RaRecord['id'],
  locale: string,
  first: () => Promise<boolean> = async () => true,
) {
  const tab = window.open('', '_blank');
  try {
    if (!(await first())) return showIn(tab, null);
    const { json } = await fetchJson(`${draftUrl(resource, id)}/preview`, { method: 'POST', body: '{}' });
    showIn(tab, previewIn(json as PreviewLinks, locale));
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Sends a tab opened beforehand to the page, or closes it when there is none. */
export function showIn(tab: Window | null, url: string | null) {
  if (tab && url) tab.location.href = url;
  else tab?.close();
}

/**
 * Whether the edit form may show this record: a record with drafts is shown once the console's
 * own read has laid its draft over it (`live_status` set). The copies a list or a reference left
 * in react-admin's cache are live values: shown first, the form would flash them, and a save in
 * between would skip the draft.
 */
export const readyToEdit = (resource: string, record: DraftedRecord | undefined) =>
  record !== undefined && (!DRAFTED_RESOURCES.includes(resource) || record.live_status !== undefined);

/** The record the edit form starts from: its draft's values when it has one. */
export async function withDraft(resource: string, record: DraftedRecord): Promise<DraftedRecord> {
  if (!DRAFTED_RESOURCES.includes(resource)) return record;
  const live = { ...record, live_status: record.status as number };
  if (!record.draft_time) return live;
  const { json } = await fetchJson(draftUrl(resource, record.id));
  const { data, ...draft } = json as DraftInfo;
  return { ...live, ...data, id: record.id, draft };
}

/** Whether a save of this record keeps a draft rather than changing the live record. */
export const savesDraft = (resource: string, previous: DraftedRecord | undefined) =>
  DRAFTED_RESOURCES.includes(resource) && previous?.live_status === 1;

/** Keeps the form's values as the record's draft; answers the record as the form goes on with. */
export async function saveDraft(
  resource: string,
  previous: DraftedRecord,
  values: Record<string, unknown>,
): Promise<DraftedRecord> {
  const { json } = await fetchJson(draftUrl(resource, previous.id), {
    method: 'PUT',
    body: JSON.stringify(values),
  });
  const { data: _data, ...draft } = json as DraftInfo;
  return {
    ...previous,
    ...values,
    id: previous.id,
    live_status: previous.live_status,
    draft,
    draft_time: draft.update_time,
  };
}
