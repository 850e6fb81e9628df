import type { z } from 'zod';
import { flowTableIssueText } from '#sizing/engine/flowTable.js';
import type { FieldErrors } from './errors.js';
import { errorMessage, STAFF_MESSAGES, type StaffMessageKey } from './staffMessages.js';

/**
 * The staff API's words for a failed zod check of a field: its message key (admin-api/validation.ts
 * answers it) and, for the demo content loader, its English text.
 */

/** The message key and parameters of one failed zod check, for a form field. */
export function fieldMessage(issue: z.core.$ZodIssue): FieldErrors[string] {
  // A product's flow table: the row and the column named, in both languages.
  if (issue.path[0] === 'flow_sizes') {
    const cell = { message: issue.message, path: issue.path.slice(1) };
    return {
      key: 'flowTableCell',
      params: { en: flowTableIssueText(cell, 'en'), zh: flowTableIssueText(cell, 'zh') },
    };
  }
  if (issue.message in STAFF_MESSAGES) return { key: issue.message as StaffMessageKey };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return { key: 'required' };
      return { key: issue.expected === 'number' ? 'notNumber' : 'invalid' };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'tooLong', params: { max: Number(issue.maximum) } }
        : { key: 'atMost', params: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'tooShort', params: { min: Number(issue.minimum) } };
      return { key: 'atLeast', params: { min: Number(issue.minimum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalidEmail' : 'invalid' };
    case 'invalid_value':
      return { key: 'oneOf', params: { list: issue.values.map(String).join(', ') } };
    default:
      return { key: 'invalid' };
  }
}

/** A failed check in the words the console shows under its field (the demo content loader says them too). */
export function checkInWords(issue: z.core.$ZodIssue): string {
  const { key, params } = fieldMessage(issue);
  return errorMessage(key, 'en', params, 'staff');
}
