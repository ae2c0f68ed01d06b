/**
 * Whether cashback can be spent and a donation added on a cart: one rule each, read by pricing
 * (steps 10 and 11, which apply them) and by the quote's `choices` (which tell checkout whether
 * to offer them), so the page and the price never disagree.
 */
import type { Presentation } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { formatDollars } from '../money.js';
import type { PaymentType } from './coercions.js';

/** Why cashback cannot be spent: its permanent code, the trace's words and the minimum when that is why. */
export interface CashbackRefusal {
  readonly code: 'CASHBACK_OFF' | 'CASHBACK_MIN_SUBTOTAL';
  readonly why: string;
  readonly minSubtotalCents?: number;
}

/** Why cashback cannot be spent on a cart with this subtotal, or undefined when it can. */
export function cashbackRefusal(settings: LoadedSettings, presentation: Presentation, subtotalCents: number): CashbackRefusal | undefined {
  const panel = presentation.cashbackPanel;
  if (!settings.enableCashback) return { code: 'CASHBACK_OFF', why: 'cashback is off at this shop' };
  if (panel?.show === false) return { code: 'CASHBACK_OFF', why: 'the cashback panel is hidden at this shop' };
  const min = panel?.minSubtotalCents ?? 0;
  if (subtotalCents < min) return { code: 'CASHBACK_MIN_SUBTOTAL', why: `cashback needs a subtotal of at least ${formatDollars(min)}`, minSubtotalCents: min };
  return undefined;
}

/** The legacy donation when the shop sets no amount ($1.99). */
export const DEFAULT_DONATION_CENTS = 199;

/** Why the donation checkbox is not offered: its permanent code and the trace's words. */
export interface DonationRefusal {
  readonly code: 'DONATION_OFF' | 'DONATION_CARD_ONLY';
  readonly why: string;
}

/** Why a donation cannot be added to a cart paid this way, or undefined when it can. */
export function donationRefusal(settings: LoadedSettings, paymentType: PaymentType): DonationRefusal | undefined {
  if (!settings.donation.enableDonation) return { code: 'DONATION_OFF', why: 'donations are off' };
  if (paymentType !== 'CARD') return { code: 'DONATION_CARD_ONLY', why: 'donations are taken with card payment only' };
  return undefined;
}

/** The donation a cart adds when the customer agrees: its own amount where the shop allows one, else the shop's. */
export function donationAmountCents(settings: LoadedSettings, requestedCents: number | null | undefined): number {
  const d = settings.donation;
  return d.allowCustomAmount && typeof requestedCents === 'number' ? requestedCents : (d.defaultAmount ?? DEFAULT_DONATION_CENTS);
}

