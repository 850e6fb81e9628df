import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetOneResult, Identifier, RaRecord, UpdateResult } from 'react-admin';
import type { CoverageChoices, DeskMember, EnquiryCounts, ReplyOutcome } from '#contract/desk.js';
import type { ReplyPreview } from '#contract/staffApi.js';
import { API, fetchJson } from './http.js';
import { saveDraft, savesDraft, withDraft } from './components/drafts/draftData.js';

/** Computed by the server on the way out; never sent back. */
const COMPUTED = ['missing_langs', 'preview_url', 'image_urls', 'file_urls', 'unread'];

function writable<T extends Partial<RaRecord>>(data: T): T {
  const copy: Record<string, unknown> = { ...data };
  for (const key of COMPUTED) delete copy[key];
  return copy as T;
}

/** Whether the reply mail went out now, was queued for retries, or was refused for good. */
type ReplyResult = Partial<ReplyOutcome>;

/** Name → description maps of the site configuration, edited as lists of pairs. */
const CONFIG_MAPS = [
  'mycustom_name',
  'en_mycustom_name',
  'enterprise_qualification',
  'en_enterprise_qualification',
];

interface Pair {
  name?: string;
  description?: string;
}

function configToForm(record: RaRecord): RaRecord {
  const form: Record<string, unknown> = { ...record };
  for (const key of CONFIG_MAPS) {
    const map = (record[key] ?? {}) as Record<string, string>;
    form[key] = Object.entries(map).map(([name, description]) => ({ name, description }));
  }
  return form as RaRecord;
}

function configFromForm<T extends Partial<RaRecord>>(data: T): T {
  const out: Record<string, unknown> = { ...data };
  for (const key of CONFIG_MAPS) {
    const pairs = (Array.isArray(data[key]) ? data[key] : []) as Pair[];
    out[key] = Object.fromEntries(
      pairs.filter((p) => p.name?.trim()).map((p) => [p.name!.trim(), p.description ?? '']),
    );
  }
  return out as T;
}

const rest = simpleRestProvider(API, fetchJson);

/** ra-data-simple-rest on /admin/api, plus the inbox actions that are not CRUD. */
export const dataProvider = {
  ...rest,
  getOne: (async (resource, params) => {
    const answer = await rest.getOne(resource, params);
    if (resource !== 'config') return { data: await withDraft(resource, answer.data) } as GetOneResult;
    return { data: configToForm(answer.data) } as GetOneResult;
  }) as DataProvider['getOne'],
  update: (async (resource, params) => {
    const data = writable(resource === 'config' ? configFromForm(params.data) : params.data);
    // A published record's save is a working draft; "Publish changes" makes it live.
    if (savesDraft(resource, params.previousData))
      return { data: await saveDraft(resource, params.previousData, data) } as UpdateResult;
    const answer = await rest.update(resource, { ...params, data });
    return (resource === 'config' ? { data: configToForm(answer.data) } : answer) as UpdateResult;
  }) as DataProvider['update'],
  create: (resource, params) => rest.create(resource, { ...params, data: writable(params.data) }),
  // One request per record (simple-rest has no bulk route); only the given fields change.
  updateMany: async (resource, params) => {
    const ids = await Promise.all(
      params.ids.map(async (id) => {
        const { data } = await rest.getOne(resource, { id });
        await rest.update(resource, { id, data: writable({ ...data, ...params.data }), previousData: data });
        return id;
      }),
    );
    return { data: ids };
  },

  async enquiryCounts(): Promise<EnquiryCounts> {
    return (await fetchJson(`${API}/enquiries/counts`)).json as EnquiryCounts;
  },
  async replyToEnquiry(
    id: Identifier,
    content: string,
    files: { name: string; url: string }[] = [],
  ): Promise<ReplyResult> {
    const { json } = await fetchJson(`${API}/enquiries/${encodeURIComponent(id)}/reply`, {
      method: 'POST',
      body: JSON.stringify({ content, files }),
    });
    return (json ?? {}) as ReplyResult;
  },
  /** The mail a reply with this text would send, rendered by the server; nothing is sent. */
  async previewReply(id: Identifier, content: string): Promise<ReplyPreview> {
    const { json } = await fetchJson(`${API}/enquiries/${encodeURIComponent(id)}/reply/preview`, {
      method: 'POST',
      body: JSON.stringify({ content }),
    });
    return json as ReplyPreview;
  },
  async closeEnquiry(id: Identifier): Promise<void> {
    await fetchJson(`${API}/enquiries/${encodeURIComponent(id)}/close`, { method: 'POST', body: '{}' });
  },
  async deskStaff(): Promise<DeskMember[]> {
    return (await fetchJson(`${API}/enquiries/assignees`)).json as DeskMember[];
  },
  /** Hands an enquiry to a desk user, or back to the shared queue (null). */
  async assignEnquiry(id: Identifier, assignee_id: number | null): Promise<void> {
    await fetchJson(`${API}/enquiries/${encodeURIComponent(id)}/assignee`, {
      method: 'PUT',
      body: JSON.stringify({ assignee_id }),
    });
  },
  async addEnquiryNote(id: Identifier, content: string): Promise<void> {
    await fetchJson(`${API}/enquiries/${encodeURIComponent(id)}/notes`, {
      method: 'POST',
      body: JSON.stringify({ content }),
    });
  },
  async coverageChoices(): Promise<CoverageChoices> {
    return (await fetchJson(`${API}/staff/coverage-choices`)).json as CoverageChoices;
  },
  async changePassword(current_password: string, new_password: string): Promise<void> {
    await fetchJson(`${API}/auth/password`, {
      method: 'POST',
      body: JSON.stringify({ current_password, new_password }),
    });
  },
} satisfies DataProvider & Record<string, unknown>;

export type ConsoleDataProvider = typeof dataProvider;
