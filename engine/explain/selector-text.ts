/** Selectors and schedules in plain English, for explanations. */
import type { Schedule, Selector } from '../../schemas/generated/types.js';
import type { When } from '../schedule.js';

function list(items: readonly string[], joiner = 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

/** The noun phrase for what a selector matches, e.g. "Products tagged 50off". */
export function describeSelector(selector: Selector | undefined, noun: string): string {
  if (!selector) return `All ${noun}`;
  const parts: string[] = [];
  if (selector.ids) parts.push(`with id ${list(selector.ids)}`);
  if (selector.tags) parts.push(`tagged ${list(selector.tags)}`);
  if (selector.tagContains !== undefined) parts.push(`whose tag contains "${selector.tagContains}"`);
  if (selector.nameContains !== undefined) parts.push(`whose name contains "${selector.nameContains}"`);
  if (selector.nameEquals !== undefined) parts.push(`named "${selector.nameEquals}"`);
  // For categories, the category selectors read as the entity's own id, tags and name.
  const own = noun === 'categories';
  if (selector.categoryIds) parts.push(`${own ? 'with id' : 'in category'} ${list(selector.categoryIds)}`);
  if (selector.categoryTags) parts.push(`${own ? 'tagged' : 'in a category tagged'} ${list(selector.categoryTags)}`);
  if (selector.categoryNameContains !== undefined) {
    parts.push(`${own ? 'whose name contains' : 'in a category whose name contains'} "${selector.categoryNameContains}"`);
  }
  if (selector.productIds) parts.push(`of product ${list(selector.productIds)}`);
  if (selector.productTags) parts.push(`of a product tagged ${list(selector.productTags)}`);
  if (selector.productNameContains !== undefined) parts.push(`of a product whose name contains "${selector.productNameContains}"`);
  if (selector.modgroupIds) parts.push(`in modifier group ${list(selector.modgroupIds)}`);
  if (selector.modgroupNameContains !== undefined) parts.push(`in a modifier group whose name contains "${selector.modgroupNameContains}"`);
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${list(parts, 'and')}`.trim();
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** One schedule's days, times and dates in plain English ('always' when it sets none). */
export function describeSchedule(s: Schedule): string {
  const parts: string[] = [];
  // The loader writes days as numbers 0-6 (schemas/normalize.ts).
  if (s.days) parts.push(`on ${list((s.days as readonly number[]).map((d) => DAY_NAMES[d] ?? String(d)))}`);
  if (s.from !== undefined && s.to !== undefined) parts.push(`from ${s.from} to ${s.to}`);
  else if (s.from !== undefined) parts.push(`from ${s.from}`);
  else if (s.to !== undefined) parts.push(`until ${s.to}`);
  if (s.dateFrom !== undefined && s.dateTo !== undefined) parts.push(`between ${s.dateFrom} and ${s.dateTo}`);
  else if (s.dateFrom !== undefined) parts.push(`from ${s.dateFrom} on`);
  else if (s.dateTo !== undefined) parts.push(`until ${s.dateTo}`);
  return parts.length > 0 ? parts.join(' ') : 'always';
}

/**
 * A `when` in plain English: "on Tuesday from 11:00 to 16:00"; a named schedule with what it says
 * when `schedules` has it: "during schedule lunch (on Monday, Tuesday, ... from 11:00 to 15:00)".
 */
export function describeWhen(when: When, schedules?: Readonly<Record<string, Schedule | undefined>>): string {
  if (typeof when === 'string') {
    const named = schedules?.[when];
    return named ? `during schedule ${when} (${describeSchedule(named)})` : `during schedule ${when}`;
  }
  if (Array.isArray(when)) return list((when as readonly (Schedule | string)[]).map((w) => describeWhen(w, schedules)));
  return describeSchedule(when as Schedule);
}
