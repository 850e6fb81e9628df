import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Lang } from '#contract/messages.js';
import { actuatorWarningText } from '#sizing/engine/actuator.js';
import { actuatorDuty, selectActuators } from '#sizing/engine/actuatorSelection.js';
import { sizingIssueText } from '#sizing/engine/fields.js';
import { sizingRequestSchema } from '#sizing/engine/schema.js';
import { sizeValve } from '#sizing/engine/sizeValve.js';
import { SIZING_STATE_MAX } from '#sizing/engine/snapshotText.js';
import {
  beyondCatalogueText,
  selectionNoteText,
  selectionReasonText,
  selectionRulesText,
  selectValves,
  type SelectionCandidate,
} from '#sizing/engine/selection.js';
import type { CaseResult } from '#sizing/engine/types.js';
import { sizingWarningText } from '#sizing/engine/warnings.js';
import { decodeDuty, sizeChosenActuator } from '#sizing/form/actuatorDuty.js';
import { decodeForm, readState } from '#sizing/form/sizingState.js';
import { CjkFontMissing, findCjkFont, requireCjkFont, type CjkFont } from '#sizing/sheet/cjkFont.js';
import { renderSizingSheet, sheetFileName, sheetRefusal } from '#sizing/sheet/sizingSheet.js';
import { AppError } from '../lib/errors.js';
import { requestLang } from '../lib/requestLang.js';
import { attachment } from '../plugins/uploads.js';
import { apiRoute, parse } from './route.js';

/**
 * Sizings a visitor may ask for per minute from one address. Generous for a person (the page
 * sizes in the browser and never calls this); it only stops a script from using the server as a
 * calculator farm. Counted in the database like every public limit.
 */
const SIZING_PER_MINUTE = 60;
const sizingPerIp = (ip: string) => ({ key: `sizing-ip:${ip}`, windowMs: 60_000, max: SIZING_PER_MINUTE });

/**
 * Data sheets per minute from one address: a PDF costs more than a sizing, and a person downloads
 * a few while refining one.
 */
const SHEETS_PER_MINUTE = 20;
const sheetsPerIp = (ip: string) => ({
  key: `sizing-sheet-ip:${ip}`,
  windowMs: 60_000,
  max: SHEETS_PER_MINUTE,
});

/** The page's `?s=` (a few hundred characters; far more is not one of ours). */
const sheetQuerySchema = z.object({
  s: z.string().min(1).max(SIZING_STATE_MAX),
  /** The size chosen on the page, "<product id>-<DN>" (the selection's key); none: no valve. */
  valve: z
    .string()
    .regex(/^\d{1,9}-\d{1,4}$/)
    .optional(),
  /** The page's actuator step, "<fail>-<supply bar>-<shut-off bar>-<class>" (actuatorDuty.ts). */
  act: z.string().max(40).optional(),
});

/** A refused request names the first wrong field, with the rule it broke, in the visitor's language. */
function invalidSizing(error: z.ZodError, lang: Lang, body: unknown): AppError {
  const issue = error.issues[0]!;
  const cases = (body as { cases?: unknown } | null)?.cases;
  const names = Array.isArray(cases)
    ? cases.map((c) =>
        typeof (c as { name?: unknown })?.name === 'string'
          ? String((c as { name: string }).name).slice(0, 40)
          : '',
      )
    : [];
  return new AppError('sizingFieldInvalid', sizingIssueText(issue, lang, names), 400);
}

/** Every figure of a result is a finite number (or null where the contract allows it). */
const allFinite = (result: CaseResult) =>
  Object.values(result).every((v) => typeof v !== 'number' || Number.isFinite(v));

/** A candidate as the call answers it: each reason and note worded in the request's language. */
const candidateWire = (candidate: SelectionCandidate, lang: Lang) => ({
  ...candidate,
  reasons: candidate.reasons.map((reason) => ({ ...reason, message: selectionReasonText(reason, lang) })),
  notes: candidate.notes.map((note) => ({ ...note, message: selectionNoteText(note, lang) })),
  ...(candidate.actuator && {
    actuator: {
      ...candidate.actuator,
      warnings: candidate.actuator.warnings.map((w) => ({ ...w, message: actuatorWarningText(w, lang) })),
    },
  }),
});

