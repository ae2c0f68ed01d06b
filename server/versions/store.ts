/**
 * Profile versions in the database: the one published version of each shop (what the server
 * serves), drafts (rows with an unguessable draft id and no number), scheduled versions (live at
 * their `publish_at`), superseded ones (history), and the audit log beside them. Presets are
 * versioned the same way under the shop id `@preset/<id>`.
 *
 * Publishing takes a per-shop advisory lock in its transaction, so two publishes of one shop are
 * ordered; the partial unique index on (shop_id) WHERE status = 'published' backs it up.
 */
import { createHash, randomBytes } from 'node:crypto';
import { toHumanForm } from '../../schemas/human-form.js';
import type { Db, Queryable } from '../db.js';
import { appendEvent } from '../lifecycle/events.js';
import { syncProfileEndpoints } from '../lifecycle/webhooks.js';
import { siteMove } from './site-change.js';

export type VersionStatus = 'draft' | 'scheduled' | 'published' | 'superseded';
export type VersionSource = 'files' | 'studio' | 'rollback';

/** The shop id under which a preset's versions are kept. */
export function presetKey(presetId: string): string {
  return `@preset/${presetId}`;
}

/** One row of profile_versions. */
export interface VersionRow {
  readonly id: number;
  readonly shopId: string;
  readonly version: number | null;
  readonly draftId: string | null;
  readonly status: VersionStatus;
  readonly profile: unknown;
  readonly profileText: string | null;
  readonly menu: unknown;
  readonly menuText: string | null;
  readonly findings: unknown;
  readonly author: string;
  readonly message: string | null;
  readonly createdAt: string;
  readonly publishAt: string | null;
  readonly publishedAt: string | null;
  readonly basedOnVersion: number | null;
  readonly source: VersionSource;
  readonly filesHash: string | null;
}

const COLUMNS = `id, shop_id, version, draft_id, status, profile, profile_text, menu, menu_text, findings, author, message,
  created_at, publish_at, published_at, based_on_version, source, files_hash`;

interface RawRow {
  id: number | string;
  shop_id: string;
  version: number | null;
  draft_id: string | null;
  status: VersionStatus;
  profile: unknown;
  profile_text: string | null;
  menu: unknown;
  menu_text: string | null;
  findings: unknown;
  author: string;
  message: string | null;
  created_at: Date | string;
  publish_at: Date | string | null;
  published_at: Date | string | null;
  based_on_version: number | null;
  source: VersionSource;
  files_hash: string | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function rowOf(r: RawRow): VersionRow {
  return {
    id: Number(r.id),
    shopId: r.shop_id,
    version: r.version,
    draftId: r.draft_id,
    status: r.status,
    profile: r.profile,
    profileText: r.profile_text,
    menu: r.menu,
    menuText: r.menu_text,
    findings: r.findings,
    author: r.author,
    message: r.message,
    createdAt: iso(r.created_at)!,
    publishAt: iso(r.publish_at),
    publishedAt: iso(r.published_at),
    basedOnVersion: r.based_on_version,
    source: r.source,
    filesHash: r.files_hash,
  };
}

/** JSON with object keys sorted, so equal documents hash equally however they were written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The content hash of a profile and its menu. Key order, whitespace, "$schema" and the choice
 * between legacy and human forms do not count, so files written by `shopctl pull` (human forms)
 * hash like the version they came from.
 */
export function contentHash(profile: unknown, menu: unknown): string {
  const { $schema: _a, ...p } = (toHumanForm(profile ?? {}) ?? {}) as Record<string, unknown>;
  const m = menu && typeof menu === 'object' ? (({ $schema: _b, ...rest }) => rest)(toHumanForm(menu) as Record<string, unknown>) : menu ?? null;
  return createHash('sha256').update(canonical({ p, m })).digest('hex');
}

/** A new unguessable draft id (144 random bits). */
export function newDraftId(): string {
  return randomBytes(18).toString('base64url');
}

async function lockShop(tx: Queryable, shopId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`profile:${shopId}`]);
}

/** The published version of a shop, or undefined. */
export async function liveVersion(db: Queryable, shopId: string): Promise<VersionRow | undefined> {
  const r = await db.query<RawRow>(`SELECT ${COLUMNS} FROM profile_versions WHERE shop_id = $1 AND status = 'published'`, [shopId]);
  return r.rows[0] ? rowOf(r.rows[0]) : undefined;
}

