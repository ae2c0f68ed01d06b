/**
 * The Activity page's words: each audit entry (GET /api/staff/audit) as one readable line, what
 * was done, and when, on the shop's clock. The person who did it is shown beside the line.
 */
import { formatClock } from '../lib/format.js';

/** One entry as GET /api/staff/audit lists it (newest first). */
export interface AuditEntry {
  readonly id: number;
  /** null for account changes (invitations and removals), which belong to no shop. */
  readonly shopId: string | null;
  readonly actor: string;
  readonly action: string;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly at: string;
}

/** What an entry's line needs besides the entry. */
export interface AuditWords {
  /** The shop's zone (identity.timeZone); undefined: the browser's. */
  readonly timeZone?: string | undefined;
  /** An item's or option's name on the shop's menu, by its id (undefined when not on it any more). */
  readonly itemName?: (id: string) => string | undefined;
  /** A site's name by its id (for invitations). */
  readonly siteName?: (id: string) => string | undefined;
}

/** An entry as read: what happened, and a second line when there is more to say (a message, a reason). */
export interface AuditLine {
  readonly summary: string;
  readonly note?: string;
}

const KIND_LABEL: Record<string, string> = { PICKUP: 'pick up', DELIVERY: 'delivery', DINEIN: 'dine-in' };
const ROLE_LABEL: Record<string, string> = { owner: 'an owner', manager: 'manager', staff: 'staff' };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const obj = (v: unknown): Record<string, unknown> | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);
const version = (v: unknown): string => (num(v) !== undefined ? `version ${num(v)}` : 'a version');
const capital = (s: string): string => (s ? `${s[0]!.toUpperCase()}${s.slice(1)}` : s);
const sentence = (s: string): string => `${capital(s)}${/[.!?]$/.test(s) ? '' : '.'}`;

/** 'pick up and delivery', 'pick up, delivery and dine-in'. */
function listOf(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** An instant a change names (a pause's end, a schedule), on the shop's clock, its day said when not the entry's. */
function clockOf(iso: string, e: AuditEntry, words: AuditWords): string {
  return formatClock(iso, words.timeZone, Date.parse(e.at));
}

/** The item an operations change names: its menu name (with 'option' for a modifier), else its id. */
function itemOf(change: Record<string, unknown>, words: AuditWords): string {
  const productId = str(change.productId);
  const modifierId = str(change.modifierId);
  const id = productId ?? modifierId ?? '';
  const name = words.itemName?.(id) ?? id;
  return modifierId && !productId ? `the option ${name}` : name;
}

/** The entry as one line (and a note), in the shop's words. */
export function describeAudit(e: AuditEntry, words: AuditWords = {}): AuditLine {
  const d = e.detail;
  const message = str(d.message);
  const withMessage = (summary: string): AuditLine => (message ? { summary, note: `“${message}”` } : { summary });
  switch (e.action) {
    case 'publish':
      // The messages the server gives when none was written repeat the line: left out.
      if (d.created === true) return message === 'new shop' ? { summary: `Created the shop (${version(d.version)})` } : withMessage(`Created the shop (${version(d.version)})`);
      if (d.source === 'files' && message === 'published from files') return { summary: `Published ${version(d.version)} from the files${num(d.from) !== undefined ? `, replacing version ${num(d.from)}` : ''}` };
      return withMessage(`Published ${version(d.version)}${d.source === 'files' ? ' from the files' : ''}${num(d.from) !== undefined ? `, replacing version ${num(d.from)}` : ''}`);
    case 'schedule': {
      const at = str(d.publishAt);
      return withMessage(`Scheduled ${version(d.version)} to go live ${at ? clockOf(at, e, words) : 'later'}`);
    }
    case 'scheduled-live':
      return { summary: `${capital(version(d.version))} went live as scheduled${num(d.from) !== undefined ? `, replacing version ${num(d.from)}` : ''}` };
    case 'scheduled-refused': {
      const reason = str(d.reason);
      return { summary: `${capital(version(d.version))} did not go live as scheduled`, ...(reason ? { note: sentence(reason) } : {}) };
    }
    case 'rollback': {
      const summary = `Rolled back to version ${num(d.rolledBackTo) ?? '?'} (now live as ${version(d.version)})`;
      // The message a rollback gets when none is given repeats the line: left out.
      return message === `rollback to version ${num(d.rolledBackTo)}` ? { summary } : withMessage(summary);
    }
    case 'operations.pause': {
      const pause = obj(obj(d.change)?.pause) ?? {};
      const types = Array.isArray(pause.types) ? pause.types.filter((t): t is string => typeof t === 'string').map((t) => KIND_LABEL[t] ?? t) : [];
      const until = str(pause.until);
      return { summary: `Paused ${types.length > 0 ? `${listOf(types)} orders` : 'online ordering'} ${until ? `until ${clockOf(until, e, words)}` : 'until resumed'}` };
    }
    case 'operations.resume':
      return { summary: 'Resumed online ordering' };
    case 'operations.busy': {
      const minutes = num(obj(d.change)?.busyMinutes);
      return { summary: minutes === 0 ? 'Reset busy minutes to 0' : `Set busy minutes to +${minutes ?? '?'} (added to every estimate)` };
    }
    case 'operations.out-of-stock': {
      const change = obj(obj(d.change)?.outOfStock) ?? {};
      const until = str(change.until);
      return { summary: `Marked ${itemOf(change, words)} out of stock ${until ? `until ${clockOf(until, e, words)}` : 'until turned back on'}` };
    }
    case 'operations.back-in-stock':
      return { summary: `Put ${itemOf(obj(obj(d.change)?.backInStock) ?? {}, words)} back in stock` };
    case 'staff.added': {
      const role = str(d.role);
      const sites = Array.isArray(d.sites) ? d.sites.filter((s): s is string => typeof s === 'string').map((s) => words.siteName?.(s) ?? s) : [];
      return { summary: `Invited ${str(d.email) ?? 'someone'}${role ? ` as ${ROLE_LABEL[role] ?? role}` : ''}${role !== 'owner' && sites.length > 0 ? ` of ${listOf(sites)}` : ''}` };
    }
    case 'staff.removed':
      return { summary: `Removed ${str(d.email) ?? 'an account'}` };
    default:
      return { summary: e.action };
  }
}

/** Who made the change: their e-mail address, or the shop's files (read when the server starts). */
export function actorLabel(actor: string): string {
  return actor === 'files' ? 'The shop’s files' : actor;
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();
/** When an entry was written, on the shop's clock: 'Wed, Jun 18, 12:00 PM' (with the year when not this year's). */
export function formatWhen(iso: string, timeZone: string | undefined, now: number): string {
  const ms = Date.parse(iso);
  const year = (t: number) => new Intl.DateTimeFormat('en-US', { year: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(t);
  const withYear = year(ms) !== year(now);
  const key = `${timeZone ?? ''}|${withYear}`;
  let f = whenFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}), hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
    whenFormats.set(key, f);
  }
  return f.format(ms).replace(/\u202f/g, ' ');
}
