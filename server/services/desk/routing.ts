import type { FastifyBaseLogger } from 'fastify';
import type { DeskMember } from '#contract/desk.js';
import { parseLang } from '#contract/lang.js';
import type { Lang } from '#contract/messages.js';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { failInput, found } from '../../lib/errors.js';
import type { AuditService } from '../staff/audit.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { coverageOf, DESK_ROLES, type Coverage } from '../staff/coverage.js';
import { staffNotificationMail, type EnquirySummary } from './enquiryMail.js';
import type { OutboxService } from '../platform/outbox.js';
import type { StaffIdentity } from '../staff/sessions.js';
import type { SiteConfigService } from '../content/siteConfig.js';

/**
 * How much naming a dimension counts when several users match: a product family beats a country,
 * a country beats a language, and any named match beats a generalist (whose lists are empty).
 */
const WEIGHT = { family: 4, country: 2, lang: 1 } as const;

/**
 * A claim that lost a race is read again: each round someone wins, so this many enquiries arriving
 * at the same moment are all routed; past it (never seen), the shared queue.
 */
const CLAIM_TRIES = 20;

/** What routing looks at: the visitor's language, their country and the families of linked products. */
export interface RoutedEnquiry {
  lang: string;
  /** ISO alpha-2 or '' when unknown. */
  country: string;
  families: number[];
}

/**
 * How specifically a user's coverage matches an enquiry (higher wins), or null when it does not.
 * An empty list matches anything; an unknown country or an enquiry without a product matches only
 * users who do not restrict that dimension.
 */
function matchScore(coverage: Coverage, enquiry: RoutedEnquiry): number | null {
  let score = 0;
  const dimensions: [keyof typeof WEIGHT, boolean, number][] = [
    ['lang', coverage.cover_langs.includes(enquiry.lang as Lang), coverage.cover_langs.length],
    ['country', coverage.cover_countries.includes(enquiry.country), coverage.cover_countries.length],
    [
      'family',
      enquiry.families.some((f) => coverage.cover_families.includes(f)),
      coverage.cover_families.length,
    ],
  ];
  for (const [name, matches, named] of dimensions) {
    if (!named) continue;
    if (!matches) return null;
    score += WEIGHT[name];
  }
  return score;
}

/** The addresses a new enquiry's staff notification goes to, each once (case-insensitively). */
export function notifyAddresses(...addresses: (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const address of addresses) {
    if (address && !seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  }
  return [...seen.values()];
}

/** The inbox's "Assigned to" filter: a user, "mine" (the `viewer`) or "none" (the shared queue). */
export function whereAssignee<O>(
  query: SelectQueryBuilder<Database, 'enquiry', O>,
  assignee: number | 'mine' | 'none',
  viewer: number | undefined,
): SelectQueryBuilder<Database, 'enquiry', O> {
  if (assignee === 'none') return query.where('enquiry.assignee_id', 'is', null);
  // Without a viewer nothing is "mine" (ids start at 1).
  return query.where('enquiry.assignee_id', '=', assignee === 'mine' ? (viewer ?? 0) : assignee);
}

/** An enquiry as the console shows it, enough to say what is handed over (EnquiryDetail). */
export interface HandedEnquiry extends Omit<EnquirySummary, 'lang'> {
  id: number;
  lang: string;
  assignee_id: number | null;
}

/** The desk's staff, with what routing reads of them. */
const deskUsers = ({ db }: RoutingDeps) =>
  db
    .selectFrom('staff_user')
    .select([
      'id',
      'name',
      'email',
      'status',
      'takes_enquiries',
      'cover_langs',
      'cover_countries',
      'cover_families',
      'last_assigned_time',
    ])
    .where('role', 'in', DESK_ROLES);

/** What routing needs: the database and clock, the audit log, the outbox and the site's brand. */
type RoutingDeps = ServiceContext & { audit: AuditService; outbox: OutboxService; site: SiteConfigService };

async function routedEnquiry(ctx: RoutingDeps, id: number): Promise<RoutedEnquiry> {
  const { db } = ctx;
  const [enquiry, items] = await Promise.all([
    found(await db.selectFrom('enquiry').select(['lang', 'country']).where('id', '=', id).executeTakeFirst()),
    db
      .selectFrom('enquiry_item')
      .select('family_id')
      .where('enquiry_id', '=', id)
      .where('family_id', 'is not', null)
      .execute(),
  ]);
  return { ...enquiry, families: items.map((i) => i.family_id!) };
}

/**
 * The next user for an enquiry: the most specific matches, the one assigned longest ago (never
 * first, then by id). Claiming moves their last_assigned_time past the group's latest, only if
 * nobody changed it since it was read; a lost race reads again.
 */
async function claimNext(ctx: RoutingDeps, enquiry: RoutedEnquiry) {
  const { db } = ctx;
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    const users = await deskUsers(ctx).where('status', '=', 1).where('takes_enquiries', '=', 1).execute();
    const scored = users
      .map((user) => ({ user, score: matchScore(coverageOf(user), enquiry) }))
      .filter((s): s is { user: (typeof users)[number]; score: number } => s.score !== null);
    if (!scored.length) return null;
    const best = Math.max(...scored.map((s) => s.score));
    const winners = scored
      .filter((s) => s.score === best)
      .map((s) => s.user)
      .sort((a, b) => (a.last_assigned_time ?? -1) - (b.last_assigned_time ?? -1) || a.id - b.id);
    const next = winners[0]!;
    const latest = Math.max(...winners.map((u) => u.last_assigned_time ?? 0));
    const claimed = await db
      .updateTable('staff_user')
      .set({ last_assigned_time: Math.max(ctx.now(), latest + 1) })
      .where('id', '=', next.id)
      .where((eb) =>
        next.last_assigned_time === null
          ? eb('last_assigned_time', 'is', null)
          : eb('last_assigned_time', '=', next.last_assigned_time),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return { user: next, score: best };
  }
  ctx.log.warn('routing lost every claim to other instances; the enquiry stays in the shared queue');
  return null;
}

async function assign(ctx: RoutingDeps, id: number) {
  const { db, audit } = ctx;
  const enquiry = await routedEnquiry(ctx, id);
  const next = await claimNext(ctx, enquiry);
  if (!next) return null;
  const { user } = next;
  // A person who already took it from the shared queue keeps it.
  const set = await db
    .updateTable('enquiry')
    .set({ assignee_id: user.id })
    .where('id', '=', id)
    .where('assignee_id', 'is', null)
    .executeTakeFirst();
  if (Number(set.numUpdatedRows) !== 1) return null;
  await audit.write({
    staffId: null,
    action: 'assign',
    entity: 'enquiry',
    entityId: id,
    detail: { from: null, to: user.id, to_email: user.email, rule: 'routing', score: next.score },
  });
  return { id: user.id, name: user.name, email: user.email };
}

/**
 * Routes a new enquiry (after it is saved): answers its assignee, or null for the shared
 * queue. Never fails: the visitor's enquiry is saved either way, so an error is logged.
 */
async function assignNew(ctx: RoutingDeps, id: number, log: FastifyBaseLogger = ctx.log) {
  try {
    return await assign(ctx, id);
  } catch (err) {
    log.error({ err, enquiry_id: id }, 'routing failed; the enquiry stays in the shared queue');
    return null;
  }
}

/** The staff who may answer enquiries (the console's "Assigned to" choices), active first. */
async function deskStaff(ctx: RoutingDeps): Promise<DeskMember[]> {
  const users = await deskUsers(ctx).orderBy('status', 'desc').orderBy('name').orderBy('id').execute();
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    active: u.status === 1,
    takes_enquiries: u.takes_enquiries === 1,
  }));
}

