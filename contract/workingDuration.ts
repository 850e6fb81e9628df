import type { Lang } from './messages.js';

/**
 * A span of working time as staff read it, "3 h 10 min" / "3 小时 10 分钟": the console's
 * "Response due" column and the daily digest mail say time left, overdue and answered in it.
 */
export function workingDurationText(minutes: number, lang: Lang): string {
  const whole = Math.max(0, Math.ceil(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const [h, min] = lang === 'zh' ? [' 小时', ' 分钟'] : [' h', ' min'];
  if (hours === 0) return `${rest}${min}`;
  return rest === 0 ? `${hours}${h}` : `${hours}${h} ${rest}${min}`;
}
