import { z } from 'zod';
import { ACTUATOR_KINDS, FAIL_ACTIONS, LEAKAGE_CLASSES, MOTIONS } from './actuator.js';
import { FLUID_IDS } from './fluids.js';
import { CHARACTERISTICS } from './selection.js';
import { SIZING_CASE_KEYS, SIZING_STATE_MAX, type SizingSnapshot } from './snapshotText.js';

/**
 * The checks of the sizing an enquiry carries (./snapshotText.ts): what postAdvise takes (the
 * page's state and the chosen size; the server sizes it again and keeps the snapshot it makes),
 * and the snapshot itself, checked before it is stored and when it is read back.
 */

/** Its refusals: keys of the public API's messages (contract/messages.ts words them). */
export type SizingSnapshotMessage = 'sizingSnapshotInvalid' | 'sizingSnapshotTooLarge';

const invalid = { message: 'sizingSnapshotInvalid' satisfies SizingSnapshotMessage };

/** The page's `?s=` state: base64url, at most SIZING_STATE_MAX characters. */
const stateText = z
  .string(invalid)
  .max(SIZING_STATE_MAX, { message: 'sizingSnapshotTooLarge' satisfies SizingSnapshotMessage })
  .regex(/^[\w-]+$/, invalid);

/** "<product id>-<DN>", the selection's key of a size. */
const valveKey = z.string(invalid).regex(/^\d{1,9}-\d{1,4}$/, invalid);

/** postAdvise's optional `sizing`: `{ state, valve?, project? }` from the sizing page's quotation button. */
export const enquirySizingField = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z
    .object(
      {
        state: stateText,
        valve: valveKey.optional(),
        /** The page's actuator duty, "<fail>-<supply bar>-<shut-off bar>-<class>" (form/actuatorDuty.ts). */
        act: z
          .string(invalid)
          .regex(/^[a-z]{4,5}-[\d.]{1,12}-[\d.]{1,12}-(IV|V|VI)$/, invalid)
          .optional(),
        /** A saved project's link token (the server checks its signature and sizes its tags). */
        project: z
          .string(invalid)
          .regex(/^[\w-]{42}$/, invalid)
          .optional(),
      },
      invalid,
    )
    .optional(),
);

const text = (max: number) => z.string().max(max);
const finite = z.number().refine(Number.isFinite);
const params = z.record(z.string().max(40), z.union([finite, text(100)]));

/** The chosen valve's actuator (snapshotText.ts SizingSnapshotActuator). */
const actuatorSchema = z.object({
  duty: z.object({
    failAction: z.enum(FAIL_ACTIONS as [string, ...string[]]),
    supplyPressure: finite,
    shutoffDeltaP: finite,
    leakageClass: z.enum(LEAKAGE_CLASSES as [string, ...string[]]),
  }),
  choice: z
    .object({
      model: text(100),
      kind: z.enum(ACTUATOR_KINDS as [string, ...string[]]),
      motion: z.enum(MOTIONS as [string, ...string[]]),
      failAction: z.enum(FAIL_ACTIONS as [string, ...string[]]),
      area: finite,
      springRange: z.object({ low: finite, high: finite }),
      supplyPressure: finite,
      requiredThrust: finite.optional(),
      availableThrust: finite.optional(),
      requiredTorque: finite.optional(),
      availableTorque: finite.optional(),
      margin: finite,
      warnings: z.array(z.object({ code: text(40), params })).max(10),
    })
    .nullable(),
  reason: z.object({ code: text(40), params }).nullable(),
});

export const sizingSnapshotSchema = z.object({
  version: z.literal(1),
  reference: z.string().regex(/^MRC-SZ-[0-9A-F]{8}$/),
  state: stateText,
  medium: z.enum(['liquid', 'gas', 'steam']),
  fluid: z.enum(FLUID_IDS as [string, ...string[]]),
  units: z.object({ flow: text(20), P: text(20), T: text(20) }),
  cases: z
    .array(
      z.object({
        key: z.enum(SIZING_CASE_KEYS),
        flow: text(40),
        P1: text(40),
        P2: text(40),
        T: text(40),
        Kv: finite.nullable(),
        Cv: finite.nullable(),
        regime: text(40).nullable(),
        warnings: z.array(text(60)).max(30),
      }),
    )
    .min(1)
    .max(SIZING_CASE_KEYS.length),
  valve: z
    .object({
      key: valveKey,
      productId: z.number().int().positive(),
      model: text(100),
      dn: z.number().int().positive(),
      nps: text(20),
      ratedKv: finite,
      ratedCv: finite,
      characteristic: z.enum(CHARACTERISTICS as [string, ...string[]]),
      // One of asmeClass and pn (older snapshots have asmeClass).
      rating: z
        .object({
          asmeClass: z.number().int().optional(),
          pn: z.number().optional(),
          material: text(40),
          allowable: finite,
        })
        .nullable(),
      fits: z.boolean(),
      travel: z
        .array(z.object({ key: z.enum(SIZING_CASE_KEYS), Kv: finite.nullable(), travel: finite.nullable() }))
        .max(SIZING_CASE_KEYS.length),
    })
    .nullable(),
  actuator: actuatorSchema.optional(),
}) as unknown as z.ZodType<SizingSnapshot>;
// (The cast: z.enum over the id lists widens to string; the shape above is SizingSnapshot's.)

/** A stored snapshot read back, or null when it is not one (logged by the caller). */
export function readSizingSnapshot(json: string): SizingSnapshot | null {
  try {
    const parsed = sizingSnapshotSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
