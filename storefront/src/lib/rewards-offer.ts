/**
 * Whether a location has the rewards sign-up (`/c/{phone}`): its $10 credit is cashback, so only a
 * shop whose checkout can spend cashback offers it. The rule is the engine's, the one the server's
 * rewards route applies (it answers 404 REWARDS_NOT_OFFERED elsewhere): cashback off
 * (`settings.enableCashback`) or the cashback panel hidden means no sign-up; a minimum subtotal
 * does not, since a larger cart can spend it.
 */
import { cashbackRefusal } from '../../../engine/index.js';
import type { ClientProfile } from './boot.js';

export function offersRewards(shop: Pick<ClientProfile, 'settings' | 'presentation'>): boolean {
  return cashbackRefusal(shop.settings, shop.presentation, Number.MAX_SAFE_INTEGER)?.code !== 'CASHBACK_OFF';
}
