/**
 * Slot capacity and special dates on the server, on PGlite and PostgreSQL: concurrent orders for
 * the last place in a slot give exactly one 201; concurrent ASAP orders move to the next slot with
 * room and never overfill one; an order due on a closed date is refused; a busy kitchen's ASAP
 * order is due with the busy minutes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShops } from '../../server/shops.js';
import { backends, burgerCart, call, FIXTURE_SHOPS, newKey, startTestServer, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const BACKENDS = await backends();
const ORDERS = '/api/shops/srvtest/orders';
const QUOTE = '/api/shops/srvtest/quote';
/** The fixture shop's own pickup wait (its profile as the server loads it, defaults applied). */
const WAIT = (await loadShops(FIXTURE_SHOPS)).get('srvtest')!.settings.approxPickupWaitInMinutes;

/** The fixture shops with srvtest taking 2 orders per 15-minute slot and closed on 2025-06-19. */
function shopsWithCapacity(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cap-shops-'));
  cpSync(FIXTURE_SHOPS, dir, { recursive: true });
  const file = join(dir, 'srvtest', 'srvtest.profile.json');
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  profile.settings.capacity = { slotMinutes: 15, maxOrders: 2 };
  profile.settings.specialHours = [{ date: '2025-06-19', closed: true, note: 'Juneteenth' }];
  writeFileSync(file, JSON.stringify(profile, null, 2));
  return dir;
}

describe.each(BACKENDS)('time and capacity on %s', (backend) => {
  let s: TestServer;
  let shopsDir: string;
  beforeAll(async () => {
    shopsDir = shopsWithCapacity();
    s = await startTestServer(backend, { label: 'capacity', shopsDir });
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(shopsDir, { recursive: true, force: true });
  });
  const place = (body: unknown) => call(s.url, 'POST', ORDERS, body, { 'Idempotency-Key': newKey() });
  const dueCounts = async (): Promise<Map<string, number>> => {
    const res = await s.db.query<{ due_at: Date | string; n: number }>(`SELECT due_at, count(*)::int AS n FROM orders WHERE shop_id = 'srvtest' GROUP BY due_at`);
    const out = new Map<string, number>();
    for (const r of res.rows) {
      const t = new Date(r.due_at).getTime();
      const slot = new Date(t - (t % (15 * 60_000))).toISOString();
      out.set(slot, (out.get(slot) ?? 0) + Number(r.n));
    }
    return out;
  };

  it('concurrent orders for the last place in a slot: exactly one 201, the others SLOT_FULL', async () => {
    const slot = '2025-06-18T13:00:00-07:00';
    expect((await place(burgerCart({ pickupTime: slot }))).status).toBe(201);
    const replies = await Promise.all(Array.from({ length: 24 }, () => place(burgerCart({ pickupTime: slot }))));
    expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array.from({ length: 23 }, () => 422)]);
    for (const r of replies.filter((x) => x.status === 422)) {
      expect(r.body.blockers).toEqual([{ code: 'SLOT_FULL', message: 'Wed 1:00 PM is now full; choose another time.', path: '/pickupTime', remedy: { kind: 'choose-time' } }]);
    }
    expect((await dueCounts()).get(new Date(slot).toISOString())).toBe(2);
    // The full slot is no longer offered: a quote for it says so.
    const q = await call(s.url, 'POST', QUOTE, burgerCart({ pickupTime: slot }));
    expect(q.body.blockers.map((b: { code: string }) => b.code)).toEqual(['SLOT_FULL']);
  });

  it('concurrent ASAP orders all get a time, and no slot ever holds more than 2', async () => {
    const replies = await Promise.all(Array.from({ length: 7 }, () => place(burgerCart({ pickupTime: 'ASAP' }))));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    const counts = await dueCounts();
    for (const n of counts.values()) expect(n).toBeLessThanOrEqual(2);
    // Due 12:25 (the 12:15 slot) for the first two, then 12:30 and 12:45; 13:00 is full; then 13:15.
    expect([...counts.entries()].sort().map(([k, n]) => `${k} ${n}`)).toEqual([
      '2025-06-18T19:15:00.000Z 2', '2025-06-18T19:30:00.000Z 2', '2025-06-18T19:45:00.000Z 2', '2025-06-18T20:00:00.000Z 2', '2025-06-18T20:15:00.000Z 1',
    ]);
  });

  it('an order due on a closed special date is refused with CLOSED_DATE', async () => {
    const r = await place(burgerCart({ pickupTime: '2025-06-19T12:00:00-07:00' }));
    expect(r.status).toBe(422);
    expect(r.body.blockers).toEqual([{ code: 'CLOSED_DATE', message: 'We are closed on Thursday, June 19 for Juneteenth; choose another day.', path: '/pickupTime', remedy: { kind: 'choose-time' } }]);
  });

  it('while the kitchen is busy, an ASAP order is due at the engine\'s ASAP start with the busy minutes', async () => {
    await addStaff(s, 'manager@example.com', 'manager', ['srvtest']);
    const manager = await staffHeaders(s.url, 'manager@example.com');
    // Past every slot the tests above filled (the last one with orders starts at 1:15 PM).
    const busy = 90;
    expect((await call(s.url, 'POST', '/api/staff/shops/srvtest/operations', { busyMinutes: busy }, manager)).status).toBe(200);
    try {
      const q = await call(s.url, 'POST', QUOTE, burgerCart({ pickupTime: 'ASAP' }));
      expect(q.body.timeSlots.slots[0]).toEqual({ value: 'ASAP', label: `ASAP (about ${WAIT + busy} min)` });
      const r = await place(burgerCart({ pickupTime: 'ASAP' }));
      expect(r.status).toBe(201);
      const order = (await call(s.url, 'GET', `${ORDERS}/${r.body.orderId}`)).body;
      expect((Date.parse(order.dueAt) - Date.parse(order.createdAt)) / 60_000).toBe(WAIT + busy);
    } finally {
      await call(s.url, 'POST', '/api/staff/shops/srvtest/operations', { busyMinutes: 0 }, manager);
    }
  });

  it("an ASAP delivery is due at its route's ETA, as its quote's ASAP says, not at the lead time", async () => {
    // 45 drop-off minutes + the demo geocoder's 20 mph over the 2.55 km from 200 N Spring St
    // (34.0537, -118.2428) to 1111 S Figueroa St (34.043, -118.2673): 4.8 minutes, rounded up.
    const eta = 50;
    const before = s.clock.now;
    // 4:00 PM, past every slot the tests above filled.
    s.clock.now = Date.parse('2025-06-18T23:00:00Z');
    try {
      // Another customer: the orders above reached the cookie's daily limit for Ana's phone.
      const cart = burgerCart({ cartType: 'DELIVERY', pickupTime: null, deliveryTime: 'ASAP', deliveryAddress: '1111 S Figueroa St, Los Angeles, CA 90015', phone: '(213) 555-0142' });
      const q = await call(s.url, 'POST', QUOTE, cart);
      expect(q.body.delivery.etaMinutes).toBe(eta);
      expect(q.body.timeSlots.slots[0]).toEqual({ value: 'ASAP', label: `ASAP (about ${eta} min)` });
      const r = await place(cart);
      expect(r.status).toBe(201);
      const order = (await call(s.url, 'GET', `${ORDERS}/${r.body.orderId}`)).body;
      expect(order.dueAt).toBe('2025-06-18T23:50:00.000Z');
    } finally {
      s.clock.now = before;
    }
  });
});
