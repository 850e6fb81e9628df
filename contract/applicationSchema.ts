import { z } from 'zod';
import { ENQUIRY } from './enquiry.js';
import { isCvName } from './jobs.js';
import type { MessageKey } from './messages.js';
import { enquiryFields, MAX_ID, schemas, text } from './schemas.js';

const advise = schemas.postAdvise.shape;
const JOB_NOT_FOUND = 'jobNotFound' satisfies MessageKey;

/**
 * POST /api/recruiting/apply: an application for one job, checked like an enquiry
 * (the same fields, limits, code, honeypot and fill time), with a CV uploaded beforehand through
 * /api/common/upload and an optional message. The form checks it with this as well.
 */
export const applicationSchema = z.object({
  job_id: z.coerce
    .number({ message: JOB_NOT_FOUND })
    .int({ message: JOB_NOT_FOUND })
    .min(1, { message: JOB_NOT_FOUND })
    .max(MAX_ID, { message: JOB_NOT_FOUND }),
  name: enquiryFields.name,
  email: enquiryFields.email,
  phone: enquiryFields.phone,
  email_code: advise.email_code,
  content: z.preprocess((v) => (typeof v === 'string' ? v : ''), text(ENQUIRY.content.max)),
  cv: z.preprocess(
    (v) => v ?? undefined,
    z
      .object(
        {
          name: text(200),
          url: z.string().trim().min(1).max(500),
        },
        { message: 'cvRequired' satisfies MessageKey },
      )
      .refine((cv) => isCvName(cv.name) && isCvName(cv.url), { message: 'cvFormat' satisfies MessageKey }),
  ),
  website: advise.website,
  fill_ms: advise.fill_ms,
});
export type ApplicationInput = z.output<typeof applicationSchema>;
