import type { FastifyRequest } from 'fastify';
import type { OwnerProof } from '../services/desk/enquiries.js';
import { PROOF_OF_WORK_HEADER } from '../services/platform/rateLimit.js';

/** The cookie that marks a browser as the owner of an e-mail's enquiries. */
export const VISITOR_DEVICE = 'visitor_device';

/** What a request shows of owning an address: the device cookie and a proof-of-work solution. */
export function ownerProof(request: FastifyRequest): OwnerProof {
  const proof = request.headers[PROOF_OF_WORK_HEADER];
  return {
    deviceMark: request.cookies[VISITOR_DEVICE],
    proof: typeof proof === 'string' && proof.length <= 2000 ? proof : undefined,
  };
}
