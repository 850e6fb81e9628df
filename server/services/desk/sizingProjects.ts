import { inLanguage } from '#contract/words.js';
import crypto from 'node:crypto';
import type { EnquirySizingProject } from '#contract/desk.js';
import type { Lang } from '#contract/messages.js';
import { SIZING_CASE_KEYS, SIZING_CASE_NAMES } from '#sizing/engine/snapshotText.js';
import { readSizingSnapshot } from '#sizing/engine/snapshot.js';
import { sizingRuleText } from '#sizing/engine/fields.js';
import { caseRequests, labelOf } from '#sizing/form/sizingEngine.js';
import {
  PROJECT_JSON_MAX,
  projectProblemText,
  readProject,
  type ProjectProblem,
  type ProjectTag,
  type SizingProject,
} from '#sizing/form/sizingProject.js';
import { encodeForm } from '#sizing/form/sizingState.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { errorMessage } from '../../lib/staffMessages.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { siteSecret } from '../platform/siteSecret.js';
import { newPublicId } from '../platform/uploads.js';
import type { EnquirySizingService } from './enquirySizing.js';

/** The key of the project links' signatures in site_state. */
const SECRET_KEY = 'sizing_project_secret';
/** A link is the project's public id (20 characters, 120 random bits) and its signature (128 bits). */
const ID_CHARS = 20;
const SIGNATURE_CHARS = 22;
const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${ID_CHARS + SIGNATURE_CHARS}}$`);

/** A project as the page opens it: its link's token, its revision (for the next save) and itself. */
export interface OpenedProject extends SizingProject {
  token: string;
  revision: number;
}

type ProjectDeps = ServiceContext & { enquirySizing: EnquirySizingService; secret: () => Promise<Buffer> };

const signature = async ({ secret }: ProjectDeps, id: string) =>
  crypto
    .createHmac('sha256', await secret())
    .update(`sizing-project.${id}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);

/** The project id a token stands for, or null for a token we did not sign. */
async function idOf(deps: ProjectDeps, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const id = token.slice(0, ID_CHARS);
  const given = Buffer.from(token.slice(ID_CHARS));
  const expected = Buffer.from(await signature(deps, id));
  return crypto.timingSafeEqual(given, expected) ? id : null;
}

const notFound = () => new AppError('sizingProjectNotFound', {}, 404);

/** A project's shape refused, worded in both languages (the envelope picks the visitor's). */
export const projectInvalid = (problem: ProjectProblem, status = 400) =>
  new AppError(
    'sizingProjectInvalid',
    { en: projectProblemText(problem, 'en'), zh: projectProblemText(problem, 'zh') },
    status,
  );

/**
 * A project from a request, checked: its shape (sizingProject.ts), its size, and each tag's figures
 * by the sizing request's schema, as the page checks them; the first problem refused in the
 * visitor's language, naming the tag and the field.
 */
function checked(raw: unknown, lang: Lang): SizingProject {
  const read = readProject(raw, { requireFormat: false });
  if ('problem' in read) throw projectInvalid(read.problem, read.problem.code === 'tooManyTags' ? 413 : 400);
  const { project } = read;
  if (JSON.stringify(project.tags).length > PROJECT_JSON_MAX) throw projectInvalid({ code: 'tooLarge' }, 413);
  for (const [i, tag] of project.tags.entries()) {
    for (const item of caseRequests(tag.form)) {
      const first = Object.entries(item.errors)[0];
      if (!first) continue;
      const [key, issue] = first as [Parameters<typeof labelOf>[0], { message: string; path: PropertyKey[] }];
      const label = labelOf(key, lang, inLanguage(SIZING_CASE_NAMES, lang)[SIZING_CASE_KEYS[item.index]!]);
      const name = tag.form.tag.number.trim();
      throw new AppError(
        'sizingProjectTagInvalid',
        {
          tag: name ? `${i + 1} (${name})` : i + 1,
          error: `${label}${lang === 'zh' ? '' : ' '}${sizingRuleText(issue, lang)}`,
        },
        400,
      );
    }
  }
  return project;
}

/** The page's address of a project. */
const projectLink = ({ config }: ProjectDeps, token: string) => `${config.publicUrl}/sizing?p=${token}`;

/** What a save answers: the link's token, the revision saved and the link itself. */
const saved = (deps: ProjectDeps, token: string, revision: number) => ({
  token,
  revision,
  link: projectLink(deps, token),
});

/** The project a link opens, or null for an unknown or tampered link. */
async function open(deps: ProjectDeps, token: string): Promise<OpenedProject | null> {
  const id = await idOf(deps, token);
  if (!id) return null;
  const row = await deps.db.selectFrom('sizing_project').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const read = readProject(
    { name: row.name, tags: JSON.parse(row.tags) as unknown },
    { requireFormat: false },
  );
  if ('problem' in read) {
    deps.log.error({ project: id }, 'a stored sizing project fails its checks; not shown');
    return null;
  }
  return { ...read.project, token, revision: Number(row.revision) };
}

