/**
 * Step 9 of pricing (docs/pricing.md): the tip, and the tip choices offered at checkout and after
 * the order. The shop's `settings.tips` sets them; what it leaves out is the legacy product's
 * choice: 10/15/20% when the pre-tip total is over $10, else $1 to $4; custom; 'not now'; the
 * post-order widget 10/15/20%.
 */
import type { CartInput, TipChoice } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { formatDollars, mulDivRound, parseDecimal, percentOf, type Decimal } from '../money.js';

/** A tip as priced: a percent of the pre-tip total, an amount, or none. */
export type ChosenTip = null | { readonly percent: number } | { readonly cents: number };

/** The shop's tip choices with the legacy ones filled in. */
export interface TipSettings {
  readonly percentChoices: readonly number[];
  readonly amountChoicesCents: readonly number[];
  /** A pre-tip total over this is offered the percents, one at or below it the amounts. */
  readonly percentChoicesOverCents: number;
  readonly defaultPercent?: number | undefined;
  readonly defaultAmountCents?: number | undefined;
}

/** The legacy product's choices. */
export const LEGACY_TIP_SETTINGS: TipSettings = Object.freeze({
  percentChoices: Object.freeze([10, 15, 20]),
  amountChoicesCents: Object.freeze([100, 200, 300, 400]),
  percentChoicesOverCents: 1000,
});

/** The shop's tip settings, each field it leaves out taken from the legacy choices. */
export function tipSettingsOf(settings: Pick<LoadedSettings, 'tips'>): TipSettings {
  const t = settings.tips;
  if (t === undefined) return LEGACY_TIP_SETTINGS;
  return {
    percentChoices: t.percentChoices ?? LEGACY_TIP_SETTINGS.percentChoices,
    amountChoicesCents: t.amountChoicesCents ?? LEGACY_TIP_SETTINGS.amountChoicesCents,
    percentChoicesOverCents: t.percentChoicesOverCents ?? LEGACY_TIP_SETTINGS.percentChoicesOverCents,
    defaultPercent: t.defaultPercent,
    defaultAmountCents: t.defaultAmountCents,
  };
}

const percentCache = new Map<number, Decimal | undefined>();

function percentOfNumber(p: number): Decimal | undefined {
  if (!percentCache.has(p)) {
    if (percentCache.size > 1000) percentCache.clear();
    percentCache.set(p, parseDecimal(p));
  }
  return percentCache.get(p);
}

/** True when the percent choices are offered for this pre-tip total (else the amounts). */
export function offersPercents(tips: TipSettings, preTipTotalCents: number): boolean {
  return preTipTotalCents > tips.percentChoicesOverCents;
}

/**
 * The tip a cart asks for, with "default" worked out: the shop's pre-selected percent when the
 * percents are offered, its pre-selected amount when the amounts are, else none.
 */
export function resolveTip(tip: CartInput['tip'], tips: TipSettings, preTipTotalCents: number): ChosenTip {
  if (tip !== 'default') return tip ?? null;
  if (offersPercents(tips, preTipTotalCents)) return tips.defaultPercent !== undefined ? { percent: tips.defaultPercent } : null;
  return tips.defaultAmountCents !== undefined ? { cents: tips.defaultAmountCents } : null;
}

/** The tip in cents: 0 for cash; a percent of the pre-tip total (half up); cents as given. */
export function tipCents(tip: ChosenTip | undefined, paymentType: string, preTipTotalCents: number): number {
  if (paymentType === 'CASH' || tip === null || tip === undefined) return 0;
  if ('percent' in tip) return percentTipCents(tip.percent, preTipTotalCents);
  return Number.isSafeInteger(tip.cents) && tip.cents > 0 ? tip.cents : 0;
}

/** `percent`% of the pre-tip total, half up (0 for a percent that is not above 0). */
function percentTipCents(percent: number, preTipTotalCents: number): number {
  // A whole percent (every shipped choice) is round(total x p / 100) without a decimal.
  if (Number.isSafeInteger(percent)) return percent > 0 ? mulDivRound(preTipTotalCents, percent, 100, 'half-up') : 0;
  const d = percentOfNumber(percent);
  return d && d.units > 0n ? percentOf(preTipTotalCents, d) : 0;
}

/** Each of the shop's percent choices in cents of this pre-tip total, in its order (what both tip widgets show). */
export function percentChoiceCents(preTipTotalCents: number, tips: TipSettings = LEGACY_TIP_SETTINGS): number[] {
  const out = new Array<number>(tips.percentChoices.length);
  for (let i = 0; i < out.length; i++) out[i] = percentTipCents(tips.percentChoices[i]!, preTipTotalCents);
  return out;
}

