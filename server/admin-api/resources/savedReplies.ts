import type { FastifyInstance } from 'fastify';
import {
  SAVED_REPLY_FIELDS,
  SAVED_REPLY_LIST,
  savedReplyBody,
  unknownFields,
  type SavedReplyInput,
} from '#contract/savedReplies.js';
import { failInput, type FieldErrors } from '../../lib/errors.js';
import { registerResource, SUPPORT } from '../resource.js';
import { parseBody, parsePatch } from '../validation.js';

/** A saved reply has its text in one language at least, and names only fields the console fills. */
function checkTexts(reply: Pick<SavedReplyInput, 'body_en' | 'body_zh'>): void {
  const fields: FieldErrors = {};
  if (!reply.body_en.trim() && !reply.body_zh.trim()) {
    fields.body_en = { key: 'required' };
    fields.body_zh = { key: 'required' };
  }
  for (const name of ['body_en', 'body_zh'] as const) {
    const unknown = unknownFields(reply[name]);
    if (unknown.length) {
      fields[name] = {
        key: 'savedReplyUnknownField',
        params: {
          unknown: unknown.map((n) => `{${n}}`).join(' '),
          known: SAVED_REPLY_FIELDS.map((n) => `{${n}}`).join(' '),
        },
      };
    }
  }
  if (Object.keys(fields).length) failInput(fields);
}

/** saved_replies (admin and support): the desk's reply texts, audited like every staff write. */
export function savedReplyRoutes(app: FastifyInstance): void {
  const { savedReplies } = app.services.desk;
  registerResource(app, ['saved_replies', 'saved_reply', SUPPORT], SAVED_REPLY_LIST, {
    one: (id) => savedReplies.record(id),
    list: (query) => savedReplies.records(query),
    async create(input) {
      const values = parseBody(savedReplyBody, input);
      checkTexts(values);
      return savedReplies.create(values);
    },
    async update(id, input) {
      const patch = parsePatch(savedReplyBody, input);
      checkTexts({ ...(await savedReplies.record(id)), ...patch });
      await savedReplies.update(id, patch);
    },
    remove: (id) => savedReplies.remove(id),
  });
}
