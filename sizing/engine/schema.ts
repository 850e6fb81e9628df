/**
 * The checks of a sizing request (types.ts), shared by POST /api/sizing and the /sizing page's
 * calculation. The ranges (fields.ts) keep the calculation inside figures that mean something (no
 * 1e308 Pa, no negative flow), so no input can give NaN, Infinity or an endless iteration.
 */
import { z } from 'zod';
import {
  SIZING_CASES_MAX,
  SIZING_NUMBERS,
  CASE_NAME_MAX,
  type Rule,
  type SizingNumberName,
} from './fields.js';
import { FAIL_ACTIONS, LEAKAGE_CLASSES, type FailAction, type LeakageClass } from './actuator.js';
import type { SizingRequest } from './types.js';

const number = (name: SizingNumberName) => {
  const { min, max, minInclusive, scale } = SIZING_NUMBERS[name];
  const low = min * scale;
  return z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'range') }).check((ctx) => {
    const v = ctx.value;
    if (!(minInclusive ? v >= low : v > low) || !(v <= max * scale) || !Number.isFinite(v))
      ctx.issues.push({ code: 'custom', message: 'range', input: v });
  });
};
const optional = (name: SizingNumberName) => number(name).optional();

const rule = (message: Rule, path: (string | number)[]) => ({ code: 'custom' as const, message, path });

const caseSchema = z
  .object({
    name: z
      .string({ message: 'text' })
      .trim()
      .min(1, { message: 'required' })
      .max(CASE_NAME_MAX, { message: 'text' }),
    P1: number('P1'),
    P2: number('P2'),
    T: number('T'),
    Q: optional('Q'),
    W: optional('W'),
  })
  .check((ctx) => {
    const { Q, W } = ctx.value;
    if ((Q === undefined) === (W === undefined)) ctx.issues.push({ ...rule('flowOne', ['Q']), input: Q });
  });

/** What each medium needs of the fluid: the calculation has no default for these. */
const NEEDED: Record<SizingRequest['medium'], SizingNumberName[]> = {
  liquid: ['density', 'vapourPressure'],
  gas: ['molarMass', 'gamma'],
  steam: [],
};

export const sizingRequestSchema = z
  .object({
    medium: z.enum(['liquid', 'gas', 'steam'], { message: 'medium' }),
    fluid: z
      .object({
        density: optional('density'),
        vapourPressure: optional('vapourPressure'),
        criticalPressure: optional('criticalPressure'),
        criticalTemperature: optional('criticalTemperature'),
        acentricFactor: optional('acentricFactor'),
        molarMass: optional('molarMass'),
        gamma: optional('gamma'),
        Z: optional('Z'),
        viscosity: optional('viscosity'),
      })
      .optional()
      .default({}),
    valve: z
      .object({
        d: optional('d'),
        FL: optional('FL'),
        Fd: optional('Fd'),
        xT: optional('xT'),
        xFz: optional('xFz'),
        ratedKv: optional('ratedKv'),
      })
      .optional(),
    pipe: z.object({ D1: optional('D1'), D2: optional('D2') }).optional(),
    cases: z
      .array(caseSchema, { message: 'casesCount' })
      .min(1, { message: 'casesCount' })
      .max(SIZING_CASES_MAX, { message: 'casesCount' }),
    /** Also rank the catalogue's valves for these cases. */
    select: z.boolean({ message: 'select' }).optional(),
    /** With select: only this product (its page's "Size this valve"). */
    productId: z
      .number({ message: 'productId' })
      .int({ message: 'productId' })
      .positive({ message: 'productId' })
      .max(2_147_483_647, { message: 'productId' })
      .optional(),
    /** With select: size each fitting valve's actuator for this duty. */
    actuator: z
      .object({
        failAction: z.enum(FAIL_ACTIONS as [FailAction, ...FailAction[]], { message: 'failAction' }),
        supplyPressure: number('supplyPressure'),
        shutoffDeltaP: number('shutoffDeltaP'),
        leakageClass: z.enum(LEAKAGE_CLASSES as [LeakageClass, ...LeakageClass[]], {
          message: 'leakageClass',
        }),
      })
      .optional(),
  })
  .check((ctx) => {
    const { medium, fluid } = ctx.value;
    if (ctx.value.actuator && !ctx.value.select)
      ctx.issues.push({ ...rule('actuatorSelect', ['actuator']), input: ctx.value.actuator });
    for (const name of NEEDED[medium])
      if (fluid[name as keyof typeof fluid] === undefined)
        ctx.issues.push({ ...rule('required', ['fluid', name]), input: undefined });
  });

/** The request as the schema answers it: what sizeValve takes. */
export type CheckedSizingRequest = z.output<typeof sizingRequestSchema> & SizingRequest;
