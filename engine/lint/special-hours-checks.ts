/** Lint checks over special dates (`settings.specialHours`): real dates, ranges in order, no overlaps, closed or hours. */
import type { LintContext } from './context.js';

/** True when YYYY-MM-DD is a real date of the proleptic Gregorian calendar. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d <= days;
}

const HOW = 'Write a date as YYYY-MM-DD, e.g. "2025-11-27"; give "date" for one day, or "dateFrom" and "dateTo" for several.';

/** Each special date: readable, in order, not overlapping another, and either closed or with hours. */
export function checkSpecialHours(ctx: LintContext): void {
  const list = ctx.profile.settings.specialHours ?? [];
  const spans: { from: string; to: string; i: number }[] = [];
  list.forEach((s, i) => {
    const at = `/settings/specialHours/${i}`;
    if (s.date !== undefined && (s.dateFrom !== undefined || s.dateTo !== undefined)) {
      ctx.report('CONFLICTING_FIELDS', `${at}/date`, `Special date ${i + 1} gives both "date" and a range.`, 'Keep "date" for one day, or "dateFrom" and "dateTo" for several.', { key: true });
      return;
    }
    if (s.date === undefined && (s.dateFrom === undefined || s.dateTo === undefined)) {
      const missing = s.date === undefined && s.dateFrom === undefined && s.dateTo === undefined ? 'date' : s.dateFrom === undefined ? 'dateFrom' : 'dateTo';
      ctx.report('BAD_DATE', at, `Special date ${i + 1} names no ${missing === 'date' ? 'date' : `"${missing}"`}.`, HOW);
      return;
    }
    const from = (s.date ?? s.dateFrom)!;
    const to = (s.date ?? s.dateTo)!;
    let bad = false;
    for (const [key, value] of (s.date !== undefined ? [['date', s.date]] : [['dateFrom', from], ['dateTo', to]]) as [string, string][]) {
      if (!isCalendarDate(value)) {
        ctx.report('BAD_DATE', `${at}/${key}`, `"${value}" is not a calendar date.`, HOW);
        bad = true;
      }
    }
    if (bad) return;
    if (from > to) {
      ctx.report('DATE_RANGE_REVERSED', `${at}/dateTo`, `Special date ${i + 1} ends on ${to}, before it starts on ${from}.`, 'Swap "dateFrom" and "dateTo", or correct the one that is wrong.');
      return;
    }
    if (s.closed === true && (s.pickUp !== undefined || s.delivery !== undefined)) {
      ctx.report('CONFLICTING_FIELDS', `${at}/closed`, `Special date ${i + 1} is closed and also gives hours.`, 'Remove "closed" to open at those hours, or remove the hours to close all day.', { key: true });
    }
    if (s.closed !== true && s.pickUp === undefined && s.delivery === undefined) {
      ctx.report('MISSING_FIELD', at, `Special date ${i + 1} (${from}${to !== from ? ` to ${to}` : ''}) neither closes nor gives hours, so it changes nothing.`, 'Add "closed": true, or "pickUp"/"delivery" hours for that day.');
    }
    for (const other of spans) {
      if (from <= other.to && other.from <= to) {
        const day = from > other.from ? from : other.from;
        ctx.report('SPECIAL_HOURS_OVERLAP', at, `Special dates ${other.i + 1} and ${i + 1} both cover ${day}; only the first would apply.`, 'Give each day one entry: shorten one of the ranges or merge the two.');
        break;
      }
    }
    spans.push({ from, to, i });
  });
}
