/** The engine bench's quote: a 10-line delivery cart on the largest shipped shop, and its instants. */
import type { CartInput } from '../../schemas/index.js';

/** Tuesday 10 March 2026, 6pm in Los Angeles. */
export const TUESDAY_6PM = Date.parse('2026-03-10T18:00:00-07:00');

/** Three hours, in ms: the fresh instants fall between 6pm and 9pm, when the shop delivers. */
const WINDOW_MS = 3 * 3_600_000;

/**
 * The i-th fresh instant after `start`: a different millisecond for every i below 10.8 million,
 * scattered over three hours (7,919 is prime to the window's length), so no memo keyed by the
 * instant, nor one kept for the last instant or minute asked for, answers two quotes alike.
 */
export function freshInstant(start: number, i: number): number {
  return start + ((i * 7_919) % WINDOW_MS);
}

export const TEN_LINE_CART: CartInput = {
  products: [
    { productId: 'wt-sand-korean', quantity: 1, customerPicks: { 'wt-combo-yes': true, 'wt-cd-coke': true, 'wt-cf-cajun': true } },
    { productId: 'wt-sand-classic', quantity: 1 },
    { productId: 'wt-sand-nashville', quantity: 1, customerPicks: { 'wt-combo-yes': true, 'wt-cd-sprite': true, 'wt-cf-regular': true } },
    { productId: 'wt-wings-6', quantity: 2, customerPicks: { 'wt-fl1-lemon-pepper': true, 'wt-style-all-flats': true, 'wt-dip-ranch': true, 'wt-dip-cajun-ranch': true } },
    {
      productId: 'wt-wings-10',
      quantity: 1,
      customerPicks: {
        'wt-fl2-buffalo-hot': true,
        'wt-fl2-honey-bbq': true,
        'wt-style-classic': true,
        'wt-dip-blue-cheese': true,
        'wt-combo-yes': true,
        'wt-cd-lemonade': true,
        'wt-cf-garlic-parm': true,
      },
    },
    { productId: 'wt-wings-50', quantity: 1, customerPicks: { 'wt-fl4-buffalo-mild': true, 'wt-fl4-teriyaki': true, 'wt-fl4-sweet-chili': true, 'wt-style-extra-crispy': true } },
    { productId: 'wt-burger-classic', quantity: 1, customerPicks: { 'wt-ba-bacon': true, 'wt-ba-egg': true, 'wt-combo-yes': true, 'wt-cd-diet-coke': true, 'wt-cf-regular': true } },
    { productId: 'wt-side-loaded-fries', quantity: 2 },
    { productId: 'wt-drink-fountain-soda', quantity: 3, customerPicks: { 'wt-ds-large': true } },
    { productId: 'wt-bottle-buffalo-hot', quantity: 1 },
  ],
  cartType: 'DELIVERY',
  paymentType: 'CARD',
  distanceInMiles: 2.4,
  tip: { percent: 18 },
  appliedCashback: 100,
  name: 'Bench Customer',
  phone: '8185550100',
};