/** The newest numbered version of a shop taken from files, or undefined. */
export async function lastFromFiles(db: Queryable, shopId: string): Promise<VersionRow | undefined> {
  const r = await db.query<RawRow>(
    `SELECT ${COLUMNS} FROM profile_versions WHERE shop_id = $1 AND source = 'files' AND version IS NOT NULL ORDER BY version DESC LIMIT 1`,
    [shopId],
  );
  return r.rows[0] ? rowOf(r.rows[0]) : undefined;
}

/** The numbered version n of a shop. */
export async function versionOf(db: Queryable, shopId: string, version: number): Promise<VersionRow | undefined> {
  const r = await db.query<RawRow>(`SELECT ${COLUMNS} FROM profile_versions WHERE shop_id = $1 AND version = $2`, [shopId, version]);
  return r.rows[0] ? rowOf(r.rows[0]) : undefined;
}

/** Every numbered version of a shop, newest first. */
export async function listVersions(db: Queryable, shopId: string): Promise<VersionRow[]> {
  const r = await db.query<RawRow>(`SELECT ${COLUMNS} FROM profile_versions WHERE shop_id = $1 AND version IS NOT NULL ORDER BY version DESC`, [shopId]);
  return r.rows.map(rowOf);
}

/** The rows with the given ids. */
export async function rowsById(db: Queryable, ids: readonly number[]): Promise<VersionRow[]> {
  if (ids.length === 0) return [];
  const r = await db.query<RawRow>(`SELECT ${COLUMNS} FROM profile_versions WHERE id = ANY($1::bigint[])`, [ids.map(String)]);
  return r.rows.map(rowOf);
}

/** Id, shop and number of every published version (cheap: no bodies). */
export async function publishedHeads(db: Queryable): Promise<{ id: number; shopId: string; version: number }[]> {
  const r = await db.query<{ id: number | string; shop_id: string; version: number }>(`SELECT id, shop_id, version FROM profile_versions WHERE status = 'published'`);
  return r.rows.map((x) => ({ id: Number(x.id), shopId: x.shop_id, version: x.version }));
}

/** The highest live sequence number: it changes whenever any version becomes live. */
export async function liveSequence(db: Queryable): Promise<number> {
  const r = await db.query<{ seq: number | string | null }>(`SELECT max(live_seq) AS seq FROM profile_versions`);
  return Number(r.rows[0]?.seq ?? 0);
}

/** What to publish. */
export interface PublishInput {
  readonly shopId: string;
  readonly profile: unknown;
  readonly profileText: string;
  readonly menu: unknown;
  readonly menuText: string | null;
  readonly author: string;
  readonly message: string | null;
  readonly source: VersionSource;
  /** The version the change was made on; a different live version is a conflict. undefined = no check. */
  readonly basedOnVersion?: number | undefined;
  /** When it goes live (epoch ms); later than `now` = scheduled. */
  readonly at?: number | undefined;
  readonly now: number;
  /** The draft it came from (its row is deleted). */
  readonly draftId?: string | undefined;
  readonly auditDetail?: Record<string, unknown>;
  /**
   * False: a version that moves the shop to another site (a different `site.id` from the live
   * one's) is refused with SITE_CHANGE_FORBIDDEN. The studio passes false for anyone but an
   * owner; the shops folder and `shopctl publish` (the operator's own files) leave it out.
   */
  readonly maySwitchSite?: boolean | undefined;
}

/** A scheduled version that will not go live: the live version changed (or the shop moved) since it was scheduled. */
export interface RefusedScheduled {
  readonly version: number;
  readonly author: string;
  readonly publishAt: string | null;
  readonly basedOnVersion: number | null;
}

/** Why a scheduled version whose base is no longer live does not go live (audit `reason`). */
export const STALE_SCHEDULED_REASON = 'the live version changed since it was scheduled';

export type PublishResult =
  | { readonly ok: true; readonly row: VersionRow; readonly refusedScheduled: readonly RefusedScheduled[] }
  | { readonly ok: false; readonly code: 'VERSION_CONFLICT'; readonly basedOnVersion: number; readonly liveVersion: number | null }
  | { readonly ok: false; readonly code: 'SITE_CHANGE_FORBIDDEN'; readonly from: string; readonly to: string };

/**
 * Publishes a new numbered version (scheduled when `at` is in the future) in one transaction
 * with its audit row: the live one becomes superseded. A live version other than
 * `basedOnVersion` is a conflict and changes nothing; so is a site move without `maySwitchSite`
 * (judged against the live version under the shop's lock).
 */
