/**
 * `lead-time`: matched products need notice. A cart holding one is offered no time earlier than
 * now + leadMinutes, and ASAP is refused (LEAD_TIME) naming the earliest time it may have.
 */
import type { Selector } from '../../schemas/generated/types.js';
import { describeSelector } from '../explain/selector-text.js';
import { noSchedules, productSelector } from './targeted.js';
import type { RuleKindDef, RuleOf } from './types.js';

/** A duration in plain English: '45 minutes', '24 hours', '1 hour 30 minutes', '3 days'. */
export function humanizeMinutes(minutes: number): string {
  const unit = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return unit(minutes, 'minute');
  // Up to two days a notice reads in hours ('48 hours'), as shops write it; longer ones in days.
  if (minutes > 2880 && minutes % 1440 === 0) return unit(minutes / 1440, 'day');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? unit(h, 'hour') : `${unit(h, 'hour')} ${unit(m, 'minute')}`;
}

/** True when the selector names categories only (so the message names the category). */
export function selectsByCategory(match: Selector): boolean {
  const keys = Object.keys(match).filter((k) => (match as Record<string, unknown>)[k] !== undefined);
  return keys.length > 0 && keys.every((k) => k.startsWith('category'));
}

export const leadTime: RuleKindDef<'lead-time'> = {
  kind: 'lead-time',
  title: 'Notice needed (lead times)',
  selectors: productSelector,
  schedules: noSchedules,
  explain: (r: RuleOf<'lead-time'>) =>
    `${describeSelector(r.match, 'products')} need ${humanizeMinutes(r.leadMinutes)}' notice: a cart holding one is offered no time sooner, and no ASAP.`,
  lint: [],
};
