/** Lint checks over percentages (settings, items, rules). */
import { compareDecimal, decimalOfInteger, formatDollars, parseDecimal } from '../money.js';
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

/**
 * settings.tips: the pre-selected choice must be one of the choices offered with it; choices and
 * the threshold cannot be negative; a choice over 100% or over the tip cap would be refused at
 * checkout (TIP_TOO_LARGE); a choice listed twice is a slip.
 */
export function checkTips(ctx: LintContext): void {
  const tips = ctx.profile.settings.tips;
  if (tips === undefined) return;
  const at = '/settings/tips';
  const capCents = ctx.profile.settings.tipCap?.cents ?? 5000;
  const percents = tips.percentChoices ?? [10, 15, 20];
  const amounts = tips.amountChoicesCents ?? [100, 200, 300, 400];
  const list = (key: 'percentChoices' | 'amountChoicesCents', values: readonly number[] | undefined, unit: (n: number) => string): void => {
    (values ?? []).forEach((v, i) => {
      const path = `${at}/${key}/${i}`;
      if (v < 0) ctx.report('TIP_CHOICE_NEGATIVE', path, `The tip choice ${unit(v)} in settings.tips.${key} is negative.`, 'Tip choices are 0 or more; remove it or write it without the minus sign.');
      else if (key === 'percentChoices' && v > 100) ctx.report('TIP_CHOICE_TOO_LARGE', path, `The tip choice ${unit(v)} is more than the whole order.`, 'Percent choices are from 0 to 100 (a tip of 15% is 15).');
      else if (key === 'amountChoicesCents' && v > capCents) ctx.report('TIP_CHOICE_TOO_LARGE', path, `The tip choice ${unit(v)} is over the shop's tip cap of ${formatDollars(capCents)} (settings.tipCap.cents), so checkout would refuse it on a small order (TIP_TOO_LARGE).`, 'Amount choices are cents (200 = $2.00): lower it, or raise settings.tipCap.cents.');
      if (values!.indexOf(v) !== i) ctx.report('TIP_CHOICE_DUPLICATE', path, `The tip choice ${unit(v)} is listed twice in settings.tips.${key}.`, 'List each choice once.');
    });
  };
  list('percentChoices', tips.percentChoices, (n) => `${n}%`);
  list('amountChoicesCents', tips.amountChoicesCents, (n) => `${n} cents`);
  if (tips.percentChoicesOverCents !== undefined && tips.percentChoicesOverCents < 0) {
    ctx.report('TIP_CHOICE_NEGATIVE', `${at}/percentChoicesOverCents`, `settings.tips.percentChoicesOverCents is ${tips.percentChoicesOverCents}, below 0.`, 'It is the pre-tip total in cents above which percents are offered (1000 = $10.00).');
  }
  if (tips.defaultPercent !== undefined && !percents.includes(tips.defaultPercent)) {
    ctx.report('TIP_DEFAULT_NOT_A_CHOICE', `${at}/defaultPercent`, `The pre-selected tip ${tips.defaultPercent}% is not one of the percent choices (${percents.map((p) => `${p}%`).join(', ')}).`, `Add ${tips.defaultPercent} to settings.tips.percentChoices, or pre-select one of them.`);
  }
  if (tips.defaultAmountCents !== undefined && !amounts.includes(tips.defaultAmountCents)) {
    ctx.report('TIP_DEFAULT_NOT_A_CHOICE', `${at}/defaultAmountCents`, `The pre-selected tip of ${tips.defaultAmountCents} cents is not one of the dollar choices (${amounts.join(', ')} cents).`, `Add ${tips.defaultAmountCents} to settings.tips.amountChoicesCents, or pre-select one of them.`);
  }
}
