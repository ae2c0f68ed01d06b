/**
 * The payment sweeper: card orders left 'pending_payment' by a lost request (the server killed
 * between storing the order and completing it) are finished by asking the payment provider for
 * their charge, at start-up and then periodically. See recoverPendingOrder for what it decides.
 */
import { DatabaseUnavailableError } from '../errors.js';
import { recoverPendingOrder, type CardDeps, type Recovery } from './card-sequence.js';
import { stalePendingOrders } from './order-writes.js';

/** When an order counts as stale, and how often to look. */
export interface SweepSchedule {
  /** An order pending longer than this has lost its request (default 2 minutes). */
  readonly staleAfterMs: number;
  /** How often to look (default 30 s). */
  readonly everyMs: number;
}

export const DEFAULT_SWEEP: SweepSchedule = { staleAfterMs: 120_000, everyMs: 30_000 };

/** Orders decided per round; the next round takes the rest. */
const BATCH = 100;

/** The counts of one sweep. */
export type SweepReport = Record<Recovery | 'failed', number>;

/**
 * Recovers every card order pending since before `before` (epoch ms). A provider that cannot
 * answer or a database that fails leaves the order for the next round.
 */
export async function sweepPendingPayments(deps: CardDeps, before: number): Promise<SweepReport> {
  const counts: SweepReport = { completed: 0, released: 0, refunded: 0, skipped: 0, failed: 0 };
  const stale = await stalePendingOrders(deps.db, new Date(before).toISOString(), BATCH);
  for (const order of stale) {
    try {
      counts[await recoverPendingOrder(deps, order)] += 1;
    } catch (err) {
      counts.failed += 1;
      report(deps, err, { orderId: order.id }, 'a pending card order could not be recovered now; the next sweep tries again');
    }
  }
  return counts;
}

/** Logs a failed sweep: a warning while the database is unreachable (an expected outage), else an error. */
function report(deps: CardDeps, err: unknown, fields: Record<string, unknown>, msg: string): void {
  if (err instanceof DatabaseUnavailableError && deps.log?.warn) deps.log.warn({ ...fields, dbError: (err.cause as Error | undefined)?.message }, msg);
  else deps.log?.error({ ...fields, err }, msg);
}

/** A running sweeper; `stop` ends it and waits for a round in progress. */
export interface Sweeper {
  stop(): Promise<void>;
}

/**
 * Sweeps at once and then every `everyMs`. `everyPendingAtStart` makes the first round take every
 * pending order whatever its age: an embedded database serves one process, so at start no other
 * request can still be working on one.
 */
export function startPaymentSweeper(deps: CardDeps, schedule: SweepSchedule, everyPendingAtStart: boolean): Sweeper {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const round = (before: number): void => {
    running = running.then(async () => {
      if (stopped) return;
      const done = await sweepPendingPayments(deps, before).catch((err: unknown) => {
        report(deps, err, {}, 'the payment sweep failed; the next one tries again');
        return undefined;
      });
      if (done && done.completed + done.released + done.refunded > 0) deps.log?.warn?.({ ...done }, 'payment sweep recovered pending card orders');
    });
  };
  round(everyPendingAtStart ? Date.UTC(9999, 11, 31) : deps.now() - schedule.staleAfterMs);
  const timer = setInterval(() => round(deps.now() - schedule.staleAfterMs), schedule.everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
