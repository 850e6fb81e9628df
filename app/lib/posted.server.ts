import type { Lang } from '#contract/messages.js';
import type { AppError } from '#server/lib/errors.js';
import { errorMessage } from '#server/lib/staffMessages.js';
import { isAppError } from './http.js';

/**
 * The site's forms post to their page when sent before its script ran (or without script), never
 * into the address; each page's action answers with what the script would have shown.
 */

/** A form's fields as a page's action receives them (URL-encoded or multipart; files are left out). */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** A failure of the services in the visitor's language, or null for a failure that is ours (thrown on). */
export function refusal(error: unknown, lang: Lang): { text: string; field: string | null } | null {
  if (!isAppError(error)) return null;
  // By name (isAppError): the services' class is not this bundle's copy of it.
  const known = error as AppError;
  return { text: errorMessage(known.key, lang, known.params), field: known.field ?? null };
}
