import { inLanguage } from '#contract/words.js';
import type { Lang } from '#contract/messages.js';
import { readSizingSnapshot, sizingSnapshotSchema } from '#sizing/engine/snapshot.js';
import {
  SIZING_CASE_KEYS,
  SIZING_CASE_NAMES,
  type SizingSnapshot,
  type SizingSnapshotActuator,
  type SizingSnapshotValve,
} from '#sizing/engine/snapshotText.js';
import { decodeDuty, dutyOf, sizeChosenActuator, type PageDuty } from '#sizing/form/actuatorDuty.js';
import { selectFormView, sizeFormView } from '#sizing/form/sizingEngine.js';
import { decodeForm, readState, type SizingForm } from '#sizing/form/sizingState.js';
import { sheetReference, sheetRefusal, type ChosenValve } from '#sizing/sheet/sizingSheet.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { ActuatorService, ValveActuationService } from '../content/actuators.js';
import type { ProductService } from '../content/products.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';

/** What postAdvise's `sizing` holds once checked (sizing/engine/snapshot.ts enquirySizingField). */
export interface SizingRequestRef {
  state: string;
  valve?: string | undefined;
  /** The page's actuator duty (sizing/form/actuatorDuty.ts encodeDuty); only with a valve. */
  act?: string | undefined;
}

/** The catalogues an enquiry's sizing is judged against again: flow tables, actuators. */
export interface SizingCatalogues {
  products: ProductService;
  actuators: ActuatorService;
  valveActuations: ValveActuationService;
}

/** What an enquiry's sizing needs: the database, and the catalogues. */
type SizingDeps = ServiceContext & SizingCatalogues;

/**
 * The size the visitor chose on the page (`<product id>-<DN>`), judged again against the
 * product's flow table as it is now; fitting or not (the sheet and the snapshot say which), or
 * null when it is not in the catalogue.
 */
async function chosenValve(ctx: SizingDeps, form: SizingForm, key: string, lang: Lang) {
  const { products } = ctx;
  const productId = Number(key.split('-')[0]);
  const catalogue = await products.flowCatalogue(productId);
  const view = selectFormView(form, catalogue, lang, inLanguage(SIZING_CASE_NAMES, lang));
  const candidate = [...(view?.fitting ?? []), ...(view?.notFitting ?? [])].find((c) => c.key === key);
  return candidate ?? null;
}

/** The chosen size's actuator for the page's duty, from the catalogue as it is now. */
async function chosenActuator(
  ctx: SizingDeps,
  form: SizingForm,
  key: string,
  duty: PageDuty,
): Promise<SizingSnapshotActuator> {
  const productId = Number(key.split('-')[0]);
  const sized = sizeChosenActuator(form, key, duty, {
    valves: Object.fromEntries(await ctx.valveActuations.ofProducts([productId])),
    actuators: await ctx.actuators.catalogue(),
  });
  const { flowingDeltaP: _flowing, ...stated } = dutyOf(form, duty);
  if (!sized.actuator) return { duty: stated, choice: null, reason: sized.reason };
  // The thrust's or torque's parts stay on the data sheet; the enquiry keeps the totals.
  const { thrust: _thrust, torque: _torque, ...choice } = sized.actuator;
  return { duty: stated, choice, reason: null };
}