/** POST /api/sizing: IEC 60534-2-1 sizing of up to 10 cases, the same calculation the /sizing page runs. */
export default async function sizingRoutes(app: FastifyInstance) {
  const { limits } = app.services.platform;
  const { products, actuators, valveActuations } = app.services.content;
  const { enquirySizing } = app.services.desk;

  // Said once at start, so an operator learns it before a visitor asks for a Chinese sheet.
  try {
    if (!findCjkFont()) app.log.warn(new CjkFontMissing('none found').message);
  } catch (error) {
    app.log.error({ err: error }, 'the configured CJK font cannot be used');
  }
  apiRoute(app, {
    method: 'POST',
    url: '/api/sizing',
    tag: 'sizing',
    summary:
      'Size a control valve (IEC 60534-2-1) for up to 10 cases: Kv, Cv, regime, factors, noise and warnings',
    description:
      'Everything in SI: pressures Pa absolute, temperature K, density kg/m³, viscosity Pa·s, sizes m, Q in m³/h (liquids) or Nm³/h (gases, 0 °C and 101.325 kPa), W in kg/h. The regime follows the answer’s own valve Reynolds number (non-turbulent flow by Annex A, the valve taken as line-sized). A figure outside the methods’ range is left out (noise below 40 dB(A), a sonic outlet velocity) and a warning says why; warnings are worded in the language of the request. Gases: give Z, or the critical temperature and pressure so the sizing can judge real-gas behaviour. With "select": true (and optionally "productId") the answer also ranks the valves of our catalogue that fit, in data.selection, their bodies rated by the catalogue’s rating tables. With "actuator" too (fail action, supply pressure in Pa gauge, shut-off pressure drop in Pa, leakage class IV, V or VI) each fitting valve carries the smallest actuator of our catalogue that closes it with a 25 % margin (required and available thrust in N, or torque in N·m for rotary valves); a valve no actuator closes moves to notFitting with the reason.',
    body: sizingRequestSchema,
    invalid: invalidSizing,
    handler: async ({ body, ip, lang }) => {
      await limits.hit(sizingPerIp(ip));
      const result = sizeValve(body);
      for (const item of result.cases)
        if (!allFinite(item)) throw new AppError('sizingFailed', { name: item.name }, 422);
      const catalogue = body.select ? await products.flowCatalogue(body.productId) : [];
      let selection = body.select ? selectValves(body, catalogue) : null;
      if (selection && body.actuator)
        selection = selectActuators(
          selection,
          await valveActuations.ofProducts(catalogue.map((v) => v.productId)),
          await actuators.catalogue(),
          actuatorDuty(body, body.actuator),
        );
      return {
        data: {
          ...result,
          ...(selection && {
            selection: {
              rules: selectionRulesText(lang),
              fitting: selection.fitting.map((c) => candidateWire(c, lang)),
              notFitting: selection.notFitting.map((c) => candidateWire(c, lang)),
              beyondCatalogue: selection.beyondCatalogue && {
                ...selection.beyondCatalogue,
                message: beyondCatalogueText(selection.beyondCatalogue, lang),
              },
            },
          }),
          cases: result.cases.map((item) => ({
            ...item,
            warnings: item.warnings.map((warning) => ({
              ...warning,
              message: sizingWarningText(warning, lang),
            })),
          })),
        },
      };
    },
  });

  /**
   * GET /api/sizing/sheet: the sizing a page's state describes as a PDF data sheet in the visitor's
   * language (`lang`), for the page's "Download data sheet". Answers a PDF, or the usual envelope
   * when the state cannot make one.
   */
  app.get(
    '/api/sizing/sheet',
    {
      schema: {
        tags: ['sizing'],
        summary:
          'The /sizing page state as a control valve specification sheet (PDF, A4, English or Chinese)',
        querystring: z.toJSONSchema(sheetQuerySchema.extend({ lang: z.enum(['en', 'zh']).optional() })),
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      await limits.hit(sheetsPerIp(request.ip));
      const { s, valve, act } = parse(
        sheetQuerySchema,
        request.query,
        lang,
        () => new AppError('sizingStateInvalid', {}, 400),
      );
      if (!readState(s)) throw new AppError('sizingStateInvalid', {}, 400);
      const form = decodeForm(s);
      const refusal = sheetRefusal(form, lang);
      if (refusal) throw new AppError(refusal.key, refusal.params, refusal.status);
      let cjkFont: CjkFont | null = null;
      try {
        cjkFont = lang === 'zh' ? requireCjkFont() : findCjkFont();
      } catch (error) {
        if (!(error instanceof CjkFontMissing)) throw error;
        // Said to the operator in the log; the English sheet is made without it.
        request.log.error({ err: error }, 'no CJK font for the data sheet');
        if (lang === 'zh') throw new AppError('sizingSheetUnavailable', {}, 503);
      }
      // The size named in the address, else the one the sizing itself was made at.
      const key = valve ?? form.chosen;
      const chosen = key ? await enquirySizing.sheetValve(form, key, lang) : null;
      const duty = decodeDuty(act);
      if (act !== undefined && !duty) throw new AppError('sizingStateInvalid', {}, 400);
      const actuator =
        chosen && key && duty
          ? sizeChosenActuator(form, key, duty, {
              valves: Object.fromEntries(await valveActuations.ofProducts([Number(key.split('-')[0])])),
              actuators: await actuators.catalogue(),
            }).actuator
          : null;
      const pdf = await renderSizingSheet({ form, lang, cjkFont, chosen, actuator });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(sheetFileName(form, lang)))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
