/**
 * Live operations routes: the staff read and change a shop's pause, busy minutes and items out of
 * stock (one change per call; stock changes for every role, pause and busy for managers and
 * owners), and customers' pages follow them as Server-Sent Events.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { productModgroups, type OrderKind } from '../../engine/index.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { ApiError } from '../errors.js';
import { changeOperations, endOfShopDay, liveOperations, MAX_BUSY_MINUTES, ORDER_KINDS, type ItemRef, type OperationsChange, readOperations } from '../operations.js';
import type { StaffEvent } from '../staff/contract.js';
import type { RouteContext } from './context.js';
import { streamEvents } from './staff-orders.js';

const CHANGES = ['pause', 'resume', 'busyMinutes', 'outOfStock', 'backInStock'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

const bad = (message: string, path: string, code = 'INVALID_FIELD'): ApiError => new ApiError(400, code, message, path);

function onlyKeys(o: Record<string, unknown>, allowed: readonly string[], path: string): void {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) throw bad(`${path || 'The body'} has an unknown field "${k.slice(0, 40)}"; it takes ${allowed.join(', ')}.`, `${path}/${k.slice(0, 40)}`, 'UNKNOWN_FIELD');
}

/** A future instant (ISO with an offset), kept as the client wrote it normalised to ISO. */
function futureInstant(v: unknown, path: string, now: number): string {
  const parsed = typeof v === 'string' && v.length <= 64 ? DateTime.fromISO(v, { setZone: true }) : undefined;
  if (!parsed?.isValid || !/(Z|[+-]\d\d:?\d\d)$/.test(v as string)) throw bad('until must be an ISO date-time with an offset, such as 2025-06-30T18:00:00-07:00, or null.', path);
  if (parsed.toMillis() <= now) throw bad('until is already past; give a time still to come, or null for until someone changes it.', path, 'UNTIL_PASSED');
  if (parsed.toMillis() >= Date.UTC(2100, 0, 1)) throw bad('until must be before 2100.', path);
  return parsed.toISO({ suppressMilliseconds: true })!;
}

/** The product or modifier a change names, checked against the shop's menu (404 when unknown). */
function itemRef(v: Record<string, unknown>, path: string, profile: LoadedProfile): ItemRef {
  const hasP = v.productId !== undefined;
  const hasM = v.modifierId !== undefined;
  if (hasP === hasM) throw bad('Name exactly one item: productId or modifierId.', path, 'ONE_ITEM');
  const key = hasP ? 'productId' : 'modifierId';
  const id = v[key];
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) throw bad(`${key} must be a menu id (text of 1 to 200 characters).`, `${path}/${key}`);
  const products = profile.menu.subMenus.flatMap((s) => s.products);
  if (hasP) {
    if (!products.some((p) => p.id === id)) throw new ApiError(404, 'PRODUCT_NOT_FOUND', `This shop's menu has no product "${id.slice(0, 64)}". Use an id from the shop's menu.`, `${path}/productId`);
    return { productId: id };
  }
  if (!products.some((p) => productModgroups(profile.menu, p).some((g) => (g.modifiers ?? []).some((m) => m.id === id)))) {
    throw new ApiError(404, 'MODIFIER_NOT_FOUND', `This shop's menu has no modifier "${id.slice(0, 64)}". Use an id from the shop's menu.`, `${path}/modifierId`);
  }
  return { modifierId: id };
}

/** Checks a change body: exactly one of the five changes, well formed. */
export function parseChange(body: unknown, profile: LoadedProfile, now: number): OperationsChange {
  if (!isObject(body)) throw bad('The body must be a JSON object with one change: pause, resume, busyMinutes, outOfStock or backInStock.', '', 'BAD_BODY');
  const keys = Object.keys(body);
  const unknown = keys.find((k) => !(CHANGES as readonly string[]).includes(k));
  if (unknown !== undefined) throw bad(`Unknown change "${unknown.slice(0, 40)}"; send one of pause, resume, busyMinutes, outOfStock, backInStock.`, `/${unknown.slice(0, 40)}`, 'UNKNOWN_FIELD');
  if (keys.length !== 1) throw bad('Send exactly one change per call: pause, resume, busyMinutes, outOfStock or backInStock.', '', 'ONE_CHANGE');
  const key = keys[0] as (typeof CHANGES)[number];
  const v = body[key];
  switch (key) {
    case 'pause': {
      if (!isObject(v)) throw bad('pause must be an object: { "until": ISO | null, "types"?: [...] }.', '/pause');
      onlyKeys(v, ['until', 'types'], '/pause');
      if (!('until' in v)) throw bad('pause.until is required: an ISO date-time, or null for until resumed.', '/pause/until', 'MISSING_FIELD');
      const until = v.until === null ? null : futureInstant(v.until, '/pause/until', now);
      let types: OrderKind[] | undefined;
      if (v.types !== undefined) {
        if (!Array.isArray(v.types) || v.types.length === 0 || v.types.length > 3 || v.types.some((t) => !ORDER_KINDS.includes(t as OrderKind)) || new Set(v.types).size !== v.types.length) {
          throw bad('pause.types must list one or more of PICKUP, DELIVERY, DINEIN, each once (leave it out to pause every kind).', '/pause/types');
        }
        types = v.types as OrderKind[];
      }
      return { pause: { until, ...(types ? { types } : {}) } };
    }
    case 'resume':
      if (v !== true) throw bad('resume must be true.', '/resume');
      return { resume: true };
    case 'busyMinutes':
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_BUSY_MINUTES) throw bad(`busyMinutes must be a whole number from 0 to ${MAX_BUSY_MINUTES} (0 = not busy).`, '/busyMinutes');
      return { busyMinutes: v };
    case 'outOfStock': {
      if (!isObject(v)) throw bad('outOfStock must be an object: { "productId" | "modifierId": id, "until": "end-of-day" | ISO | null }.', '/outOfStock');
      onlyKeys(v, ['productId', 'modifierId', 'until'], '/outOfStock');
      const ref = itemRef(v, '/outOfStock', profile);
      const raw = v.until === undefined ? 'end-of-day' : v.until;
      const until = raw === null ? null : raw === 'end-of-day' ? endOfShopDay(profile, now) : futureInstant(raw, '/outOfStock/until', now);
      return { outOfStock: { ...ref, until } };
    }
    case 'backInStock': {
      if (!isObject(v)) throw bad('backInStock must be an object: { "productId" | "modifierId": id }.', '/backInStock');
      onlyKeys(v, ['productId', 'modifierId'], '/backInStock');
      return { backInStock: itemRef(v, '/backInStock', profile) };
    }
  }
}