export async function publish(db: Db, input: PublishInput): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    await lockShop(tx, input.shopId);
    const live = await liveVersion(tx, input.shopId);
    if (input.basedOnVersion !== undefined && (live?.version ?? 0) !== input.basedOnVersion) {
      return { ok: false, code: 'VERSION_CONFLICT', basedOnVersion: input.basedOnVersion, liveVersion: live?.version ?? null };
    }
    const move = input.maySwitchSite === false ? siteMove(input.shopId, live?.profile, input.profile) : undefined;
    if (move) return { ok: false, code: 'SITE_CHANGE_FORBIDDEN', from: move.from, to: move.to };
    const next = await tx.query<{ n: number }>(`SELECT coalesce(max(version), 0) + 1 AS n FROM profile_versions WHERE shop_id = $1`, [input.shopId]);
    const version = Number(next.rows[0]!.n);
    const scheduled = input.at !== undefined && input.at > input.now;
    if (!scheduled) await tx.query(`UPDATE profile_versions SET status = 'superseded' WHERE shop_id = $1 AND status = 'published'`, [input.shopId]);
    const inserted = await tx.query<RawRow>(
      `INSERT INTO profile_versions (shop_id, version, status, profile, profile_text, menu, menu_text, author, message, created_at, publish_at,
         published_at, based_on_version, source, files_hash, live_seq)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, ${scheduled ? 'NULL' : `nextval('profile_live_seq')`})
       RETURNING ${COLUMNS}`,
      [
        input.shopId, version, scheduled ? 'scheduled' : 'published', JSON.stringify(input.profile), input.profileText,
        input.menu === null || input.menu === undefined ? null : JSON.stringify(input.menu), input.menuText, input.author, input.message,
        new Date(input.now), scheduled ? new Date(input.at!) : null, scheduled ? null : new Date(input.now), live?.version ?? null, input.source,
        contentHash(input.profile, input.menu),
      ],
    );
    if (input.draftId) await tx.query(`DELETE FROM profile_versions WHERE draft_id = $1`, [input.draftId]);
    const action = input.source === 'rollback' ? 'rollback' : scheduled ? 'schedule' : 'publish';
    await audit(tx, { shopId: input.shopId, actor: input.author, action, at: input.now, detail: { version, from: live?.version ?? null, source: input.source, ...(scheduled ? { publishAt: new Date(input.at!).toISOString() } : {}), ...(input.message ? { message: input.message } : {}), ...input.auditDetail } });
    const row = rowOf(inserted.rows[0]!);
    if (!scheduled) await wentLive(tx, row, input.now);
    if (!scheduled) await publishedEvent(tx, row, live?.version ?? null, input.now);
    const refusedScheduled = scheduled ? [] : await refuseStaleScheduled(tx, input.shopId, version, input.now);
    return { ok: true, row, refusedScheduled };
  });
}

/**
 * What follows a shop's version going live, in its transaction: the profile's webhook endpoints
 * become the new version's (the table every instance sends by), so an endpoint added, changed or
 * removed takes effect on every instance as the version commits, without a restart.
 */
async function wentLive(tx: Queryable, row: VersionRow, now: number): Promise<void> {
  if (row.shopId.startsWith('@preset/')) return;
  await syncProfileEndpoints(tx, row.shopId, row.profile, now);
}

/**
 * Makes every shop's profile webhook endpoints those of its live version (at start: a database
 * written by an older server, or changed by hand, is put right). Each shop under its lock, so a
 * publish on another instance meanwhile is never undone with what was live before it.
 */
export async function syncLiveEndpoints(db: Db, now: number): Promise<void> {
  const shops = await db.query<{ shop_id: string }>(
    `SELECT shop_id FROM profile_versions WHERE status = 'published' AND shop_id NOT LIKE '@preset/%'
     UNION SELECT shop_id FROM webhook_endpoints WHERE source = 'profile' ORDER BY shop_id`,
  );
  for (const { shop_id: shopId } of shops.rows) {
    await db.transaction(async (tx) => {
      await lockShop(tx, shopId);
      await syncProfileEndpoints(tx, shopId, (await liveVersion(tx, shopId))?.profile, now);
    });
  }
}

/**
 * The `profile.published` event of a version that went live (published now, rolled back to, a
 * scheduled one whose time came, or taken from the shops folder), in its transaction, last.
 * Subject: the version number; data: the version, the one it replaced, where it came from, who
 * made it and their message.
 */
async function publishedEvent(tx: Queryable, row: VersionRow, from: number | null, at: number): Promise<void> {
  await appendEvent(tx, {
    shopId: row.shopId,
    type: 'profile.published',
    subject: String(row.version),
    actor: row.author,
    data: { version: row.version, from, source: row.source, author: row.author, message: row.message },
    at: new Date(at).toISOString(),
  });
}

