/**
 * What customers send through a shop's contact and catering forms, as the restaurant reads it:
 * each one is stored and, in the same transaction, the shop is told through the outbox (an e-mail
 * to the profile's `identity.email` with the whole message, else a short text to its
 * `identity.phone`, the number escalation texts go to); the staff list them newest first.
 */
import { DateTime } from 'luxon';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Db, Queryable } from '../db.js';
import { smsAddress, writeOutbox, type OutboxRow } from '../lifecycle/change-status.js';
import { FORM_KINDS, type FormEvent, type FormKind, type FormSubmission } from './contract.js';

export { FORM_KINDS, type FormEvent, type FormKind, type FormSubmission } from './contract.js';

interface FormRow {
  id: string;
  shop_id: string;
  kind: FormKind;
  payload: unknown;
  created_at: Date | string;
}

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The label of the location a form named (by id, label or shop id); the name as given when none matches. */
function locationLabel(profile: LoadedProfile, named: string): string {
  const found = (profile.identity.locations ?? []).find((l) => l.id === named || l.label === named || l.shopId === named);
  return found?.label ?? found?.id ?? (named === profile.shopId ? profile.identity.name : named);
}

/** A stored row as the staff read it. */
export function toSubmission(profile: LoadedProfile, row: FormRow): FormSubmission {
  const p = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>;
  const event: FormEvent | null = row.kind === 'catering'
    ? {
        date: String(p.eventDate ?? ''),
        time: String(p.eventTime ?? '').slice(0, 5),
        guestCount: Number(p.guestCount ?? 0),
        type: String(p.eventType ?? 'other'),
        budget: textOrNull(p.budget),
        dietaryRestrictions: textOrNull(p.dietaryRestrictions),
      }
    : null;
  return {
    id: String(row.id),
    kind: row.kind,
    shopId: row.shop_id,
    receivedAt: new Date(row.created_at).toISOString(),
    location: locationLabel(profile, String(p.location ?? '')),
    name: String(p.name ?? '').trim(),
    email: String(p.email ?? '').trim(),
    phone: textOrNull(p.phone),
    message: textOrNull(p.message),
    event,
  };
}

const EVENT_WORDS: Record<string, string> = { corporate: 'Corporate', wedding: 'Wedding', birthday: 'Birthday', graduation: 'Graduation', meeting: 'Meeting', other: 'Other' };
const BUDGET_WORDS: Record<string, string> = { 'under-500': 'under $500', '500-1000': '$500 to $1,000', '1000-2000': '$1,000 to $2,000', '2000-5000': '$2,000 to $5,000', 'over-5000': 'over $5,000' };

/** 'Fri, Jul 4, 2025 at 6:30 PM': the event's own date and time (already the shop's clock). */
function eventWhen(e: FormEvent): string {
  const at = DateTime.fromISO(`${e.date}T${e.time}`, { zone: 'UTC' });
  return at.isValid ? `${at.toFormat('ccc, LLL d, yyyy')} at ${at.toFormat('h:mm a')}` : `${e.date} at ${e.time}`;
}

/** The e-mail subject the shop gets. */
export function formSubject(profile: LoadedProfile, s: FormSubmission): string {
  if (s.kind === 'contact') return `${profile.identity.name}: message from ${s.name}`;
  const day = DateTime.fromISO(s.event!.date, { zone: 'UTC' });
  return `${profile.identity.name}: catering inquiry from ${s.name}, ${s.event!.guestCount} guests on ${day.isValid ? day.toFormat('ccc, LLL d') : s.event!.date}`;
}

