/** Lint checks over percentages (settings, items, rules). */
import { compareDecimal, decimalOfInteger, parseDecimal } from '../money.js';
import { textOf } from '../match.js';
import type { LintContext } from './context.js';

const HUNDRED = decimalOfInteger(100);
const ZERO = decimalOfInteger(0);

function outOfRange(value: unknown): boolean {
  const d = parseDecimal(value);
  return d !== undefined && (compareDecimal(d, HUNDRED) > 0 || compareDecimal(d, ZERO) < 0);
}

/** Percentages must lie in 0..100; a promotion over 100% would pay the customer. */
export function checkPercentages(ctx: LintContext): void {
  const settings = ctx.profile.settings;
  for (const key of ['taxPercentage', 'allServicePercentage'] as const) {
    if (outOfRange(settings[key])) {
      ctx.report('PERCENT_OUT_OF_RANGE', `/settings/${key}`, `settings.${key} is ${String(settings[key])}, outside 0 to 100.`, `Write ${key} as a percentage from 0 to 100 (e.g. 9.5).`);
    }
  }
  for (const { product, path } of ctx.products) {
    if (outOfRange(product.taxP)) {
      ctx.report('PERCENT_OUT_OF_RANGE', `${path}/taxP`, `The tax rate ${String(product.taxP)} of "${textOf(product.name)}" is outside 0 to 100.`, 'Write taxP as a percentage from 0 to 100.');
    }
  }
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind === 'tax-rate' && outOfRange(rule.percent)) {
      ctx.report('PERCENT_OUT_OF_RANGE', `/rules/${i}/percent`, `The tax-rate rule "${rule.id}" sets ${String(rule.percent)}%, outside 0 to 100.`, 'Write the percent from 0 to 100.');
    }
    if (rule.kind === 'promotion' && 'percent' in rule.effect && outOfRange(rule.effect.percent)) {
      ctx.report('DISCOUNT_OVER_100_PERCENT', `/rules/${i}/effect/percent`, `The promotion "${rule.id}" takes ${String(rule.effect.percent)}% off, more than the price.`, 'Use a percent from 0 to 100.');
    }
  });
}
