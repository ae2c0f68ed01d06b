/**
 * A product out of stock is out of stock as a side too, on PGlite and PostgreSQL: the Test
 * Kitchen's Cheeseburger offers its sides through autoGenFromTag ("Add a Side (half price)" is
 * made from the products tagged side), so marking Fries out of stock on the Operations page must
 * take "Fries" off the burger's sides on the menu and refuse an order that picks it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../browser/harness.js';
import { backends, burgerCart, call, countOrders, newKey, startTestServer, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const BACKENDS = await backends();
const OPS = '/api/staff/shops/test/operations';

/** A cash pickup order of one Cheeseburger on brioche with Fries as its side. */
const burgerWithFries = burgerCart({ products: [{ productId: 't-cheeseburger', quantity: 1, customerPicks: { 't-bun-brioche': true, 't-fries': true } }] });

interface MenuModifier { id: string; name: string; priceCents: number; available: boolean; unavailableReason?: string; label?: string }
interface MenuProduct { id: string; modgroups: { id: string; modifiers: MenuModifier[] }[] }

describe.each(BACKENDS)('a side made from a product out of stock on %s', (backend) => {
  let s: TestServer;
  let staff: Record<string, string>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'generated-side-'));
    for (const name of ['presets', 'test']) cpSync(join(REPO, 'shops', name), join(dir, name), { recursive: true });
    s = await startTestServer(backend, { label: 'gen_side', shopsDir: dir });
    await addStaff(s, 'cook@test.example', 'staff', ['test']);
    staff = await staffHeaders(s.url, 'cook@test.example');
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const place = () => call(s.url, 'POST', '/api/shops/test/orders', burgerWithFries, { 'Idempotency-Key': newKey() });
  const friesSide = async (): Promise<MenuModifier | undefined> => {
    const menu = await call(s.url, 'GET', '/api/shops/test/menu');
    const burger = (menu.body.categories as { products: MenuProduct[] }[]).flatMap((c) => c.products).find((p) => p.id === 't-cheeseburger');
    return burger?.modgroups.find((g) => g.id === 't-side')?.modifiers.find((m) => m.id === 't-fries');
  };

  it('offers Fries as a half-price side while in stock, and takes the order: $12.00 + $2.00', async () => {
    // Fries are $4.00 on the menu; the group's discountMultiplier is 0.5.
    expect(await friesSide()).toMatchObject({ name: 'Fries', priceCents: 200, available: true });
    const r = await place();
    expect(r.status).toBe(201);
    expect(r.body.quote.lines[0]).toMatchObject({ productId: 't-cheeseburger', unitCents: 1400 });
  });

  it('once Fries are out of stock, shows the side out of stock and refuses the order with the blocker', async () => {
    expect((await call(s.url, 'POST', OPS, { outOfStock: { productId: 't-fries', until: null } }, staff)).status).toBe(200);
    expect(await friesSide()).toMatchObject({ available: false, unavailableReason: 'OUT_OF_STOCK', label: '*OUT OF STOCK' });
    const before = await countOrders(s, 'test');
    const r = await place();
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('ORDER_BLOCKED');
    expect(r.body.blockers).toContainEqual(expect.objectContaining({
      code: 'ITEM_INVALID',
      path: '/products/0/customerPicks/t-fries',
      message: 'Cheeseburger (Add a Side (half price)): Fries cannot be picked right now (OUT OF STOCK); pick another option.',
      params: expect.objectContaining({ issues: ['MODIFIER_UNAVAILABLE'] }),
    }));
    expect(await countOrders(s, 'test')).toBe(before);
  });

  it('takes the order again once Fries are back in stock', async () => {
    expect((await call(s.url, 'POST', OPS, { backInStock: { productId: 't-fries' } }, staff)).status).toBe(200);
    expect((await friesSide())?.available).toBe(true);
    expect((await place()).status).toBe(201);
  });
});
