/** What every route module is given: the database, the shops, the clock, the providers and the request helpers. */
import type { FastifyRequest } from 'fastify';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Db } from '../db.js';
import type { Lifecycle } from '../lifecycle/index.js';
import type { MapsProvider } from '../maps.js';
import type { OrderDeps } from '../orders/index.js';
import type { PaymentProvider } from '../payments.js';
import type { RouteLimit } from '../rate-limit.js';
import type { ShopRegistry } from '../shops.js';
import type { SmsProvider } from '../sms.js';

export interface RouteContext {
  readonly db: Db;
  readonly shops: ShopRegistry;
  /** The server clock (epoch ms). */
  readonly now: () => number;
  readonly deps: OrderDeps;
  readonly payments: PaymentProvider;
  readonly maps: MapsProvider;
  readonly sms: SmsProvider;
  /** Bearer token for staff pages; unset = open. */
  readonly staffToken: string | undefined;
  /** Per-route rate limits, spread into a route's config. */
  readonly limits: Record<'cashback' | 'forms' | 'quotes' | 'orders', RouteLimit>;
  /** The shop the address names; 404 SHOP_NOT_FOUND otherwise. */
  readonly shopOf: (req: FastifyRequest) => LoadedProfile;
  /** The order id the address names (its shape is checked when it is read). */
  readonly orderIdOf: (req: FastifyRequest) => string;
  /** Order statuses, events and the outbox worker of this instance. */
  readonly lifecycle: Lifecycle;
}