/**
 * Puts every scheduled version whose time has come live, each once: under the shop's lock the
 * row is locked and flipped by a conditional UPDATE ... WHERE status = 'scheduled', so with
 * several instances ticking only one of them does it. Returns the versions it put live.
 *
 * A scheduled version made on a version that is no longer live (another was published since)
 * does not go live: it would silently undo that change. It is superseded, with a
 * `scheduled-refused` audit row (reason: the live version changed since it was scheduled).
 * One that would move the shop to another site than the live version's (the shop was moved
 * since it was scheduled) goes live only when its author is an owner now; otherwise it is
 * refused the same way.
 */
export async function publishDue(db: Db, now: number): Promise<VersionRow[]> {
  const due = await db.query<{ id: number | string; shop_id: string }>(`SELECT id, shop_id FROM profile_versions WHERE status = 'scheduled' AND publish_at <= $1 ORDER BY publish_at, id`, [new Date(now)]);
  const done: VersionRow[] = [];
  for (const { id, shop_id: dueShop } of due.rows) {
    const row = await db.transaction(async (tx) => {
      // The shop's lock first, as every publish takes it, then the row: one order for all.
      await lockShop(tx, dueShop);
      const locked = await tx.query<{ shop_id: string; profile: unknown; author: string; version: number; based_on_version: number | null; publish_at: Date | string | null }>(
        `SELECT shop_id, profile, author, version, based_on_version, publish_at FROM profile_versions WHERE id = $1 AND status = 'scheduled' FOR UPDATE`,
        [String(id)],
      );
      const shopId = locked.rows[0]?.shop_id;
      if (shopId === undefined) return undefined;
      const live = await liveVersion(tx, shopId);
      const move = siteMove(shopId, live?.profile, locked.rows[0]!.profile);
      if (move && !(await isOwner(tx, locked.rows[0]!.author))) {
        await tx.query(`UPDATE profile_versions SET status = 'superseded' WHERE id = $1 AND status = 'scheduled'`, [String(id)]);
        await audit(tx, { shopId, actor: locked.rows[0]!.author, action: 'scheduled-refused', at: now, detail: { version: locked.rows[0]!.version, from: live?.version ?? null, siteFrom: move.from, siteTo: move.to, reason: 'the shop moved to another site since it was scheduled' } });
        return undefined;
      }
      // Made on a version that is no longer live: going live would silently undo what was published since.
      if ((locked.rows[0]!.based_on_version ?? null) !== (live?.version ?? null)) {
        await refuseScheduled(tx, shopId, locked.rows[0]!, live?.version ?? null, now);
        return undefined;
      }
      await tx.query(`UPDATE profile_versions SET status = 'superseded' WHERE shop_id = $1 AND status = 'published'`, [shopId]);
      const flipped = await tx.query<RawRow>(
        `UPDATE profile_versions SET status = 'published', published_at = $2, live_seq = nextval('profile_live_seq')
         WHERE id = $1 AND status = 'scheduled' RETURNING ${COLUMNS}`,
        [String(id), new Date(now)],
      );
      const r = flipped.rows[0];
      if (!r) throw new Error('a locked scheduled version changed under its lock');
      await audit(tx, { shopId, actor: r.author, action: 'scheduled-live', at: now, detail: { version: r.version, from: live?.version ?? null } });
      const row = rowOf(r);
      await wentLive(tx, row, now);
      await publishedEvent(tx, row, live?.version ?? null, now);
      await refuseStaleScheduled(tx, shopId, row.version!, now);
      return row;
    });
    if (row) done.push(row);
  }
  return done;
}

type ScheduledHead = { version: number; author: string; based_on_version: number | null; publish_at: Date | string | null };

/** Supersedes one scheduled version without putting it live, with a `scheduled-refused` audit row (actor: its author). */
async function refuseScheduled(tx: Queryable, shopId: string, r: ScheduledHead, live: number | null, now: number): Promise<RefusedScheduled> {
  await tx.query(`UPDATE profile_versions SET status = 'superseded' WHERE shop_id = $1 AND version = $2 AND status = 'scheduled'`, [shopId, r.version]);
  await audit(tx, { shopId, actor: r.author, action: 'scheduled-refused', at: now, detail: { version: r.version, from: live, basedOnVersion: r.based_on_version, publishAt: iso(r.publish_at), reason: STALE_SCHEDULED_REASON } });
  return { version: r.version, author: r.author, publishAt: iso(r.publish_at), basedOnVersion: r.based_on_version };
}

