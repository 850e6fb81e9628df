/**
 * A job as a posting: the contract kinds schema.org knows, when a job stops taking
 * applications, and what an application may carry. Plain data, so pages, console and server share it.
 */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The enquiry kinds (enquiry.kind, migration 0014): a message, or an application for a job. */
export const ENQUIRY_KINDS = ['message', 'application'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** A CV is one file of these types, under the site's upload rules (size, content check). */
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

/** The page of one job, under a language prefix. */
export const jobPath = (id: number) => `/joinIn/${id}`;

/** Whether a file name is one a CV may have. */
export function isCvName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && (CV_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}
