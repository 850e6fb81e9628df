import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { baseCsp } from '../lib/csp.js';

/**
 * One policy for every answer (server/lib/csp.ts), its header made once; rendered pages replace
 * it with one that adds the hashes of their inline scripts. Helmet sets the other headers.
 */
export async function securityHeaders(
  app: FastifyInstance,
  options: { development: boolean },
): Promise<void> {
  const policy = baseCsp({ development: options.development });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // No address leaves for another site, but a form posted to its own page says where it comes
    // from: under no-referrer the browser sends `Origin: null`, and the page refuses the post
    // as it would a forged one.
    referrerPolicy: { policy: 'same-origin' },
  });
}
