import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** A request id a proxy or client sent is kept when it is a plain token; otherwise one is made. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : crypto.randomUUID();
}

/**
 * Every answer carries its request's id (`X-Request-Id`), the same id the logs carry (`reqId`),
 * so a visitor's or a colleague's "it failed" can be found in the logs. With `logRequests` each
 * answered request is one log line: method, route, status, time.
 */
export async function requestIdPlugin(
  app: FastifyInstance,
  options: { logRequests: boolean },
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (!options.logRequests) return;
  app.addHook('onResponse', async (request: FastifyRequest, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
