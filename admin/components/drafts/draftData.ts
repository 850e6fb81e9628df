import type { RaRecord } from 'react-admin';
import { API, fetchJson } from '../../http';

/** The console's resources whose published records are edited as a working draft (decision 96). */
export const DRAFTED_RESOURCES = ['items', 'products', 'jobs', 'categories'];

/** A draft as the server answers it (server/services/content/drafts.ts). */
export interface DraftInfo {
  data: Record<string, unknown>;
  update_time: number;
  staff_name: string;
  live_changed: boolean;
}

/** A record as the console edits it: the draft's values over the live record, and what it was. */
export interface DraftedRecord extends RaRecord {
  /** When its draft was last saved; null without one (the server sets it). */
  draft_time?: number | null;
  /** The live record's status: published records save drafts. */
  live_status?: number;
  draft?: Omit<DraftInfo, 'data'>;
  /** The record's public page in each language (the server adds them). */
  preview_url?: string | null;
  preview_url_zh?: string | null;
}

export const draftUrl = (resource: string, id: RaRecord['id']) =>
  `${API}/${resource}/${encodeURIComponent(id)}/draft`;

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
