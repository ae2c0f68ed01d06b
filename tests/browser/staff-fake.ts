/**
 * A stand-in for the staff API in the browser (Playwright routes), for testing and picturing the
 * console on its own: a session, shops, orders with status changes, the menu check, users and
 * webhooks; and an EventSource the test drives (`pushEvent`, `dropConnection`, `restoreConnection`).
 */
import type { Page, Route } from 'playwright-core';
import type { FormSubmission, BoardOrder as StaffOrder, StaffEvent, StaffUser } from '../../server/staff/contract.js';

/** The signed-in user as GET /api/staff/session answers it. */
export const OWNER = { email: 'owner@example.com', role: 'owner', sites: [] as string[], mustChangePassword: false } as const;
type SessionUser = Omit<StaffUser, 'id'> & { mustChangePassword: boolean };
export const PASSWORD = 'correct horse battery';

export interface FakeStaffApi {
  readonly orders: Map<string, StaffOrder>;
  /** Bodies of POST .../status, in order. */
  readonly statusCalls: { orderId: string; body: Record<string, unknown> }[];
  /** How many times the board read the orders list. */
  listReads: number;
  signedIn: boolean;
  nextEventId: number;
}

const min = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const TOTALS = (sub: number, tax: number, tip = 0, delivery = 0) => ({
  subtotalCents: sub, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: delivery, taxCents: tax, preTipTotalCents: sub + tax + delivery,
  tipCents: tip, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: sub + tax + delivery + tip, cashbackEarnedCents: 0, marketPriceItems: 0,
}) as StaffOrder['totals'];

/** One order as the board receives it; `over` changes any field. */
export function fakeOrder(id: string, now: number, over: Partial<StaffOrder> = {}): StaffOrder {
  return {
    orderId: id, reference: id.slice(0, 8).toUpperCase(), shopId: 'test', status: 'placed', cartType: 'PICKUP', paymentType: 'CARD', paymentStatus: 'paid',
    createdAt: iso(now - 2 * min), dueAt: iso(now + 18 * min), scheduled: false, promisedAt: null, prepMinutes: null, statusChangedAt: iso(now - 2 * min),
    rejectReason: null, escalatedAt: null, name: 'Ana Diaz', phone: '(213) 555-0199', deliveryAddress: null, deliveryInstructions: null, utensilsOption: null, itemCount: 3, minimumAge: null, allergyNote: null,
    lines: [
      { productId: 't-cheeseburger', name: 'Cheeseburger', quantity: 2, totalCents: 2190, note: 'No onions, nut allergy', allergens: ['milk', 'gluten', 'wheat', 'sesame'], picks: [
        { modgroupId: 'g-bun', modgroupName: 'Bun', modifierId: 'm-brioche', name: 'Brioche', quantity: 1, unitCents: 0, totalCents: 0 },
        { modgroupId: 'g-add', modgroupName: 'Add', modifierId: 'm-bacon', name: 'Bacon', quantity: 1, unitCents: 200, totalCents: 200 },
      ] },
      { productId: 't-fish-tacos', name: 'Fish Tacos', quantity: 1, totalCents: 1395, note: null, picks: [] },
    ],
    totals: TOTALS(3585, 341),
    ...over,
  };
}

