/**
 * Step 9 (DESIGN section 4): the tip, and the tip choices offered at checkout (spec section 9:
 * 10/15/20% when the pre-tip total is over $10, else $1 to $4; custom; 'not now').
 */
import type { CartInput, TipChoice } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { formatDollars, mulDivRound, parseDecimal, percentOf, type Decimal } from '../money.js';

const percentCache = new Map<number, Decimal | undefined>();

function percentOfNumber(p: number): Decimal | undefined {
  if (!percentCache.has(p)) {
    if (percentCache.size > 1000) percentCache.clear();
    percentCache.set(p, parseDecimal(p));
  }
  return percentCache.get(p);
}

/** The tip in cents: 0 for cash; a percent of the pre-tip total (half up); cents as given. */
export function tipCents(tip: CartInput['tip'], paymentType: string, preTipTotalCents: number): number {
  if (paymentType === 'CASH' || tip === null || tip === undefined) return 0;
  if ('percent' in tip) {
    const d = percentOfNumber(tip.percent);
    return d && d.units > 0n ? percentOf(preTipTotalCents, d) : 0;
  }
  return Number.isSafeInteger(tip.cents) && tip.cents > 0 ? tip.cents : 0;
}

const PERCENT_CHOICES = [10, 15, 20] as const;
const AMOUNT_CHOICES = [100, 200, 300, 400] as const;
const PERCENTS_OVER_CENTS = 1000;

/** The tip choices for a pre-tip total; custom carries the cart's own amount when it is one. */
export function tipChoices(preTipTotalCents: number, currentTip: CartInput['tip']): TipChoice[] {
  const out: TipChoice[] = [];
  if (preTipTotalCents > PERCENTS_OVER_CENTS) {
    for (const p of PERCENT_CHOICES) {
      out.push({ label: `${p}%`, tip: { percent: p }, cents: percentOf(preTipTotalCents, percentOfNumber(p)!) });
    }
  } else {
    for (const c of AMOUNT_CHOICES) out.push({ label: formatDollars(c), tip: { cents: c }, cents: c });
  }
  const custom =
    currentTip && 'cents' in currentTip && !(AMOUNT_CHOICES as readonly number[]).includes(currentTip.cents) ? currentTip.cents : 0;
  out.push({ label: 'Custom', tip: { cents: custom }, cents: custom });
  out.push({ label: 'Not now', tip: null, cents: 0 });
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