/** Saves a new project; answers its link's token and first revision. */
async function create(deps: ProjectDeps, raw: unknown, lang: Lang) {
  const project = checked(raw, lang);
  const id = newPublicId();
  const now = deps.now();
  await deps.db
    .insertInto('sizing_project')
    .values({
      id,
      name: project.name,
      tags: JSON.stringify(project.tags),
      revision: 1,
      create_time: now,
      update_time: now,
    })
    .execute();
  return saved(deps, `${id}${await signature(deps, id)}`, 1);
}

/**
 * Saves a project over the one its link opens. `revision`: the one the visitor started from; a
 * save made since (a colleague with the link) is not overwritten but refused.
 */
async function update(deps: ProjectDeps, token: string, revision: number, raw: unknown, lang: Lang) {
  const id = await idOf(deps, token);
  if (!id) throw notFound();
  const project = checked(raw, lang);
  const result = await deps.db
    .updateTable('sizing_project')
    .set({
      name: project.name,
      tags: JSON.stringify(project.tags),
      revision: revision + 1,
      update_time: deps.now(),
    })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return saved(deps, token, revision + 1);
  const exists = await deps.db
    .selectFrom('sizing_project')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  throw exists ? new AppError('sizingProjectConflict', {}, 409) : notFound();
}

/**
 * The project a quotation carries: each tag sized into a snapshot as an enquiry's sizing is (our
 * calculation and flow tables as they are now), refused naming the tag when one cannot be.
 */
async function attach(deps: ProjectDeps, token: string, lang: Lang): Promise<EnquirySizingProject> {
  const project = await open(deps, token);
  if (!project) throw notFound();
  const tags: EnquirySizingProject['tags'] = [];
  for (const [i, tag] of project.tags.entries()) tags.push(await tagSnapshot(deps, tag, i, lang));
  return { id: token.slice(0, ID_CHARS), name: project.name, tags };
}

async function tagSnapshot(deps: ProjectDeps, tag: ProjectTag, index: number, lang: Lang) {
  try {
    const sizing = await deps.enquirySizing.snapshot(
      { state: encodeForm(tag.form), ...(tag.valve ? { valve: tag.valve } : {}) },
      lang,
    );
    return { ...tag.form.tag, sizing };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const name = tag.form.tag.number.trim();
    throw new AppError(
      'sizingProjectTagInvalid',
      {
        tag: name ? `${index + 1} (${name})` : index + 1,
        error: errorMessage(error.key, lang, error.params),
      },
      400,
    );
  }
}

/** Keeps the project a new enquiry came with (in the transaction that saves the enquiry). */
async function save(deps: ProjectDeps, trx: Db, enquiryId: number, project: EnquirySizingProject) {
  await trx
    .insertInto('enquiry_sizing_project')
    .values({ enquiry_id: enquiryId, project_id: project.id, snapshot: JSON.stringify(project) })
    .execute();
}

/** The project an enquiry came with, with the link that opens it as it is now; null without one. */
async function ofEnquiry(
  deps: ProjectDeps,
  enquiryId: number,
): Promise<(EnquirySizingProject & { link: string }) | null> {
  const row = await deps.db
    .selectFrom('enquiry_sizing_project')
    .selectAll()
    .where('enquiry_id', '=', enquiryId)
    .executeTakeFirst();
  if (!row) return null;
  const stored = JSON.parse(row.snapshot) as EnquirySizingProject;
  const tags = stored.tags.flatMap((tag) => {
    const sizing = readSizingSnapshot(JSON.stringify(tag.sizing));
    return sizing ? [{ ...tag, sizing }] : [];
  });
  if (tags.length !== stored.tags.length)
    deps.log.error({ enquiry: enquiryId }, 'a stored sizing project tag fails its checks; not shown');
  const token = `${row.project_id}${await signature(deps, row.project_id)}`;
  return { ...stored, tags, link: projectLink(deps, token) };
}

/**
 * Sizing projects saved from the /sizing page without an account, behind a signed link (anyone
 * with the link may open and save it), and the project a quotation came with.
 */
export function sizingProjectService(ctx: ServiceContext, enquirySizing: EnquirySizingService) {
  const deps: ProjectDeps = { ...ctx, enquirySizing, secret: siteSecret(ctx.db, SECRET_KEY) };
  return bindUseCases(deps, { open, create, update, attach, save, ofEnquiry });
}

export type SizingProjectService = ReturnType<typeof sizingProjectService>;
