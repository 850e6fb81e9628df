import type { ApplicationInput } from '#contract/applicationSchema.js';
import type { Lang } from '#contract/messages.js';
import { EMPTY_QUOTE } from '#contract/quotation.js';
import type { JobService } from '../content/jobs.js';
import type { EnquiryService } from './enquiries.js';

/** The first line of an application's message, so staff and mails name the job it is for. */
const FOR_JOB: Record<Lang, string> = { en: 'Application for', zh: '应聘职位' };

/**
 * Applications for a job: an enquiry of kind "application" naming its job, with the
 * CV as its attachment. It goes through the enquiry desk whole (e-mail code or a verified
 * browser, limits, upload checks, case number, confirmation and staff mails, routing, webhooks);
 * this only checks that the job takes applications and words the message.
 */
export function applicationService(enquiries: EnquiryService, jobs: JobService) {
  return {
    /** POST /api/recruiting/apply: answers the application's case number. */
    async apply(input: ApplicationInput, ip: string, lang: Lang, deviceMark?: string): Promise<string> {
      const job = await jobs.openForApplications(input.job_id);
      // The job's name in the visitor's language, else the other one (as the page shows it).
      const name = (lang === 'en' ? job.en_name : job.name) || job.en_name || job.name;
      const heading = `${FOR_JOB[lang]}: ${name} (#${job.id})`;
      return enquiries.submit(
        {
          name: input.name,
          company_name: '',
          phone: input.phone,
          email: input.email,
          email_code: input.email_code,
          duties: '',
          content: input.content ? `${heading}\n\n${input.content}` : heading,
          files: [input.cv],
          items: [],
          country: '',
          quote: EMPTY_QUOTE,
        },
        ip,
        lang,
        deviceMark,
        { kind: 'application', job_id: job.id },
      );
    },
  };
}

export type ApplicationService = ReturnType<typeof applicationService>;
