/**
 * The studio's sentences and pickers that need no React: the replay summary, what moved a
 * quote's total, where a finding sits, and the preview's quick instants.
 */
import { DateTime } from 'luxon';
import { formatCents } from '../lib/format.js';

export interface ReplayOrder {
  readonly orderId: string;
  readonly reference: string;
  readonly at: string;
  readonly liveInvoiceCents: number;
  readonly draftInvoiceCents: number;
  readonly differenceCents: number;
  readonly rulesMoved: readonly { readonly ruleId: string; readonly liveCents: number; readonly draftCents: number }[];
}
export interface ReplayResult {
  readonly orders: readonly ReplayOrder[];
  readonly summary: {
    readonly orders: number;
    readonly changed: number;
    readonly totalDifferenceCents: number;
    readonly biggest: { readonly orderId: string; readonly reference: string; readonly differenceCents: number } | null;
  };
}

/**
 * The studio header's word on the draft's findings: 'Checking…', the lint failure, the counts, or
 * 'No findings: the draft is ready to publish.' (just 'No findings.' for staff, who cannot publish).
 */
export function lintStatusText(s: { readonly linting: boolean; readonly lintError: string | null; readonly errors: number; readonly warnings: number; readonly canPublish: boolean }): string {
  if (s.linting) return 'Checking…';
  if (s.lintError) return s.lintError;
  if (s.errors + s.warnings === 0) return s.canPublish ? 'No findings: the draft is ready to publish.' : 'No findings.';
  return `${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}`;
}

/** '+$1.50', '-$6.40', '$0.00': a difference always shows its sign. */
export function signedCents(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

/** The rule that moved an order most, if any (the server lists the one that moved most first). */
function mainRule(order: ReplayOrder | undefined): string | null {
  return order?.rulesMoved[0]?.ruleId ?? null;
}

/**
 * 'The draft would change 14 of 200 orders: -$38.20 in total; biggest: order KQW7 -$6.40 by rule
 * happy-hour.' Every amount is the server's; nothing is added up here.
 */
export function replaySentence(r: ReplayResult): string {
  const s = r.summary;
  if (s.orders === 0) return 'There are no orders to replay yet.';
  const of = `${s.orders} order${s.orders === 1 ? '' : 's'}`;
  if (s.changed === 0) return `None of the last ${of} would change.`;
  let text = `${s.changed} of ${of} would change: ${signedCents(s.totalDifferenceCents)} in total`;
  if (s.biggest) {
    const rule = mainRule(r.orders.find((o) => o.orderId === s.biggest!.orderId));
    text += `; biggest: order ${s.biggest.reference} ${signedCents(s.biggest.differenceCents)}${rule ? ` by rule ${rule}` : ''}`;
  }
  return `${text}.`;
}

export interface TraceLike {
  readonly step: string;
  readonly ruleId?: string;
  readonly fired: boolean;
  readonly reason: string;
  readonly amountCents?: number;
}

/** Steps that only restate a total; 'What moved the total' lists the others that moved money. */
const RESTATING = new Set(['line', 'subtotal', 'discount', 'pre-tip-total', 'invoice', 'cashback-earned']);

/** The trace entries that moved the total, in pricing order. */
export function movedTotal(trace: readonly TraceLike[]): TraceLike[] {
  return trace.filter((t) => t.fired && !RESTATING.has(t.step) && typeof t.amountCents === 'number' && t.amountCents !== 0);
}

/** A quick instant for the preview: its label and the ISO instant in the shop's zone. */
export interface QuickInstant {
  readonly label: string;
  readonly iso: string;
}

/** Now, tonight at 7 PM (tomorrow's once past), next Tuesday at 12:00, in the shop's zone. */
export function quickInstants(nowMs: number, timeZone: string): QuickInstant[] {
  const now = DateTime.fromMillis(nowMs, { zone: timeZone });
  let tonight = now.set({ hour: 19, minute: 0, second: 0, millisecond: 0 });
  if (tonight <= now) tonight = tonight.plus({ days: 1 });
  // Luxon weekdays: Monday 1 ... Sunday 7; "next Tuesday" is never today.
  const ahead = ((2 - now.weekday + 7) % 7) || 7;
  const tuesday = now.plus({ days: ahead }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  return [
    { label: 'Now', iso: now.set({ second: 0, millisecond: 0 }).toISO()! },
    { label: tonight.hasSame(now, 'day') ? 'Tonight 7 PM' : 'Tomorrow 7 PM', iso: tonight.toISO()! },
    { label: 'Next Tuesday lunch 12:00', iso: tuesday.toISO()! },
  ];
}

/** A datetime-local value ("2025-06-17T12:00") read on the shop's clock, as an ISO instant. */
export function localInputToIso(value: string, timeZone: string): string | null {
  const dt = DateTime.fromISO(value, { zone: timeZone });
  return dt.isValid ? dt.toISO() : null;
}

/** An ISO instant as a datetime-local value on the shop's clock. */
export function isoToLocalInput(iso: string, timeZone: string): string {
  return DateTime.fromISO(iso).setZone(timeZone).toFormat("yyyy-MM-dd'T'HH:mm");
}

/** 'Tue, Jun 17, 12:00 PM' on the shop's clock. */
export function formatInstant(iso: string, timeZone: string): string {
  return DateTime.fromISO(iso).setZone(timeZone).toFormat('ccc, LLL d, h:mm a');
}
