import { describe, expect, it } from 'vitest';
import { correctionEmail } from './correction-contact.js';

describe('correctionEmail', () => {
  it.each([
    ['the profile has an e-mail', { shopId: 'juicestop', identity: { email: 'hello@juicestop.example' } }, 'juicestop', 'juicestop.localhost:8787', 'hello@juicestop.example'],
    ['the profile has none: the {shopId}@{host} fallback, port dropped', { shopId: 'test', identity: {} }, 'test', 'test.localhost:8787', 'test@test.localhost'],
    ['a blank e-mail counts as none', { shopId: 'test', identity: { email: '  ' } }, 'test', 'orders.example.com', 'test@orders.example.com'],
    ["the order is another location's: its own shop id at this host", { shopId: 'kaiju-ktown', identity: { email: 'ktown@kaiju.example' } }, 'kaiju-lacienega', 'kaiju.localhost:8787', 'kaiju-lacienega@kaiju.localhost'],
  ])('%s', (_what, shop, orderShopId, host, expected) => {
    expect(correctionEmail(shop, orderShopId, host)).toBe(expected);
  });
});
