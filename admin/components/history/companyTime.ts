import { COMPANY_TIME_ZONE, wallClockMs } from '#contract/businessCalendar.js';

/** An instant as the company's wall clock reads it, for <input type="datetime-local">. */
export function companyInput(instant: number | null): string {
  if (instant === null) return '';
  return new Date(wallClockMs(COMPANY_TIME_ZONE, instant)).toISOString().slice(0, 16);
}

/** A company wall-clock time typed in the form as an instant (the zone keeps one offset all year). */
export function companyInstant(text: string): number | null {
  if (!text) return null;
  const wall = Date.parse(`${text}:00Z`);
  if (Number.isNaN(wall)) return null;
  return wall - (wallClockMs(COMPANY_TIME_ZONE, wall) - wall);
}
