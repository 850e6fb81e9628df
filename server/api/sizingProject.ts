import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';
import { projectInvalid } from '../services/desk/sizingProjects.js';
import { LIMITS } from '../services/platform/rateLimit.js';
import { apiRoute } from './route.js';

/**
 * What a save sends. Only its shape is checked here; the service checks the caps (tag count,
 * size) and each tag's figures, and words each refusal.
 */
const projectBody = z.object({
  name: z.string(),
  tags: z.array(
    z.object({
      /** The /sizing page's form, as its `?s=` state holds it (sizing/form/sizingState.ts). */
      form: z.looseObject({}),
      /** The size chosen from the selection, "<product id>-<DN>", or null. */
      valve: z.string().nullable().optional(),
    }),
  ),
});

const savedAgainBody = projectBody.extend({
  /** The revision the project was opened at (GET's answer, or the last save's). */
  revision: z.number().int().positive(),
});

const tokenParams = z.object({ token: z.string() });

/** A body that is no project at all. */
const notAProject = () => projectInvalid({ code: 'notProject' });

/**
 * Sizing projects of the /sizing page, saved without an account behind a signed link: make one,
 * open it, save it again (anyone with the link may; a save over a newer one is refused).
 */
export default async function sizingProjectRoutes(app: FastifyInstance) {
  const { sizingProjects } = app.services.desk;
  const { limits } = app.services.platform;

  apiRoute(app, {
    method: 'POST',
    url: '/api/sizing/project',
    tag: 'sizing',
    summary: 'Save a sizing project (a name and its tags) and answer its signed link',
    description:
      'Each tag is a /sizing page form (its `?s=` state decoded) and the chosen size. At most 50 tags and 200 000 characters (413). Each tag’s figures are checked as POST /api/sizing checks a request (400 naming the tag and the field). The answer’s `token` opens the project (GET /api/sizing/project/{token}) and saves it again (POST there with the `revision`); anyone with the link may. Counted per address like the other public writes.',
    body: projectBody,
    invalid: notAProject,
    handler: async ({ body, ip, lang }) => {
      await limits.hit(LIMITS.sizingProjectSavesPerIp(ip));
      return { data: await sizingProjects.create(body, lang) };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/sizing/project/:token',
    tag: 'sizing',
    summary:
      'Open a saved sizing project by its link’s token: its name, tags and revision (404 for an unknown or altered link)',
    handler: async ({ request }) => {
      const { token } = tokenParams.parse(request.params);
      const project = await sizingProjects.open(token);
      if (!project) throw new AppError('sizingProjectNotFound', {}, 404);
      return { data: project };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/sizing/project/:token',
    tag: 'sizing',
    summary:
      'Save a sizing project again under its link: as a new one, with the revision it was opened at (409 when someone saved it since)',
    body: savedAgainBody,
    invalid: notAProject,
    handler: async ({ request, body, ip, lang }) => {
      const { token } = tokenParams.parse(request.params);
      await limits.hit(LIMITS.sizingProjectSavesPerIp(ip));
      const { revision, ...project } = body;
      return { data: await sizingProjects.update(token, revision, project, lang) };
    },
  });
}