/** A busy lunch: new, preparing, ready, scheduled and done orders around `now`. */
export function lunchOrders(now: number): StaffOrder[] {
  return [
    fakeOrder('a1b2c3d4e5', now, { allergyNote: 'Sesame allergy: no tahini' }),
    fakeOrder('b7c8d9e0f1', now, { cartType: 'DELIVERY', name: 'Marcus Lee', itemCount: 5, createdAt: iso(now - 6 * min), statusChangedAt: iso(now - 6 * min), deliveryAddress: '1200 N Brand Blvd, Glendale, CA 91202', totals: TOTALS(5240, 498, 800, 495), paymentType: 'CARD' }),
    fakeOrder('c3d4e5f6a7', now, { status: 'accepted', cartType: 'DINEIN', name: 'Table 4 · Priya', itemCount: 2, createdAt: iso(now - 12 * min), statusChangedAt: iso(now - 11 * min), prepMinutes: 20, promisedAt: iso(now + 9 * min), totals: TOTALS(2450, 233), paymentType: 'CASH' }),
    fakeOrder('d9e8f7a6b5', now, { status: 'accepted', name: 'Jordan Kim', itemCount: 1, createdAt: iso(now - 5 * min), statusChangedAt: iso(now - 4 * min), prepMinutes: 15, promisedAt: iso(now + 11 * min), totals: TOTALS(1195, 114) }),
    fakeOrder('e1f2a3b4c5', now, { status: 'ready', name: 'Sam Ortiz', itemCount: 4, createdAt: iso(now - 25 * min), statusChangedAt: iso(now - 3 * min), prepMinutes: 20, promisedAt: iso(now - 2 * min), totals: TOTALS(4110, 390) }),
    fakeOrder('f6a7b8c9d0', now, { scheduled: true, name: 'Office lunch (Wu)', itemCount: 12, createdAt: iso(now - 90 * min), statusChangedAt: iso(now - 90 * min), dueAt: iso(now + 150 * min), totals: TOTALS(14800, 1406) }),
    fakeOrder('a0b9c8d7e6', now, { status: 'completed', name: 'Lena Park', itemCount: 2, createdAt: iso(now - 70 * min), statusChangedAt: iso(now - 40 * min), totals: TOTALS(1980, 188) }),
    fakeOrder('b5a4c3d2e1', now, { status: 'rejected', rejectReason: 'OUT_OF_ITEMS', name: 'Chris Hall', itemCount: 1, createdAt: iso(now - 65 * min), statusChangedAt: iso(now - 64 * min), totals: TOTALS(1395, 133) }),
  ];
}

const MENU_CHECK = { categories: [
  { id: 'c-burgers', name: 'Burgers', hiddenByTag: false, items: [
    { id: 't-cheeseburger', name: 'Cheeseburger', modgroups: [{ id: 'g-bun', name: 'Bun', modifiers: 3 }, { id: 'g-add', name: 'Add', modifiers: 5 }] },
    { id: 't-veggie', name: 'Veggie Burger', modgroups: [], sameModsAs: { id: 't-cheeseburger', name: 'Cheeseburger' } },
  ] },
  { id: 'c-tacos', name: 'Tacos', hiddenByTag: false, items: [{ id: 't-fish-tacos', name: 'Fish Tacos', modgroups: [] }] },
  { id: 'c-secret', name: 'Staff meals', hiddenByTag: true, items: [{ id: 't-staff', name: 'Staff meal', modgroups: [] }] },
] };

/** A contact message or catering inquiry as GET /api/staff/shops/{shopId}/forms lists it. */
export type FakeInquiry = FormSubmission;

export function weekOfInquiries(now: number): FakeInquiry[] {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * min).toISOString();
  return [
    { id: '11', kind: 'contact', shopId: 'test', receivedAt: at(6 * 24 * 60), location: 'Main Street', name: 'Jordan Kim', email: 'jordan.kim@example.com', phone: null, message: 'Do you have gluten-free buns? My daughter has celiac disease.', event: null },
    { id: '12', kind: 'catering', shopId: 'test', receivedAt: at(2 * 24 * 60 + 35), location: 'Main Street', name: 'Priya Raman', email: 'priya@raman-design.example', phone: '2135550123', message: 'Office lunch for our team, delivered by 11:45 if possible.', event: { date: '2025-06-27', time: '11:45', guestCount: 25, type: 'corporate', budget: '500-1000', dietaryRestrictions: '4 vegetarian, 1 vegan' } },
    { id: '14', kind: 'contact', shopId: 'test', receivedAt: at(3 * 60 + 10), location: 'Main Street', name: 'Sam Ortiz', email: 'sam.ortiz@example.com', phone: '(213) 555-0150', message: 'I left a black umbrella at the corner table yesterday around 7 PM.\nCould you keep it for me? I can pick it up Saturday.', event: null },
    { id: '15', kind: 'catering', shopId: 'test', receivedAt: at(25), location: 'Main Street', name: 'Ana Diaz', email: 'ana.diaz@example.com', phone: '(213) 555-0177', message: 'Taco bar for my son\'s graduation party in the backyard.', event: { date: '2025-07-04', time: '18:30', guestCount: 40, type: 'graduation', budget: '1000-2000', dietaryRestrictions: 'Two vegans, one nut allergy' } },
  ];
}

