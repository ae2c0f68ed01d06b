/**
 * The staff side's shared shapes: who is signed in, what they may do, and the order as the
 * board sees it. The HTTP routes, the events stream and the console all speak these.
 */
import type { FastifyRequest } from 'fastify';
import type { Quote } from '../../schemas/generated/types.js';

export type StaffRole = 'owner' | 'manager' | 'staff';

/** A signed-in person: an owner sees every site; managers and staff see the sites listed. */
export interface StaffUser {
  readonly id: string;
  readonly email: string;
  readonly role: StaffRole;
  /** Site ids (a profile's `site.id`, or its shopId when it has no site); empty for an owner = all. */
  readonly sites: readonly string[];
}

/**
 * What a staff call is about to do. `orders`: the board and its status changes; `stock`: out of
 * stock and back in stock; `operations`: pause and busy mode; `publish`: the studio's publish and
 * rollback; `integrations`: a shop's webhook endpoints (their secrets sign what the shop sends)
 * and delivery log; `users`: inviting and removing people; `shops`: creating a shop;
 * `audit`: the audit log of every shop at once.
 */
export type StaffAction = 'orders' | 'stock' | 'operations' | 'publish' | 'integrations' | 'users' | 'shops' | 'audit';

/**
 * Checks the session cookie, the role and the shop's site on every staff call: resolves the user,
 * or throws an ApiError (401 NOT_SIGNED_IN, 403 FORBIDDEN_ROLE, 404 SHOP_NOT_FOUND for a shop of
 * another site, never revealing that it exists). `shopId` null = a call about no one shop;
 * `shopIdAt` is where the shop id came from, for the error's path (default `params:shopId`).
 */
export type StaffGuard = (req: FastifyRequest, shopId: string | null, action: StaffAction, shopIdAt?: string) => Promise<StaffUser>;

export const ORDER_STATUSES = ['placed', 'accepted', 'ready', 'completed', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const REJECT_REASONS = ['TOO_BUSY', 'OUT_OF_ITEMS', 'CLOSED', 'OTHER'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** One line as the kitchen reads it. */
export interface StaffOrderLine {
  readonly productId: string;
  readonly name: string;
  readonly quantity: number;
  readonly totalCents: number;
  readonly picks: Quote['lines'][number]['picks'];
  /** A combo's chosen products, slot by slot (absent on other lines). */
  readonly combo?: Quote['lines'][number]['combo'];
  readonly note: string | null;
  /** The major allergens the line contains as ordered (the menu's ids, list order); absent when the menu does not list them. */
  readonly allergens?: Quote['lines'][number]['allergens'];
}

/** An order as the board shows it (GET /api/staff/shops/{shopId}/orders and the events' data.order). */
export interface StaffOrder {
  readonly orderId: string;
  /** The short reference customers read (the first 8 characters of the id, upper case). */
  readonly reference: string;
  readonly shopId: string;
  readonly status: OrderStatus;
  readonly cartType: 'PICKUP' | 'DELIVERY' | 'DINEIN';
  readonly paymentType: 'CASH' | 'CARD';
  readonly paymentStatus: string;
  readonly createdAt: string;
  /** When the customer expects it: the chosen time, else the estimate at placing. */
  readonly dueAt: string;
  /** True when the customer chose a time (not ASAP). */
  readonly scheduled: boolean;
  readonly promisedAt: string | null;
  readonly prepMinutes: number | null;
  readonly statusChangedAt: string;
  readonly rejectReason: RejectReason | null;
  readonly name: string | null;
  readonly phone: string | null;
  readonly deliveryAddress: string | null;
  /** A delivery order's instructions for the driver ('Leave at door'), trimmed; null for other orders and when none were given. */
  readonly deliveryInstructions: string | null;
  /**
   * Utensils as the order was priced: the customer's choice, or ADD_UTENSILS when the shop asks
   * (settings.enableUtensilsPicker) and the cart did not answer; null when neither said anything.
   */
  readonly utensilsOption: 'ADD_UTENSILS' | 'NO_UTENSILS' | null;
  readonly itemCount: number;
  readonly lines: readonly StaffOrderLine[];
  readonly totals: Quote['totals'];
  /** Age-restricted items: the highest minimumAge, so staff check ID (the ticket says ID CHECK); null when none. */
  readonly minimumAge: number | null;
  /** The customer's allergy note for the whole order (the ticket prints it first); null when none. */
  readonly allergyNote: string | null;
}

/**
 * The order as the board reads it (the list, one order, a status change's answer, an event's
 * data.order): StaffOrder plus when it was escalated, null until nobody accepted or rejected it
 * within the shop's orderHandling.acceptWithinMinutes.
 */
export type BoardOrder = StaffOrder & { readonly escalatedAt: string | null };

/**
 * One row of the append-only events table as the SSE stream sends it (`id:` = id, `event:` =
 * type, `data:` = this object as JSON). Order events carry `data.order`.
 */
export interface StaffEvent {
  readonly id: string;
  readonly type: 'order.placed' | 'order.status' | 'operations.changed' | 'profile.published';
  readonly shopId: string;
  readonly subject: string;
  readonly actor: string | null;
  readonly at: string;
  readonly data: Record<string, unknown>;
}

/** Customer forms (GET /api/staff/shops/{shopId}/forms): what the restaurant reads. */
export const FORM_KINDS = ['contact', 'catering'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** A catering inquiry's event, as the customer described it (the date and time on the shop's clock). */
export interface FormEvent {
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:MM (24 h) */
  readonly time: string;
  readonly guestCount: number;
  /** corporate, wedding, birthday, graduation, meeting or other */
  readonly type: string;
  /** under-500, 500-1000, 1000-2000, 2000-5000, over-5000, or null when not given */
  readonly budget: string | null;
  readonly dietaryRestrictions: string | null;
}

/** One submission as GET /api/staff/shops/{shopId}/forms lists it. */
export interface FormSubmission {
  readonly id: string;
  readonly kind: FormKind;
  readonly shopId: string;
  readonly receivedAt: string;
  /** The location the customer chose, by its label (as the form showed it). */
  readonly location: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly message: string | null;
  /** Catering only; null for a contact message. */
  readonly event: FormEvent | null;
}
