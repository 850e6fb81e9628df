import { z } from 'zod';
import { businessCalendarSchema } from './businessCalendar.js';
import { DESK_TEXT_MAX } from './enquiry.js';
import { PASSKEY_NAME_MAX, REPLY_MAX_FILES, STAFF_ROLES } from './constants.js';
import { flag01, MAX_ID } from './schemas.js';
import { WEBHOOK_EVENTS, type WebhookEvent } from './webhooks.js';

/**
 * The request bodies of the staff API (/admin/api, docs/api.md) that are not a content record
 * (those are in records.ts): sign-in and security, the desk's reply, note and assignee, staff
 * users, webhooks and the response-time promise. The server checks every body with these; the
 * console may check its forms with them too.
 */

/** The shortest password a staff user may have (ADMIN_PASSWORD, the staff CLI, the console). */
export const STAFF_PASSWORD_MIN = 10;

const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const email = z.preprocess(lowerCase, z.email().max(254));
/** A password as typed to check it (any length the form allows). */
const typedPassword = z.string().min(1).max(200);
/** A password being set: at least STAFF_PASSWORD_MIN characters. */
export const newPassword = z.string().min(STAFF_PASSWORD_MIN).max(200);

// Sign-in and one's own security -------------------------------------------------------------

export const loginBody = z.object({
  // Not z.email(): a wrong address gets the same answer as a wrong password.
  email: z.preprocess(lowerCase, z.string().min(1).max(254)),
  password: typedPassword,
});
export const passwordChangeBody = z.object({ current_password: typedPassword, new_password: newPassword });
/** A second-factor code: the authenticator app's, or a recovery code. */
export const codeBody = z.object({ code: z.string().trim().min(1).max(40) });
export const forgotBody = z.object({ email });
export const resetBody = z.object({ token: z.string().min(1).max(100), password: newPassword });
export const securityPolicyBody = z.object({ require_two_factor: z.boolean() });

/**
 * A browser's WebAuthn answer, checked for its shape here and for its content by
 * @simplewebauthn/server (signature, challenge, origin, relying party).
 */
const b64 = z.string().max(20_000);
const credentialShape = {
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const registrationResponse = z.object({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: b64,
    attestationObject: b64,
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});
const authenticationResponse = z.object({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: b64,
    authenticatorData: b64,
    signature: b64,
    userHandle: b64.optional(),
  }),
});
export const passkeyBody = z.object({
  name: z.string().trim().min(1).max(PASSKEY_NAME_MAX),
  response: registrationResponse,
});
export const passkeySignInBody = z.object({ response: authenticationResponse });

/**
 * A fresh proof that the member is at the keyboard (step-up): the password, and where the member
 * has a second factor, a code of the app, a recovery code or an answer of one of their passkeys.
 * POST /auth/step-up takes it alone; adding or removing a way to sign in takes it as `proof`.
 */
export const proofBody = z.object({
  password: typedPassword,
  // The console's empty code field is no code.
  code: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().min(1).max(40).optional(),
  ),
  passkey: authenticationResponse.optional(),
});
export type Proof = z.output<typeof proofBody>;

/** How long a proof given in a session opens its sensitive changes ("sudo" mode). */
export const STEP_UP_MINUTES = 5;

/** What a member's proof must hold besides the password, as a step-up refusal tells the console. */
export interface StepUpNeed {
  /** A code of the authenticator app (or a recovery code) would do. */
  totp: boolean;
  /** An answer of one of their passkeys would do. */
  passkey: boolean;
  /** The proof goes with the refused request itself (adding or removing a way to sign in). */
  in_request: boolean;
}

// The desk -----------------------------------------------------------------------------------

/** A staff text on an enquiry: not blank, within its limit from the enquiry's definition. */
const deskText = (max: number) =>
  z.object({ content: z.preprocess((v) => (v === null ? '' : v), z.string().trim().min(1).max(max)) });

/** A staff reply to the visitor (with the files uploaded for it), and an internal note. */
export const replyBody = deskText(DESK_TEXT_MAX.staffReply).extend({
  files: z
    .array(z.object({ name: z.string().trim().max(200), url: z.string().trim().min(1).max(500) }))
    .max(REPLY_MAX_FILES)
    .default([]),
});
export const noteBody = deskText(DESK_TEXT_MAX.staffNote);
/** A reply's draft text, for the preview of its mail. */
export const replyPreviewBody = deskText(DESK_TEXT_MAX.staffReply);

/** The mail a draft reply would send: its subject and its HTML. */
export interface ReplyPreview {
  subject: string;
  html: string;
}

export const assigneeBody = z.object({
  // null (or a blank select) hands the enquiry back to the shared queue.
  assignee_id: z.preprocess((v) => (v === '' ? null : v), z.number().int().min(1).max(MAX_ID).nullable()),
});

/** The response-time promise as the console edits it: the calendar and the target in working hours. */
export const responsePromiseBody = z
  .object({
    calendar: businessCalendarSchema,
    first_response_hours: z.number().min(0.25).max(500),
  })
  .strip();

// Staff users --------------------------------------------------------------------------------

const staffName = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(100));

export const staffCreateBody = z.object({
  email,
  name: staffName,
  role: z.enum(STAFF_ROLES),
  password: newPassword,
  status: flag01.default(1),
});
/** A PUT of a staff user (the server adds the coverage fields, checked against its country list). */
export const staffUpdateBody = z.object({
  email: email.optional(),
  name: staffName.optional(),
  role: z.enum(STAFF_ROLES).optional(),
  status: flag01.optional(),
  // Blank means "keep the password" (the edit form's empty field).
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), newPassword.optional()),
});

// Webhooks -----------------------------------------------------------------------------------

/** A webhook as an admin writes it; the URL rule depends on the server's configuration. */
export const webhookBody = (urlProblem: (url: string) => string | null) =>
  z.object({
    url: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .superRefine((value, check) => {
        const problem = urlProblem(value);
        if (problem) check.addIssue({ code: 'custom', message: problem });
      }),
    // One message on the field (not one per element) names the events there are.
    events: z
      .array(z.string())
      .min(1, 'webhookNoEvents')
      .superRefine((events, check) => {
        if (!events.every((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e)))
          check.addIssue({ code: 'invalid_value', values: [...WEBHOOK_EVENTS], input: events });
      })
      .transform((events) => [...new Set(events)] as WebhookEvent[]),
    description: z.preprocess((v) => v ?? '', z.string().trim().max(500)).default(''),
    active: flag01.default(1),
  });
