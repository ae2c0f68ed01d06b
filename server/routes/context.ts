/** What every route module is given: the database, the shops, the clock, the providers and the request helpers. */
import type { FastifyRequest } from 'fastify';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Db } from '../db.js';
import type { Lifecycle } from '../lifecycle/index.js';
import type { MapsProvider } from '../maps.js';
import type { MenuCache } from '../menu-cache.js';
import type { OperationsStore } from '../operations.js';
import type { OrderDeps } from '../orders/index.js';
import type { PaymentProvider } from '../payments.js';
import type { TextLimits } from '../phone-verification.js';
import type { RouteLimit, RouteLimitName } from '../rate-limit.js';
import type { ReceiptRenderer } from '../receipt-renderer.js';
import type { ShopRegistry } from '../shops.js';
import type { SmsProvider } from '../sms.js';
import type { StaffGuard } from '../staff/contract.js';
import type { StaffAuth } from '../staff/guard.js';

export interface RouteContext {
  readonly db: Db;
  readonly shops: ShopRegistry;
  /** The server clock (epoch ms). */
  readonly now: () => number;
  readonly deps: OrderDeps;
  readonly payments: PaymentProvider;
  readonly maps: MapsProvider;
  readonly sms: SmsProvider;
  /**
   * The staff guard: every /api/staff route calls `await ctx.staff(req, shopId | null, action)`
   * first; it resolves the signed-in user or throws 401 NOT_SIGNED_IN, 403 FORBIDDEN_ROLE or
   * PASSWORD_CHANGE_REQUIRED, 404 SHOP_NOT_FOUND (a shop of a site the user does not work at).
   */
  readonly staff: StaffGuard;
  /** The session behind the guard (the signed-in account without a role check). */
  readonly staffAuth: StaffAuth;
  /** Per-route rate limits, spread into a route's config. */
  readonly limits: Record<RouteLimitName, RouteLimit>;
  /** Hourly caps on verification texts (per phone, per address, per shop). */
  readonly textLimits: TextLimits;
  /** Receipt PDFs: rendered in worker threads, cached per order version. */
  readonly receipts: ReceiptRenderer;
  /** The shop the address names; 404 SHOP_NOT_FOUND otherwise. */
  readonly shopOf: (req: FastifyRequest) => LoadedProfile;
  /** The order id the address names (its shape is checked when it is read). */
  readonly orderIdOf: (req: FastifyRequest) => string;
  /** Order statuses, events and the outbox worker of this instance. */
  readonly lifecycle: Lifecycle;
  /** This instance's copy of every shop's live operations. */
  readonly operations: OperationsStore;
  /** Resolved menus, one per shop version, operations and minute (shared with the rendered pages). */
  readonly menus: MenuCache;
}