/** Registers the operations routes (staff) and the customers' status stream. */
export function registerOperationsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, now, staff, lifecycle, shopOf } = ctx;
  const shopIdOf = (req: FastifyRequest) => (req.params as { shopId: string }).shopId;

  app.get('/api/staff/shops/:shopId/operations', {
    config: { doc: { operationId: 'getOperations', tag: 'Staff', security: 'staff', summary: "The shop's live operations now: { paused: { until, types? } | null, busyMinutes, outOfStock: [{ productId | modifierId, until }] } (expired entries dropped)", responses: { 200: { description: 'The operations', schema: 'Operations' } } } },
  }, async (req) => {
    await staff(req, shopIdOf(req), 'orders');
    const profile = shopOf(req);
    return liveOperations(await readOperations(db, profile.shopId), now());
  });

  app.post('/api/staff/shops/:shopId/operations', {
    config: {
      doc: {
        operationId: 'changeOperations',
        tag: 'Staff',
        security: 'staff',
        summary: 'One change: { pause: { until: ISO | null, types? } }, { resume: true }, { busyMinutes: 0..120 } (managers and owners), { outOfStock: { productId | modifierId, until: "end-of-day" | ISO | null } }, { backInStock: { productId | modifierId } } (every role)',
        responses: {
          200: { description: 'The operations after the change', schema: 'Operations' },
          400: { description: 'BAD_BODY, ONE_CHANGE, UNKNOWN_FIELD, INVALID_FIELD, MISSING_FIELD, ONE_ITEM, UNTIL_PASSED', schema: 'Error' },
          403: { description: 'FORBIDDEN_ROLE (pause, resume and busy minutes need a manager or owner)', schema: 'Error' },
          404: { description: 'SHOP_NOT_FOUND, PRODUCT_NOT_FOUND, MODIFIER_NOT_FOUND', schema: 'Error' },
        },
      },
    },
  }, async (req) => {
    // Stock changes are every role's; the role is checked again below for a pause or busy change.
    const user = await staff(req, shopIdOf(req), 'stock');
    const profile = shopOf(req);
    const at = now();
    const change = parseChange(req.body, profile, at);
    if (!('outOfStock' in change) && !('backInStock' in change)) await staff(req, profile.shopId, 'operations');
    const { operations, eventId } = await changeOperations(db, { shopId: profile.shopId, change, actor: user.email, now: at });
    ctx.operations.set(profile.shopId, operations, eventId);
    lifecycle.hub.changed();
    return operations;
  });

  app.get('/api/shops/:shopId/status/events', {
    sse: 'only',
    config: { doc: { operationId: 'shopStatusEvents', tag: 'Shops', summary: "The shop's live operations as Server-Sent Events (event: operations, data: { operations }): the current ones first, then each change, so an open menu shows a pause, busy minutes and items out of stock at once", responses: { 200: { description: 'text/event-stream' } } } },
  }, async (req, reply) => {
    const shopId = shopOf(req).shopId;
    await streamEvents(reply, lifecycle.hub, {
      from: null,
      matches: (e) => e.shopId === shopId && e.type === 'operations.changed',
      replay: async () => [],
      orders: false,
      format: (e: StaffEvent) => ({ id: e.id, event: 'operations', data: { operations: liveOperations((e.data as { operations?: never }).operations, now()) } }),
      first: async () => ({ id: '', event: 'operations', data: { operations: liveOperations(ctx.operations.get(shopId), now()) } }),
    });
  });
}
