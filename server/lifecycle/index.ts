/**
 * The order lifecycle's running parts on one instance: the events hub, the outbox worker, the
 * escalation of orders nobody acted on, and auto-accept. Every part is safe with several
 * instances on one database: claims skip locked rows and every change is conditional.
 */
import { orderReference } from '../../engine/index.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Db } from '../db.js';
import type { EmailProvider } from '../email.js';
import type { PaymentProvider } from '../payments.js';
import type { ShopRegistry } from '../shops.js';
import type { SmsProvider } from '../sms.js';
import { changeStatus, writeOutbox } from './change-status.js';
import { appendEvent, startEventHub, type EventHub } from './events.js';
import { renderMessage } from './messages.js';
import { deliverDue } from './outbox.js';
import { smsAddress } from './change-status.js';
import { webhookTargetRefusal } from './webhook-targets.js';
import { syncLiveEndpoints } from '../versions/store.js';

export { changeStatus, type StatusOutcome, type StatusRequest } from './change-status.js';
export { readEvents, type EventHub } from './events.js';
export { getBoardOrder, listBoardOrders, type BoardOrder } from './staff-order.js';
export { checkTransition, TRANSITIONS } from './transitions.js';

export interface LifecycleDeps {
  readonly db: Db;
  readonly shops: ShopRegistry;
  readonly now: () => number;
  readonly sms: SmsProvider;
  readonly email: EmailProvider;
  readonly payments: PaymentProvider;
  readonly fetch?: typeof fetch;
  /** Webhooks may go to loopback, private and link-local addresses (WEBHOOK_ALLOW_PRIVATE=1); refused by default. */
  readonly allowPrivateWebhooks?: boolean;
  readonly logLine?: (line: string) => void;
  readonly logError?: (obj: unknown, msg: string) => void;
  /** How often the worker looks for due work (ms; default 1000). */
  readonly tickMs?: number;
}

export interface Lifecycle {
  readonly hub: EventHub;
  /** Moves an order's status and wakes the worker for its messages. */
  changeStatus(profile: LoadedProfile, orderId: string, req: Parameters<typeof changeStatus>[3], actor: string): ReturnType<typeof changeStatus>;
  /** Runs the worker now (deliveries, escalations, auto-accept); resolves when this round is done. */
  tick(): Promise<void>;
  /** Why webhooks may not go to `url` (words following "the address"), or undefined when they may. */
  webhookTargetRefusal(url: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/** Shops that auto-accept: their new orders are accepted at once with the default prep minutes. */
function autoAccepts(p: LoadedProfile | undefined): p is LoadedProfile {
  return Boolean(p?.orderHandling?.autoAccept);
}

/**
 * The oldest moment an order may have reached the board and still be auto-accepted at `now`:
 * auto-accept takes new orders only, those that waited less than the shop's acceptWithinMinutes
 * (default 8). An older order still `placed` (one placed before the shop turned auto-accept on,
 * or while no instance was running) was left undecided by the kitchen: it stays for staff, and is
 * escalated like any other, rather than being accepted hours later with a fresh promised time.
 */
export function autoAcceptFrom(p: LoadedProfile, now: number): number {
  return now - (p.orderHandling?.acceptWithinMinutes ?? 8) * 60_000;
}

/** Starts the lifecycle on this instance. */
export async function startLifecycle(deps: LifecycleDeps): Promise<Lifecycle> {
  const { db, shops, now } = deps;
  await syncLiveEndpoints(db, now());
  const hub = await startEventHub(db, {
    ...(deps.logError
      ? {
          onError: (err: unknown) => deps.logError?.({ err }, 'events hub read failed'),
          onGapGiveUp: (beforeId: string) => deps.logError?.({ beforeId }, 'events: a transaction held a gap below this id for 30 s; delivering past it'),
        }
      : {}),
  });
  let running: Promise<void> | undefined;
  let wanted = false;
  let closed = false;

  const accept = async (p: LoadedProfile, orderId: string): Promise<void> => {
    const out = await changeStatus(db, p, orderId, { status: 'accepted' }, 'auto-accept', now()).catch((err: unknown) => {
      // Another instance may have moved it (a staff member rejected it first): nothing to do.
      if ((err as { status?: number }).status !== 409) deps.logError?.({ err, orderId }, 'auto-accept failed');
      return undefined;
    });
    if (out?.changed) hub.changed();
  };

  const round = async (): Promise<void> => {
    for (const p of shops.profiles) {
      if (autoAccepts(p)) {
        const waiting = await db.query<{ id: string }>(
          `SELECT id FROM orders WHERE shop_id = $1 AND status = 'placed' AND placed_at > $2::timestamptz ORDER BY placed_at LIMIT 50`,
          [p.shopId, new Date(autoAcceptFrom(p, now())).toISOString()],
        );
        for (const o of waiting.rows) await accept(p, o.id);
      }
      // What auto-accept leaves (orders older than its window) is escalated as in any shop.
      if ((await escalate(deps, p)) > 0) hub.changed();
    }
    for (let i = 0; i < 10 && (await deliverDue(deps)) > 0; i++);
  };
  const tick = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      wanted = true;
      return running;
    }
    running = round()
      .catch((err: unknown) => deps.logError?.({ err }, 'lifecycle round failed'))
      .finally(() => {
        running = undefined;
        if (wanted) {
          wanted = false;
          void tick();
        }
      });
    return running;
  };