/**
 * Hands an enquiry to a desk user (or back to the shared queue, null): audited with who, from
 * whom and to whom; the new assignee is mailed unless they took it themself. Answers whether
 * anything changed.
 */
async function reassign(
  ctx: RoutingDeps,
  enquiry: HandedEnquiry,
  to: number | null,
  actor: StaffIdentity,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const { db, audit, outbox, site } = ctx;
  const target = to === null ? null : await deskUsers(ctx).where('id', '=', to).executeTakeFirst();
  if (to !== null && target?.status !== 1) failInput({ assignee_id: { key: 'assigneeInvalid' } });
  if (enquiry.assignee_id === to) return false;
  // The previous assignee may have another role by now: still named in the log.
  const from =
    enquiry.assignee_id === null
      ? undefined
      : await db
          .selectFrom('staff_user')
          .select('email')
          .where('id', '=', enquiry.assignee_id)
          .executeTakeFirst();
  await db.updateTable('enquiry').set({ assignee_id: to }).where('id', '=', enquiry.id).execute();
  await audit.write({
    staffId: actor.id,
    action: 'assign',
    entity: 'enquiry',
    entityId: enquiry.id,
    detail: {
      from: enquiry.assignee_id,
      from_email: from?.email ?? null,
      to,
      to_email: target?.email ?? null,
    },
  });
  if (target && target.id !== actor.id) {
    const summary = { ...enquiry, lang: parseLang(enquiry.lang) ?? 'en' };
    const by = actor.name || actor.email;
    try {
      await outbox.deliver(
        staffNotificationMail(await site.brand('en'), target.email, summary, ctx.config.publicUrl, {
          by,
        }),
        { kind: 'staff-notification', ref: enquiry.m_no },
      );
    } catch (err) {
      log.error({ err, m_no: enquiry.m_no }, 'the hand-over e-mail to the new assignee could not be sent');
    }
  }
  return true;
}

/**
 * Who answers an enquiry: the routing of a new one by the staff's coverage (round-robin among the
 * most specific matches, claimed atomically across instances), the desk's staff list, and
 * reassignment from the console. Every change is in the audit log; the system's has no staff id.
 */
export function routingService(
  ctx: ServiceContext,
  audit: AuditService,
  outbox: OutboxService,
  site: SiteConfigService,
) {
  return bindUseCases({ ...ctx, audit, outbox, site } satisfies RoutingDeps, {
    assignNew,
    deskStaff,
    reassign,
  });
}

export type RoutingService = ReturnType<typeof routingService>;