/**
 * After version `live` went live: every scheduled version of the shop made on another version
 * would undo it when its time came, so it is superseded now (refused, with its audit row), and
 * staff see it at once in History rather than when its time comes.
 */
async function refuseStaleScheduled(tx: Queryable, shopId: string, live: number, now: number): Promise<RefusedScheduled[]> {
  const r = await tx.query<ScheduledHead>(
    `SELECT version, author, based_on_version, publish_at FROM profile_versions
     WHERE shop_id = $1 AND status = 'scheduled' AND based_on_version IS DISTINCT FROM $2 ORDER BY version FOR UPDATE`,
    [shopId, live],
  );
  const out: RefusedScheduled[] = [];
  for (const row of r.rows) out.push(await refuseScheduled(tx, shopId, row, live, now));
  return out;
}

/** True when `email` is an owner's account now. */
async function isOwner(tx: Queryable, email: string): Promise<boolean> {
  const r = await tx.query(`SELECT 1 FROM staff_users WHERE lower(email) = lower($1) AND role = 'owner'`, [email]);
  return r.rows.length > 0;
}

/** A draft to store. */
export interface DraftInput {
  readonly shopId: string;
  readonly profile: unknown;
  readonly profileText: string;
  readonly menu: unknown;
  readonly menuText: string | null;
  readonly findings: unknown;
  readonly author: string;
  readonly basedOnVersion: number | null;
  readonly now: number;
}

/** Stores a draft; returns its id. */
export async function createDraft(db: Queryable, d: DraftInput): Promise<string> {
  const draftId = newDraftId();
  await db.query(
    `INSERT INTO profile_versions (shop_id, draft_id, status, profile, profile_text, menu, menu_text, findings, author, created_at, based_on_version, source)
     VALUES ($1, $2, 'draft', $3::jsonb, $4, $5::jsonb, $6, $7::jsonb, $8, $9, $10, 'studio')`,
    [
      d.shopId, draftId, d.profile === undefined ? null : JSON.stringify(d.profile), d.profileText,
      d.menu === null || d.menu === undefined ? null : JSON.stringify(d.menu), d.menuText, JSON.stringify(d.findings), d.author, new Date(d.now), d.basedOnVersion,
    ],
  );
  return draftId;
}

/** A shop's draft by id, or undefined. */
export async function getDraft(db: Queryable, shopId: string, draftId: string): Promise<VersionRow | undefined> {
  const r = await db.query<RawRow>(`SELECT ${COLUMNS} FROM profile_versions WHERE shop_id = $1 AND draft_id = $2 AND status = 'draft'`, [shopId, draftId]);
  return r.rows[0] ? rowOf(r.rows[0]) : undefined;
}

/** One audit row. */
export interface AuditEntry {
  readonly id: number;
  readonly shopId: string | null;
  readonly actor: string;
  readonly action: string;
  readonly detail: Record<string, unknown>;
  readonly at: string;
}

/** Writes an audit row (in the caller's transaction when given one). */
export async function audit(db: Queryable, e: { shopId: string | null; actor: string; action: string; detail?: Record<string, unknown>; at: number }): Promise<void> {
  await db.query(`INSERT INTO audit_log (shop_id, actor, action, detail, at) VALUES ($1, $2, $3, $4::jsonb, $5)`, [e.shopId, e.actor, e.action, JSON.stringify(e.detail ?? {}), new Date(e.at)]);
}

/** Audit rows, newest first: one shop's (and those about no shop when `includeGlobal`), or all. */
export async function listAudit(db: Queryable, opts: { shopIds?: readonly string[] | undefined; includeGlobal: boolean; limit: number }): Promise<AuditEntry[]> {
  const r = opts.shopIds
    ? await db.query<{ id: string | number; shop_id: string | null; actor: string; action: string; detail: Record<string, unknown>; at: Date | string }>(
        `SELECT id, shop_id, actor, action, detail, at FROM audit_log WHERE shop_id = ANY($1::text[])${opts.includeGlobal ? ' OR shop_id IS NULL' : ''} ORDER BY id DESC LIMIT $2`,
        [[...opts.shopIds], opts.limit],
      )
    : await db.query<{ id: string | number; shop_id: string | null; actor: string; action: string; detail: Record<string, unknown>; at: Date | string }>(
        `SELECT id, shop_id, actor, action, detail, at FROM audit_log ORDER BY id DESC LIMIT $1`,
        [opts.limit],
      );
  return r.rows.map((x) => ({ id: Number(x.id), shopId: x.shop_id, actor: x.actor, action: x.action, detail: x.detail, at: iso(x.at)! }));
}