/** The e-mail the shop gets: every field, then where to answer. */
export function formEmailText(profile: LoadedProfile, s: FormSubmission): string {
  const received = DateTime.fromISO(s.receivedAt).setZone(profile.identity.timeZone).toFormat("ccc, LLL d 'at' h:mm a");
  const what = s.kind === 'contact' ? 'a message' : 'a catering inquiry';
  const lines = [
    `${s.name} sent ${what} to ${profile.identity.name} through the website on ${received}.`,
    '',
    `Name: ${s.name}`,
    `E-mail: ${s.email}`,
    ...(s.phone ? [`Phone: ${s.phone}`] : []),
    `Location: ${s.location}`,
  ];
  if (s.event) {
    lines.push(
      `Event: ${EVENT_WORDS[s.event.type] ?? s.event.type}, ${eventWhen(s.event)}`,
      `Guests: ${s.event.guestCount}`,
      ...(s.event.budget ? [`Budget: ${BUDGET_WORDS[s.event.budget] ?? s.event.budget}`] : []),
      ...(s.event.dietaryRestrictions ? [`Dietary needs: ${s.event.dietaryRestrictions}`] : []),
    );
  }
  if (s.message) lines.push('', 'Message:', s.message);
  lines.push('', `Answer ${s.name} at ${s.email}${s.phone ? ` or ${s.phone}` : ''}. Every message and inquiry is on the Inquiries page of the staff console (/admin/inquiries).`);
  return lines.join('\n');
}

/** The text the shop's phone gets when the shop has no e-mail address. */
export function formSmsText(profile: LoadedProfile, s: FormSubmission): string {
  const from = `${s.name} (${s.phone ?? s.email})`;
  if (s.kind === 'contact') return `New message for ${profile.identity.name} from ${from}. Read it on the Inquiries page of the staff console.`;
  return `New catering inquiry for ${profile.identity.name} from ${from}: ${s.event!.guestCount} guests, ${eventWhen(s.event!)}. Read it on the Inquiries page of the staff console.`;
}

/** What the outbox sends the shop about a submission: an e-mail when the profile has an address, else a text to its phone, else nothing. */
export function formNotices(profile: LoadedProfile, s: FormSubmission): OutboxRow[] {
  const kind = `form.${s.kind}`;
  const email = textOrNull(profile.identity.email);
  if (email) return [{ kind, channel: 'email', recipient: email, payload: { subject: formSubject(profile, s), text: formEmailText(profile, s) } }];
  const phone = smsAddress(profile.identity.phone ?? null);
  if (phone) return [{ kind, channel: 'sms', recipient: phone, payload: { body: formSmsText(profile, s) } }];
  return [];
}

/**
 * Stores a submission (as sent, less the honeypot) and, in the same transaction, the outbox rows
 * that tell the shop; returns its id. The outbox worker delivers them with retries.
 */
export async function receiveForm(db: Db, profile: LoadedProfile, kind: FormKind, payload: Record<string, unknown>, at: string): Promise<string> {
  return db.transaction(async (tx) => {
    const res = await tx.query<FormRow>(
      `INSERT INTO form_submissions (shop_id, kind, payload, created_at) VALUES ($1, $2, $3::jsonb, $4::timestamptz)
       RETURNING id::text AS id, shop_id, kind, payload, created_at`,
      [profile.shopId, kind, JSON.stringify(payload), at],
    );
    const row = res.rows[0]!;
    await writeOutbox(tx, null, profile.shopId, `form:${row.id}`, at, formNotices(profile, toSubmission(profile, row)));
    return row.id;
  });
}

export interface FormQuery {
  readonly kind?: FormKind;
  /** ISO: received at or after it. */
  readonly since?: string;
  /** An id from an earlier page: only older submissions. */
  readonly before?: string;
  /** 1 to 200. */
  readonly limit: number;
}

/** A shop's submissions, newest first, one page; `next` is the `before` of the following page (null at the end). */
export async function listForms(db: Queryable, profile: LoadedProfile, q: FormQuery): Promise<{ submissions: FormSubmission[]; next: string | null }> {
  const res = await db.query<FormRow>(
    `SELECT id::text AS id, shop_id, kind, payload, created_at FROM form_submissions
      WHERE shop_id = $1 AND ($2::text IS NULL OR kind = $2) AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)
        AND ($4::bigint IS NULL OR id < $4::bigint)
      ORDER BY id DESC LIMIT $5`,
    [profile.shopId, q.kind ?? null, q.since ?? null, q.before ?? null, q.limit + 1],
  );
  const page = res.rows.slice(0, q.limit);
  return { submissions: page.map((r) => toSubmission(profile, r)), next: res.rows.length > q.limit ? page.at(-1)!.id : null };
}
