/**
 * Live operations on the server, on PGlite and PostgreSQL: each change (pause, resume, busy
 * minutes, out of stock, back in stock), the roles allowed to make it, bad input, the audit and
 * event rows written with it, orders refused while paused or with an item out of stock, and busy
 * minutes in the quote's earliest time and a placed order's due time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShops } from '../../server/shops.js';
import { backends, burgerCart, call, countOrders, FIXTURE_SHOPS, newKey, startTestServer, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const BACKENDS = await backends();
const OPS = '/api/staff/shops/srvtest/operations';
const NONE = { paused: null, busyMinutes: 0, outOfStock: [] };
/** The fixture clock is Wednesday 2025-06-18 12:00 in Los Angeles: the shop's day ends at midnight, -07:00. */
const END_OF_DAY = '2025-06-19T00:00:00-07:00';
/** The fixture shop's own pickup wait (its profile as the server loads it, defaults applied). */
const WAIT = (await loadShops(FIXTURE_SHOPS)).get('srvtest')!.settings.approxPickupWaitInMinutes;

describe.each(BACKENDS)('live operations on %s', (backend) => {
  let s: TestServer;
  let manager: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'operations' });
    await addStaff(s, 'manager@example.com', 'manager', ['srvtest']);
    await addStaff(s, 'cook@example.com', 'staff', ['srvtest']);
    manager = await staffHeaders(s.url, 'manager@example.com');
    staff = await staffHeaders(s.url, 'cook@example.com');
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });
  const change = (body: unknown, headers = manager) => call(s.url, 'POST', OPS, body, headers);
  const place = (cart: Record<string, unknown> = burgerCart()) => call(s.url, 'POST', '/api/shops/srvtest/orders', cart, { 'Idempotency-Key': newKey() });

  it('starts with no operations, and needs a signed-in member of the shop', async () => {
    expect((await call(s.url, 'GET', OPS, undefined, staff)).body).toEqual(NONE);
    const anonymous = await call(s.url, 'GET', OPS);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('NOT_SIGNED_IN');
  });

  it('lets staff mark an item out of stock (back tomorrow by default) but not pause or set busy minutes', async () => {
    const out = await change({ outOfStock: { productId: 'p-cookie', until: 'end-of-day' } }, staff);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ paused: null, busyMinutes: 0, outOfStock: [{ productId: 'p-cookie', until: END_OF_DAY }] });
    for (const body of [{ pause: { until: null } }, { resume: true }, { busyMinutes: 10 }]) {
      const r = await change(body, staff);
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('FORBIDDEN_ROLE');
    }
    // The refused changes changed nothing.
    expect((await call(s.url, 'GET', OPS, undefined, staff)).body.busyMinutes).toBe(0);
  });

  it('shows the item out of stock on the menu and refuses an order with it', async () => {
    const menu = await call(s.url, 'GET', '/api/shops/srvtest/menu');
    const cookie = menu.body.categories.flatMap((c: { products: { id: string }[] }) => c.products).find((p: { id: string }) => p.id === 'p-cookie');
    expect(cookie.unavailableReason).toBe('OUT_OF_STOCK');
    expect(cookie.label).toBe('*OUT OF STOCK');
    const before = await countOrders(s);
    const r = await place();
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('ORDER_BLOCKED');
    expect(r.body.blockers.map((b: { code: string }) => b.code)).toContain('PRODUCT_UNAVAILABLE');
    expect(await countOrders(s)).toBe(before);
    // Without the cookie the order goes through.
    const ok = await place(burgerCart({ products: [{ productId: 'p-burger', quantity: 1, customerPicks: { 'm-fries': true } }] }));
    expect(ok.status).toBe(201);
  });

  it('puts an item back in stock', async () => {
    const back = await change({ backInStock: { productId: 'p-cookie' } }, staff);
    expect(back.status).toBe(200);
    expect(back.body).toEqual(NONE);
    expect((await place()).status).toBe(201);
  });

  it('marks a modifier out of stock until a time, or until someone says so', async () => {
    const r = await change({ outOfStock: { modifierId: 'm-salad', until: null } }, staff);
    expect(r.body.outOfStock).toEqual([{ modifierId: 'm-salad', until: null }]);
    const salad = await place(burgerCart({ products: [{ productId: 'p-burger', quantity: 1, customerPicks: { 'm-salad': true } }] }));
    expect(salad.status).toBe(422);
    expect(salad.body.blockers[0]).toMatchObject({ code: 'ITEM_INVALID', path: '/products/0/customerPicks/m-salad', params: { issues: ['MODIFIER_UNAVAILABLE'] } });
    expect(salad.body.blockers[0].message).toBe('Burger (Side): Salad cannot be picked right now (OUT OF STOCK); pick another option.');
    expect((await change({ backInStock: { modifierId: 'm-salad' } }, staff)).body.outOfStock).toEqual([]);
  });

  it('refuses every order while paused, with ORDERING_PAUSED, until resumed', async () => {
    const p = await change({ pause: { until: null } });
    expect(p.status).toBe(200);
    expect(p.body.paused).toEqual({ until: null });
    const q = await call(s.url, 'POST', '/api/shops/srvtest/quote', burgerCart());
    expect(q.body.blockers.map((b: { code: string }) => b.code)).toContain('ORDERING_PAUSED');
    expect(q.body.blockers.find((b: { code: string }) => b.code === 'ORDERING_PAUSED').message).toBe('online ordering is currently offline, you may still add items to order at a later time.');
    const before = await countOrders(s);
    const r = await place();
    expect(r.status).toBe(422);
    // The refusal's own code is the pause's (not the generic ORDER_BLOCKED), with every blocker beside it.
    expect(r.body.error).toMatchObject({ code: 'ORDERING_PAUSED', path: '/cartType' });
    // The pause sentence alone (the slots it closes are blockers beside it, not run into the message).
    expect(r.body.blockers.length).toBeGreaterThan(1);
    expect(r.body.error.message).toBe('online ordering is currently offline, you may still add items to order at a later time.');
    expect(r.body.blockers.map((b: { code: string }) => b.code)).toContain('ORDERING_PAUSED');
    expect(await countOrders(s)).toBe(before);
    expect((await change({ resume: true })).body.paused).toBeNull();
    expect((await place()).status).toBe(201);
  });

  it('pauses only the kinds named, and a timed pause ends by itself', async () => {
    const until = new Date(s.clock.now + 15 * 60_000).toISOString();
    const p = await change({ pause: { until, types: ['DELIVERY'] } });
    expect(p.body.paused).toEqual({ until: until.replace('.000Z', 'Z'), types: ['DELIVERY'] });
    expect((await place()).status).toBe(201);
    // A blocker of another kind on a pickup order is still ORDER_BLOCKED: the pause is not named.
    const tooMany = await place(burgerCart({ products: [{ productId: 'p-cookie', quantity: 11 }] }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.code).toBe('ORDER_BLOCKED');
    expect(tooMany.body.blockers.map((b: { code: string }) => b.code)).not.toContain('ORDERING_PAUSED');
    s.clock.now += 16 * 60_000;
    try {
      expect((await call(s.url, 'GET', OPS, undefined, manager)).body.paused).toBeNull();
    } finally {
      s.clock.now -= 16 * 60_000;
    }
    await change({ resume: true });
  });

  it('adds busy minutes to the earliest pickup time, and 0 resets them', async () => {
    const asap = async () => (await call(s.url, 'POST', '/api/shops/srvtest/quote', burgerCart())).body.timeSlots.slots[0];
    expect(await asap()).toMatchObject({ value: 'ASAP', label: `ASAP (about ${WAIT} min)` });
    expect((await change({ busyMinutes: 20 })).body.busyMinutes).toBe(20);
    expect(await asap()).toMatchObject({ value: 'ASAP', label: `ASAP (about ${WAIT + 20} min)` });
    expect((await change({ busyMinutes: 0 })).body.busyMinutes).toBe(0);
    expect(await asap()).toMatchObject({ value: 'ASAP', label: `ASAP (about ${WAIT} min)` });
  });

  it('makes a placed ASAP order due after the wait plus the busy minutes, as its quote said, and the ticket prints that', async () => {
    const minutesToDue = async (cart: Record<string, unknown>) => {
      const r = await place(cart);
      expect(r.status).toBe(201);
      const order = (await call(s.url, 'GET', `/api/shops/srvtest/orders/${r.body.orderId}`)).body;
      return { orderId: r.body.orderId as string, quote: r.body.quote, dueAt: order.dueAt as string, minutes: (Date.parse(order.dueAt) - Date.parse(order.createdAt)) / 60_000 };
    };
    const delivery = burgerCart({ cartType: 'DELIVERY', pickupTime: null, deliveryTime: 'ASAP', deliveryAddress: '1111 S Figueroa St, Los Angeles, CA 90015', paymentType: 'CARD', paymentMethod: '4242424242424242' });
    const usualDelivery = await minutesToDue(delivery);
    const eta = usualDelivery.quote.delivery.etaMinutes as number;
    expect(eta).toBeGreaterThan(0);
    expect(usualDelivery.minutes).toBe(eta);
    expect((await minutesToDue(burgerCart())).minutes).toBe(WAIT);
    expect((await change({ busyMinutes: 30 })).body.busyMinutes).toBe(30);
    try {
      const quoted = (await call(s.url, 'POST', '/api/shops/srvtest/quote', burgerCart())).body.timeSlots.slots[0];
      expect(quoted.label).toBe(`ASAP (about ${WAIT + 30} min)`);
      const pickup = await minutesToDue(burgerCart());
      expect(pickup.minutes).toBe(WAIT + 30);
      const ticket = await call(s.url, 'GET', `/api/staff/shops/srvtest/orders/${pickup.orderId}/ticket`, undefined, staff);
      const due = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' }).format(new Date(pickup.dueAt));
      expect(ticket.body).toContain(`<div class="due">Due ${due}</div>`);
      const busyDelivery = await minutesToDue(delivery);
      expect(busyDelivery.quote.delivery.etaMinutes).toBe(eta);
      expect(busyDelivery.minutes).toBe(eta + 30);
      // A chosen time is kept: busy minutes move estimates, not a slot the customer picked.
      const chosen = await minutesToDue(burgerCart({ pickupTime: '2025-06-18T14:00' }));
      expect(chosen.dueAt).toBe('2025-06-18T21:00:00.000Z');
    } finally {
      await change({ busyMinutes: 0 });
    }
    expect((await minutesToDue(burgerCart())).minutes).toBe(WAIT);
  });

  it('writes an audit entry and an operations.changed event with every change', async () => {
    const r = await change({ busyMinutes: 5 });
    const ev = await s.db.query<{ actor: string; data: unknown; subject: string }>(`SELECT actor, data, subject FROM events WHERE type = 'operations.changed' AND shop_id = 'srvtest' ORDER BY id DESC LIMIT 1`);
    const data = typeof ev.rows[0]!.data === 'string' ? JSON.parse(ev.rows[0]!.data) : ev.rows[0]!.data;
    expect(ev.rows[0]!.actor).toBe('manager@example.com');
    expect(data).toEqual({ change: { busyMinutes: 5 }, operations: r.body });
    const audit = await call(s.url, 'GET', '/api/staff/audit?shopId=srvtest', undefined, manager);
    expect(audit.body.entries[0]).toMatchObject({ shopId: 'srvtest', actor: 'manager@example.com', action: 'operations.busy', detail: { change: { busyMinutes: 5 }, operations: r.body } });
    const kinds = audit.body.entries.map((e: { action: string }) => e.action);
    for (const a of ['operations.pause', 'operations.resume', 'operations.out-of-stock', 'operations.back-in-stock']) expect(kinds).toContain(a);
    await change({ busyMinutes: 0 });
  });

  it('refuses bad changes with a code and the path', async () => {
    const cases: [unknown, number, string, string][] = [
      [[], 400, 'BAD_BODY', ''],
      [{}, 400, 'ONE_CHANGE', ''],
      [{ resume: true, busyMinutes: 5 }, 400, 'ONE_CHANGE', ''],
      [{ close: true }, 400, 'UNKNOWN_FIELD', '/close'],
      [{ resume: false }, 400, 'INVALID_FIELD', '/resume'],
      [{ busyMinutes: 121 }, 400, 'INVALID_FIELD', '/busyMinutes'],
      [{ busyMinutes: 2.5 }, 400, 'INVALID_FIELD', '/busyMinutes'],
      [{ busyMinutes: '10' }, 400, 'INVALID_FIELD', '/busyMinutes'],
      [{ pause: {} }, 400, 'MISSING_FIELD', '/pause/until'],
      [{ pause: { until: 'soon' } }, 400, 'INVALID_FIELD', '/pause/until'],
      [{ pause: { until: '2025-06-18T11:00:00-07:00' } }, 400, 'UNTIL_PASSED', '/pause/until'],
      [{ pause: { until: null, types: ['TAKEOUT'] } }, 400, 'INVALID_FIELD', '/pause/types'],
      [{ pause: { until: null, types: [] } }, 400, 'INVALID_FIELD', '/pause/types'],
      [{ outOfStock: { until: null } }, 400, 'ONE_ITEM', '/outOfStock'],
      [{ outOfStock: { productId: 'p-cookie', modifierId: 'm-salad', until: null } }, 400, 'ONE_ITEM', '/outOfStock'],
      [{ outOfStock: { productId: 'p-cookie', until: 'tomorrow' } }, 400, 'INVALID_FIELD', '/outOfStock/until'],
      [{ outOfStock: { productId: 'p-nothing', until: null } }, 404, 'PRODUCT_NOT_FOUND', '/outOfStock/productId'],
      [{ backInStock: { modifierId: 'm-nothing' } }, 404, 'MODIFIER_NOT_FOUND', '/backInStock/modifierId'],
    ];
    for (const [body, status, code, path] of cases) {
      const r = await change(body);
      expect({ body, status: r.status, code: r.body.error?.code, path: r.body.error?.path }).toEqual({ body, status, code, path });
      expect(r.body.error.message.length).toBeGreaterThan(10);
    }
    expect((await call(s.url, 'GET', OPS, undefined, manager)).body).toEqual(NONE);
  });

  it('keeps a shop of another site out of reach', async () => {
    const r = await call(s.url, 'GET', '/api/staff/shops/nosuchshop/operations', undefined, staff);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('SHOP_NOT_FOUND');
  });
});
