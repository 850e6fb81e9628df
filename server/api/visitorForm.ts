import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MIN_FILL_MS } from '#contract/constants.js';
import { AppError } from '../lib/errors.js';
import { newCaseNumber } from '../services/desk/enquiries.js';
import { VISITOR_DEVICE } from './visitorProof.js';

/**
 * What every form that sends an enquiry does around it (postAdvise, apply): the anti-spam checks
 * before, and the device cookie after.
 */
export function visitorForms(app: FastifyInstance) {
  const secure = new URL(app.services.config.publicUrl).protocol === 'https:';
  return {
    /**
     * A decoy case number when the honeypot is filled in (people never see the field, so whoever
     * fills it in is a bot: it is told "received" with a number that exists nowhere, so it has no
     * reason to try otherwise); tooFast when sent faster than a person types; else null.
     */
    screen(
      body: { website?: unknown; fill_ms?: number | undefined },
      request: FastifyRequest,
    ): string | null {
      if (body.website !== undefined && body.website !== null && body.website !== '') {
        request.log.warn({ ip: request.ip }, 'form honeypot filled in; nothing saved');
        return newCaseNumber(Date.now());
      }
      if (body.fill_ms !== undefined && body.fill_ms < MIN_FILL_MS) throw new AppError('tooFast');
      return null;
    },

    /** This browser has proved it owns `email`: its look-ups escape the per-e-mail limit. */
    async markDevice(reply: FastifyReply, email: string): Promise<void> {
      reply.setCookie(VISITOR_DEVICE, await app.services.desk.enquiries.deviceMark(email), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        // All of /api: code requests (/api/common/sendEmail) read it too.
        path: '/api',
        maxAge: 365 * 24 * 3600,
      });
    },
  };
}
