import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { LISTS } from '#contract/records.js';
import { actuationIssueText, actuatorBody, valveActuationBody } from '#sizing/engine/actuatorCatalogue.js';
import { EDITOR, registerResource } from '../resource.js';
import { parseBody, type IssueWords } from '../validation.js';

/** Each refusal named in both languages, with its field and row. */
const words: IssueWords = (issue: z.core.$ZodIssue) => ({
  key: 'actuationField',
  params: { en: actuationIssueText(issue, 'en'), zh: actuationIssueText(issue, 'zh') },
});

/** What is sent, checked with the rest of the record: the checks hold between its fields. */
async function patchOf<S extends typeof actuatorBody | typeof valveActuationBody>(
  schema: S,
  current: Promise<z.input<S>>,
  input: unknown,
): Promise<Partial<z.output<S>>> {
  const sent = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const values = parseBody(schema, { ...(await current), ...sent }, words) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(values).filter(([key]) => key in sent)) as Partial<z.output<S>>;
}

/**
 * actuators and valve_actuations (editors): the actuator catalogue and each control valve's
 * actuation data; the public sizing chooses actuators by them, so every write moves the content
 * version.
 */
export function actuatorRoutes(app: FastifyInstance): void {
  const { actuators, valveActuations } = app.services.content;
  registerResource(app, ['actuators', 'actuator', EDITOR, true], LISTS.actuators, {
    one: (id) => actuators.record(id),
    list: (query) => actuators.records(query),
    create: (input) => actuators.create(parseBody(actuatorBody, input, words)),
    update: async (id, input) =>
      actuators.update(id, await patchOf(actuatorBody, actuators.snapshot(id), input)),
    remove: (id) => actuators.remove(id),
  });
  registerResource(app, ['valve_actuations', 'valve_actuation', EDITOR, true], LISTS.valve_actuations, {
    one: (id) => valveActuations.record(id),
    list: (query) => valveActuations.records(query),
    create: (input) => valveActuations.create(parseBody(valveActuationBody, input, words)),
    update: async (id, input) =>
      valveActuations.update(id, await patchOf(valveActuationBody, valveActuations.snapshot(id), input)),
    remove: (id) => valveActuations.remove(id),
  });
}
