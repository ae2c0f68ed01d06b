import { describe, expect, it } from 'vitest';
import type { ClientProfile } from './boot.js';
import { offersRewards } from './rewards-offer.js';

const shop = (enableCashback: boolean, cashbackPanel?: { show?: boolean; minSubtotalCents?: number }) =>
  ({ settings: { enableCashback }, presentation: cashbackPanel ? { cashbackPanel } : {} }) as unknown as Pick<ClientProfile, 'settings' | 'presentation'>;

describe('offersRewards', () => {
  it.each([
    ['cashback on, no panel settings', shop(true), true],
    ['cashback on, the panel shown', shop(true, { show: true }), true],
    // A minimum subtotal still lets a larger cart spend the credit.
    ['cashback on, a $30 minimum', shop(true, { show: true, minSubtotalCents: 3000 }), true],
    ['cashback off', shop(false), false],
    ['cashback off, the panel shown', shop(false, { show: true }), false],
    ['cashback on, the panel hidden', shop(true, { show: false }), false],
  ])('%s: %s', (_what, profile, offered) => {
    expect(offersRewards(profile)).toBe(offered);
  });
});
