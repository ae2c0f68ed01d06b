/** `--operations` on shopctl slots, price and menu: a pause, busy minutes, items out of stock. */
import { describe, expect, it } from 'vitest';
import { runShopctl } from './testing.js';

const TEST_SHOP = 'shops/test/test.profile.json';
const AT = '2026-03-10T12:00:00-07:00';
const PAUSED = 'online ordering is currently offline, you may still add items to order at a later time.';
const ops = (value: unknown): Record<string, string> => ({ 'ops.json': JSON.stringify(value) });
const CART = {
  'cart.json': JSON.stringify({ shopId: 'test', products: [{ productId: 't-fries', quantity: 1 }], cartType: 'PICKUP', paymentType: 'CASH', name: 'Ana', phone: '(213) 555-0123' }),
};

describe('shopctl --operations', () => {
  it('slots: busy minutes lengthen ASAP and push the first slot', async () => {
    const r = await runShopctl(['slots', '--shop', TEST_SHOP, '--type', 'pickup', '--at', AT, '--operations', 'ops.json'], ops({ busyMinutes: 20 }));
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[1]).toMatch(/^ {2}ASAP \(about 45 min\) +ASAP$/);
    expect(lines[2]).toMatch(/^ {2}Tue 1:00 PM +2026-03-10T13:00:00-07:00$/);
  });

  it('slots: a pause offers nothing and says the paused sentence; an ended pause is ignored', async () => {
    const paused = await runShopctl(['slots', '--shop', TEST_SHOP, '--type', 'pickup', '--at', AT, '--operations', 'ops.json', '--json'], ops({ paused: { until: null } }));
    expect(JSON.parse(paused.out)).toEqual({ slots: [], message: PAUSED });
    const ended = await runShopctl(['slots', '--shop', TEST_SHOP, '--type', 'pickup', '--at', AT, '--operations', 'ops.json', '--json'], ops({ paused: { until: '2026-03-10T11:00:00-07:00' } }));
    expect(JSON.parse(ended.out).slots[0].value).toBe('ASAP');
  });

  it('price: an out-of-stock product is refused, a pause blocks with ORDERING_PAUSED (exit 1)', async () => {
    const out = await runShopctl(['price', '--shop', TEST_SHOP, '--cart', 'cart.json', '--at', AT, '--operations', 'ops.json', '--json'], { ...CART, ...ops({ outOfStock: [{ productId: 't-fries', until: null }] }) });
    expect(out.code).toBe(1);
    expect(JSON.parse(out.out).blockers).toEqual([{ code: 'PRODUCT_UNAVAILABLE', message: 'Fries cannot be ordered right now (OUT OF STOCK); remove it from your cart.', path: '/products/0/productId', remedy: { kind: 'remove-line', lineIndex: 0 } }]);
    const paused = await runShopctl(['price', '--shop', TEST_SHOP, '--cart', 'cart.json', '--at', AT, '--operations', 'ops.json', '--json'], { ...CART, ...ops({ paused: { until: null, types: ['PICKUP'] } }) });
    // Pickup is paused; the test kitchen also takes dine-in and delivery orders.
    expect(JSON.parse(paused.out).blockers[0]).toEqual({ code: 'ORDERING_PAUSED', message: PAUSED, path: '/cartType', remedy: { kind: 'switch-cart-type', cartTypes: ['DINEIN', 'DELIVERY'] } });
    const none = await runShopctl(['price', '--shop', TEST_SHOP, '--cart', 'cart.json', '--at', AT, '--json'], CART);
    expect([none.code, JSON.parse(none.out).blockers]).toEqual([0, []]);
  });

  it('menu: an out-of-stock product shows *OUT OF STOCK; a paused shop says so first', async () => {
    const r = await runShopctl(['menu', '--shop', TEST_SHOP, '--at', AT, '--operations', 'ops.json'], ops({ paused: { until: null }, outOfStock: [{ productId: 't-fries', until: null }] }));
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe(PAUSED);
    expect(r.out).toMatch(/\nt-fries +Fries +\$4\.00 +\*OUT OF STOCK\n/);
  });

  it('an operations file that breaks its schema is bad usage (exit 2) with the path', async () => {
    const r = await runShopctl(['slots', '--shop', TEST_SHOP, '--type', 'pickup', '--operations', 'ops.json'], ops({ busyMinutes: -5 }));
    expect(r.code).toBe(2);
    expect(r.err).toContain('/busyMinutes');
    expect(r.err).toContain('does not match schemas/operations.schema.json');
  });
});