/** The snapshot of a sizing, or a refusal in the visitor's language naming what is wrong. */
async function snapshot(ctx: SizingDeps, ref: SizingRequestRef, lang: Lang): Promise<SizingSnapshot> {
  if (!readState(ref.state)) throw new AppError('sizingSnapshotInvalid');
  const form = decodeForm(ref.state);
  const refusal = sheetRefusal(form, lang);
  // A sizing with no case that can be sized says nothing a quotation could use.
  if (refusal)
    throw refusal.key === 'sizingSheetNoCase'
      ? new AppError('sizingSnapshotInvalid')
      : new AppError(refusal.key, refusal.params, refusal.status);
  const candidate = ref.valve ? await chosenValve(ctx, form, ref.valve, lang) : null;
  if (ref.valve && !candidate) throw new AppError('sizingValveUnavailable');
  // The duty alone travels from the browser; its actuator is sized here, never taken as sent.
  const duty = ref.act === undefined ? null : decodeDuty(ref.act);
  if (ref.act !== undefined && (!duty || !candidate)) throw new AppError('sizingSnapshotInvalid');
  const actuator: SizingSnapshotActuator | null =
    candidate && duty ? await chosenActuator(ctx, form, candidate.key, duty) : null;
  const view = sizeFormView(form, lang, inLanguage(SIZING_CASE_NAMES, lang));
  const valve: SizingSnapshotValve | null = candidate && {
    key: candidate.key,
    productId: candidate.productId,
    model: candidate.model,
    dn: candidate.dn,
    nps: candidate.nps,
    ratedKv: candidate.ratedKv,
    ratedCv: candidate.ratedCv,
    characteristic: candidate.characteristic,
    rating: candidate.rating,
    fits: candidate.fits,
    travel: candidate.travel.map((t) => ({ key: t.caseKey, Kv: t.Kv, travel: t.travel })),
  };
  const made: SizingSnapshot = {
    version: 1,
    reference: sheetReference(form),
    state: ref.state,
    medium: form.medium,
    fluid: form.fluid,
    units: { flow: form.units.flow, P: form.units.P1, T: form.units.T },
    cases: view.cases.map((c) => {
      const input = form.cases[c.index]!;
      return {
        key: SIZING_CASE_KEYS[c.index]!,
        flow: input.flow,
        P1: input.P1,
        P2: input.P2,
        T: input.T,
        Kv: c.result?.Kv ?? null,
        Cv: c.result?.Cv ?? null,
        regime: c.result?.regime ?? null,
        warnings: c.warnings.map((w) => w.code),
      };
    }),
    valve,
    ...(actuator && { actuator }),
  };
  // What is stored is what the schema allows (the readers rely on it).
  const checked = sizingSnapshotSchema.safeParse(made);
  if (!checked.success) throw new AppError('sizingSnapshotInvalid');
  return checked.data;
}

/** The chosen valve as the data sheet names it. */
async function sheetValve(
  ctx: SizingDeps,
  form: SizingForm,
  key: string,
  lang: Lang,
): Promise<ChosenValve | null> {
  const candidate = await chosenValve(ctx, form, key, lang);
  return (
    candidate && {
      ...candidate,
      travel: candidate.travel.map((t) => ({ name: t.caseKey, Kv: t.Kv, travel: t.travel })),
    }
  );
}

/** Keeps an enquiry's snapshot (in the transaction that saves the enquiry). */
async function save(ctx: SizingDeps, trx: Db, enquiryId: number, sizing: SizingSnapshot): Promise<void> {
  await trx
    .insertInto('enquiry_sizing')
    .values({ enquiry_id: enquiryId, snapshot: JSON.stringify(sizing) })
    .execute();
}

/** The snapshots of some enquiries by enquiry id (those without a sizing are absent). */
async function of(ctx: SizingDeps, enquiryIds: number[]): Promise<Map<number, SizingSnapshot>> {
  const { db } = ctx;
  const map = new Map<number, SizingSnapshot>();
  if (enquiryIds.length === 0) return map;
  const rows = await db
    .selectFrom('enquiry_sizing')
    .select(['enquiry_id', 'snapshot'])
    .where('enquiry_id', 'in', enquiryIds)
    .execute();
  for (const row of rows) {
    const sizing = readSizingSnapshot(row.snapshot);
    if (sizing) map.set(row.enquiry_id, sizing);
    else ctx.log.error({ enquiry: row.enquiry_id }, 'a stored enquiry sizing fails its checks; not shown');
  }
  return map;
}

/** One enquiry's snapshot, or null. */
async function ofOne(ctx: SizingDeps, enquiryId: number): Promise<SizingSnapshot | null> {
  return (await of(ctx, [enquiryId])).get(enquiryId) ?? null;
}

/**
 * The sizing an enquiry carries: the sizing page's state and chosen size, sized again
 * here (the visitor's figures, our calculation and our flow tables as they are now) into the
 * snapshot kept with the enquiry, and the snapshots of enquiries read back.
 */
export function enquirySizingService(ctx: ServiceContext, catalogues: SizingCatalogues) {
  return bindUseCases({ ...ctx, ...catalogues } satisfies SizingDeps, {
    snapshot,
    sheetValve,
    save,
    of,
    ofOne,
  });
}

export type EnquirySizingService = ReturnType<typeof enquirySizingService>;