/** An EventSource the test drives: it opens at once, then `push`, `drop` and `open` act on it. */
const DRIVEN_EVENT_SOURCE = `
class DrivenEventSource {
  constructor(url) {
    this.url = url; this.readyState = 0; this.onopen = null; this.onerror = null; this.listeners = new Map();
    window.__staffStream = this;
    setTimeout(() => this.open(), 0);
  }
  addEventListener(type, l) { this.listeners.set(type, [...(this.listeners.get(type) || []), l]); }
  close() { this.readyState = 2; }
  open() { if (this.readyState === 2) return; this.readyState = 1; if (this.onopen) this.onopen(new Event('open')); }
  drop() { this.readyState = 0; if (this.onerror) this.onerror(new Event('error')); }
  push(type, id, data) { for (const l of this.listeners.get(type) || []) l(new MessageEvent(type, { data, lastEventId: id })); }
}
DrivenEventSource.CONNECTING = 0; DrivenEventSource.OPEN = 1; DrivenEventSource.CLOSED = 2;
window.EventSource = DrivenEventSource;
`;

/** Installs the fake API and the driven EventSource on a page (before it loads). */
export async function installFakeStaffApi(page: Page, options: { now: number; signedIn?: boolean; orders?: StaffOrder[]; user?: SessionUser; inquiries?: readonly FakeInquiry[] } ): Promise<FakeStaffApi> {
  const user: SessionUser = options.user ?? OWNER;
  const state: FakeStaffApi = { orders: new Map((options.orders ?? []).map((o) => [o.orderId, o])), statusCalls: [], listReads: 0, signedIn: options.signedIn ?? false, nextEventId: 100 };
  const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  const notSignedIn = { error: { code: 'NOT_SIGNED_IN', message: 'Sign in to use the staff console.' } };
  // Plain JavaScript text: a compiled function could carry the compiler's helpers into the page.
  await page.addInitScript({ content: DRIVEN_EVENT_SOURCE });
  await page.route('**/api/staff/**', async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    const path = url.pathname;
    const method = req.method();
    if (path === '/api/staff/session') {
      if (method === 'GET') return state.signedIn ? json(route, 200, { user }) : json(route, 401, notSignedIn);
      if (method === 'DELETE') { state.signedIn = false; return route.fulfill({ status: 204 }); }
      const body = req.postDataJSON() as { email: string; password: string };
      if (body.email === user.email && body.password === PASSWORD) { state.signedIn = true; return json(route, 200, { user }); }
      return json(route, 401, { error: { code: 'SIGN_IN_FAILED', message: 'The e-mail address or the password is not right. Check both and try again.' } });
    }
    if (!state.signedIn) return json(route, 401, notSignedIn);
    if (path === '/api/staff/shops') return json(route, 200, { shops: [
      { shopId: 'test', name: 'Test Kitchen', siteId: 'test', siteName: 'Test Kitchen', basePath: '', prepMinutes: 15, acceptWithinMinutes: 8, printTicketOnAccept: false, timeZone: 'America/Los_Angeles' },
      { shopId: 'glendale', name: 'Glendale', siteId: 'juicestop', siteName: 'Juice Stop', basePath: '/glendale', prepMinutes: 20, acceptWithinMinutes: 8, printTicketOnAccept: false, timeZone: 'America/Los_Angeles' },
      { shopId: 'pasadena', name: 'Pasadena', siteId: 'juicestop', siteName: 'Juice Stop', basePath: '/pasadena', prepMinutes: 20, acceptWithinMinutes: 8, printTicketOnAccept: false, timeZone: 'America/Los_Angeles' },
    ] });
    if (path === '/api/staff/users') {
      if (method === 'GET') return json(route, 200, { users: [user, { email: 'manager@example.com', role: 'manager', sites: ['juicestop'], mustChangePassword: false }, { email: 'line@example.com', role: 'staff', sites: ['test'], mustChangePassword: true }] });
      const body = req.postDataJSON() as { email: string; role: string; sites: string[] };
      return json(route, 201, { user: { ...body, mustChangePassword: true }, oneTimePassword: 'tulip-ember-42-quay' });
    }
    const m = /^\/api\/staff\/shops\/([^/]+)(\/.*)?$/.exec(path);
    const rest = m?.[2] ?? '';
    if (rest === '/orders') {
      state.listReads++;
      // As the real route: the list itself, newest first.
      return json(route, 200, [...state.orders.values()].filter((o) => o.shopId === m![1]).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)));
    }
    const status = /^\/orders\/([^/]+)\/status$/.exec(rest);
    if (status && method === 'POST') {
      const body = req.postDataJSON() as Record<string, unknown>;
      state.statusCalls.push({ orderId: status[1]!, body });
      const o = state.orders.get(status[1]!);
      if (!o) return json(route, 404, { error: { code: 'ORDER_NOT_FOUND', message: 'There is no such order.' } });
      const at = new Date(options.now).toISOString();
      const prep = typeof body.prepMinutes === 'number' ? body.prepMinutes : o.prepMinutes;
      const next: StaffOrder = { ...o, status: body.status as StaffOrder['status'], statusChangedAt: at, prepMinutes: prep, promisedAt: body.status === 'accepted' ? new Date(options.now + (prep ?? 0) * 60_000).toISOString() : o.promisedAt, rejectReason: (body.reason as StaffOrder['rejectReason']) ?? o.rejectReason };
      state.orders.set(o.orderId, next);
      return json(route, 200, next);
    }
    if (rest === '/menu-check') return json(route, 200, MENU_CHECK);
    if (rest === '/forms') {
      // As the real route: newest (highest id) first, by kind, one page at a time with next.
      const kind = url.searchParams.get('kind');
      const before = url.searchParams.get('before');
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const all = (options.inquiries ?? []).filter((f) => f.shopId === m![1] && (!kind || f.kind === kind) && (!before || BigInt(f.id) < BigInt(before))).sort((a, b) => Number(BigInt(b.id) - BigInt(a.id)));
      const page = all.slice(0, limit);
      return json(route, 200, { submissions: page, next: all.length > limit ? page.at(-1)!.id : null });
    }
    if (rest === '/webhooks') {
      const profileEndpoint = { id: 'wh_profile', url: 'https://pos.example.com/hooks/orders', secret: 'pos-signing-secret-0123', events: ['order.placed', 'order.status'], active: true, source: 'profile' };
      if (method === 'PUT') {
        const body = req.postDataJSON() as { endpoints: { url: string; secret: string; events?: string[]; active?: boolean }[] };
        return json(route, 200, { endpoints: [profileEndpoint, ...body.endpoints.map((e, i) => ({ id: `wh_console_${i}`, url: e.url, secret: e.secret, events: e.events ?? ['order.placed', 'order.status'], active: e.active ?? true, source: 'console' }))] });
      }
      return json(route, 200, { endpoints: [profileEndpoint] });
    }
    if (rest === '/webhooks/deliveries') return json(route, 200, { deliveries: [
      { id: '2', eventId: '41', orderId: 'a1b2c3d4e5', event: 'order.status', kind: 'order.status:wh_profile', endpointId: 'wh_profile', url: 'https://pos.example.com/hooks/orders', attempts: 5, state: 'pending', createdAt: new Date(options.now - 8 * min).toISOString(), nextAttemptAt: new Date(options.now + 2 * min).toISOString(), sentAt: null, failedAt: null, lastError: 'HTTP 502', lastStatus: 502 },
      { id: '1', eventId: '40', orderId: 'a1b2c3d4e5', event: 'order.placed', kind: 'order.placed:wh_profile', endpointId: 'wh_profile', url: 'https://pos.example.com/hooks/orders', attempts: 1, state: 'sent', createdAt: new Date(options.now - 9 * min).toISOString(), nextAttemptAt: null, sentAt: new Date(options.now - 9 * min).toISOString(), failedAt: null, lastError: null, lastStatus: 200 },
    ] });
    if (/^\/webhooks\/deliveries\/[^/]+\/resend$/.test(rest)) return json(route, 200, { id: rest.split('/')[3], state: 'pending', attempts: 0 });
    return json(route, 404, { error: { code: 'NOT_FOUND', message: 'No such staff route in the fake.' } });
  });
  return state;
}

/** Sends an event down the page's stream (as the server's SSE frame would). */
export async function pushEvent(page: Page, api: FakeStaffApi, type: StaffEvent['type'], order: StaffOrder, id?: string): Promise<string> {
  const eventId = id ?? String(api.nextEventId++);
  api.orders.set(order.orderId, order);
  const event: StaffEvent = { id: eventId, type, shopId: order.shopId, subject: order.orderId, actor: null, at: order.statusChangedAt, data: { order } };
  await page.evaluate(([t, i, d]) => (window as unknown as { __staffStream: { push(a: string, b: string, c: string): void } }).__staffStream.push(t!, i!, d!), [type, eventId, JSON.stringify(event)]);
  return eventId;
}

export async function dropConnection(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __staffStream: { drop(): void } }).__staffStream.drop());
}

export async function restoreConnection(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __staffStream: { open(): void } }).__staffStream.open());
}