  // Auto-accept at once rather than at the next round; other new orders' webhooks go out with the
  // next round (within tickMs), which keeps placing an order free of extra queries.
  hub.subscribe((e) => {
    if (e.type !== 'order.placed') return;
    const p = shops.get(e.shopId);
    // An event read late (after a reconnect) may be of an order no longer new.
    if (autoAccepts(p) && Date.parse(e.at) > autoAcceptFrom(p, now())) void accept(p, e.subject).then(() => tick());
  });
  const timer = setInterval(() => void tick(), deps.tickMs ?? 1000);
  timer.unref();

  return {
    hub,
    async changeStatus(profile, orderId, req, actor) {
      const out = await changeStatus(db, profile, orderId, req, actor, now());
      if (out.changed) {
        hub.changed();
        void tick();
      }
      return out;
    },
    tick,
    webhookTargetRefusal: (url) => webhookTargetRefusal(url, { allowPrivate: deps.allowPrivateWebhooks === true }),
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      await hub.close();
    },
  };
}

/**
 * New orders nobody accepted or rejected within the shop's acceptWithinMinutes (default 8):
 * each is marked escalated once (an order.status event the board shows) and the shop's own phone
 * gets one text. The clock starts when the order reaches the board's New column: at placing, or,
 * for an order for a chosen later time, when its prep should start (its due time less the shop's
 * default prep minutes), as the board keeps it in Upcoming until then, silent.
 */
async function escalate(deps: LifecycleDeps, p: LoadedProfile): Promise<number> {
  const minutes = p.orderHandling?.acceptWithinMinutes ?? 8;
  const prepMinutes = p.orderHandling?.defaultPrepMinutes ?? 20;
  const now = deps.now();
  const late = await deps.db.query<{ id: string }>(
    `SELECT id FROM orders
      WHERE shop_id = $1 AND status = 'placed' AND placed_at IS NOT NULL AND escalated_at IS NULL AND placed_at <= $2::timestamptz
        AND (coalesce(CASE WHEN cart_type = 'DELIVERY' THEN cart->>'deliveryTime' ELSE cart->>'pickupTime' END, 'ASAP') = 'ASAP'
             OR due_at IS NULL OR due_at - make_interval(mins => $3::int) <= $2::timestamptz)
      LIMIT 50`,
    [p.shopId, new Date(now - minutes * 60_000).toISOString(), prepMinutes],
  );
  let escalated = 0;
  for (const { id } of late.rows) {
    const at = new Date(now).toISOString();
    await deps.db.transaction(async (tx) => {
      const marked = await tx.query(`UPDATE orders SET escalated_at = $2::timestamptz WHERE id = $1 AND status = 'placed' AND escalated_at IS NULL RETURNING id`, [id, at]);
      if (marked.rows.length === 0) return; // another instance did it, or someone acted
      escalated += 1;
      const eventId = await appendEvent(tx, { shopId: p.shopId, type: 'order.status', subject: id, actor: 'escalation', at, data: { status: 'placed', escalated: true, waitedMinutes: minutes } });
      const phone = smsAddress(p.identity.phone ?? null);
      if (phone) {
        const body = renderMessage(p, 'escalated', { reference: orderReference(id), minutes }, now);
        await writeOutbox(tx, eventId, p.shopId, id, at, [{ kind: 'escalated', channel: 'sms', recipient: phone, payload: { body } }]);
      }
    });
  }
  return escalated;
}