function percentChoice(p: number, cents: number, tips: TipSettings): TipChoice {
  const choice: TipChoice = { label: `${p}%`, tip: { percent: p }, cents };
  if (p === tips.defaultPercent) choice.default = true;
  return choice;
}

/**
 * The checkout's tip buttons for a pre-tip total: the shop's percents over its threshold, else its
 * amounts, then Custom (carrying the cart's own amount when it is none of the buttons) and Not
 * now. The shop's pre-selected one is marked `default`, the one the cart's tip is `selected`.
 */
export function tipChoices(
  preTipTotalCents: number,
  currentTip: ChosenTip,
  tips: TipSettings = LEGACY_TIP_SETTINGS,
  percentCents: readonly number[] = percentChoiceCents(preTipTotalCents, tips),
): TipChoice[] {
  const out: TipChoice[] = [];
  const percents = offersPercents(tips, preTipTotalCents);
  if (percents) {
    const ps = tips.percentChoices;
    for (let i = 0; i < ps.length; i++) out.push(percentChoice(ps[i]!, percentCents[i]!, tips));
  } else {
    for (const c of tips.amountChoicesCents) {
      const choice: TipChoice = { label: formatDollars(c), tip: { cents: c }, cents: c };
      if (c === tips.defaultAmountCents) choice.default = true;
      out.push(choice);
    }
  }
  const button = isButton(currentTip, percents, tips);
  const custom = currentTip !== null && 'cents' in currentTip && !button ? currentTip.cents : 0;
  out.push({ label: 'Custom', tip: { cents: custom }, cents: custom, custom: true });
  out.push({ label: 'Not now', tip: null, cents: 0 });
  // The selected button: the one equal to the cart's tip, Custom for another amount, Not now for none.
  const selected =
    currentTip === null
      ? out.length - 1
      : button
        ? indexOfTip(out, currentTip)
        : 'cents' in currentTip
          ? out.length - 2
          : -1;
  if (selected >= 0) out[selected]!.selected = true;
  return out;
}

/** True when the tip is one of the buttons offered (a percent when percents are offered, else an amount). */
function isButton(t: ChosenTip, percents: boolean, tips: TipSettings): boolean {
  return t !== null && ('percent' in t ? percents && tips.percentChoices.includes(t.percent) : !percents && tips.amountChoicesCents.includes(t.cents));
}

/** The index of the choice whose tip is written exactly as `tip` (the same JSON), or -1. */
function indexOfTip(choices: readonly TipChoice[], tip: NonNullable<ChosenTip>): number {
  const want = JSON.stringify(tip);
  for (let i = 0; i < choices.length; i++) {
    const t = choices[i]!.tip;
    if (t !== null && t !== undefined && JSON.stringify(t) === want) return i;
  }
  return -1;
}

/** The post-order tip widget's buttons: the shop's percents of the order's pre-tip total (a custom amount is typed). */
export function postOrderTipChoices(
  preTipTotalCents: number,
  tips: TipSettings = LEGACY_TIP_SETTINGS,
  percentCents: readonly number[] = percentChoiceCents(preTipTotalCents, tips),
): TipChoice[] {
  const ps = tips.percentChoices;
  const out = new Array<TipChoice>(ps.length);
  for (let i = 0; i < ps.length; i++) out[i] = percentChoice(ps[i]!, percentCents[i]!, tips);
  return out;
}

/** A tip up to this is always allowed, when the profile does not say (`settings.tipCap.cents`). */
const DEFAULT_TIP_CAP_CENTS = 5000;
/** A tip up to this percent of the pre-tip total is allowed, when the profile does not say. */
const DEFAULT_TIP_CAP_PERCENT = 100;

/**
 * The largest tip an order may carry: the larger of the shop's `tipCap.cents` ($50 by default)
 * and `tipCap.percentOfPreTipTotal`% (100% by default) of the pre-tip total, rounded down.
 * Checkout blocks a larger tip (TIP_TOO_LARGE); the post-order tip route refuses one.
 */
export function maxTipCents(profile: { readonly settings: Pick<LoadedSettings, 'tipCap'> }, preTipTotalCents: number): number {
  const cap = profile.settings.tipCap;
  const floor = cap?.cents ?? DEFAULT_TIP_CAP_CENTS;
  const percent = cap?.percentOfPreTipTotal ?? DEFAULT_TIP_CAP_PERCENT;
  const share = preTipTotalCents > 0 ? mulDivRound(preTipTotalCents, percent, 100, 'floor') : 0;
  return Math.max(floor, share);
}
