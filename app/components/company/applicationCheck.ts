// First: zod without `new Function` under the site's CSP (app/lib/zodConfig.ts).
import '#contract/zodConfig.js';
import { applicationSchema } from '#contract/applicationSchema.js';
import { message, type Lang } from '#contract/messages.js';
import { problemOf } from '#contract/schemas.js';

/**
 * The application form's checks: the very schema /api/recruiting/apply applies, loaded by the
 * form when a visitor first sends, so zod stays off the page's first load. Each failing field's
 * first message, keyed by field name (`cv.url` counts as `cv`).
 */
export function checkApplication(values: Record<string, unknown>, lang: Lang): Map<string, string> {
  const result = applicationSchema.safeParse(values);
  const problems = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const { field, key, params } = problemOf(issue, lang);
    const name = field.split('.')[0]!;
    if (!problems.has(name)) problems.set(name, message(key, lang, params));
  }
  return problems;
}
