/**
 * The studio's server side: the live version of a shop, drafts (checked with exactly the
 * findings of `shopctl lint`), pricing a draft, replaying the last orders against it, publishing
 * now or at a time, the version history with a readable diff, rollback, the audit log, and a new
 * shop. Reading needs the `orders` action; publishing and rollback `publish`; a new shop `users`
 * (owners). Webhook secrets in a profile are hidden from roles without `integrations`
 * (versions/hidden-secrets.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { orderReference, priceCart } from '../../engine/index.js';
import type { CartInput, Finding, Quote } from '../../schemas/index.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { refusalUnder } from '../edge/nested-refusal.js';
import { parseInstant } from '../edge/small-checks.js';
import { ApiError } from '../errors.js';
import { checkCart, quoteCart, refusalError } from '../orders/index.js';
import { checkDraft, compileVersion, type CheckedDraft } from '../versions/compile.js';
import { diffVersions } from '../versions/diff.js';
import { HIDDEN_SECRET, hiddenSecretIndexes, hideSecretsInText, hideWebhookSecrets, restoredText, restoreHiddenSecrets } from '../versions/hidden-secrets.js';
import { scaffoldShop } from '../versions/scaffold.js';
import { siteMove, siteMoveFinding, siteMoveRefusal } from '../versions/site-change.js';
import { createDraft, getDraft, listAudit, listVersions, liveVersion, publish, versionOf, type PublishResult, type RefusedScheduled, type VersionRow } from '../versions/store.js';
import type { StaffUser } from '../staff/contract.js';
import { roleAllows } from '../staff/guard.js';
import type { RouteContext } from './context.js';

/** Drafts carry a whole profile and menu: a large menu is about 1 MB of JSON. */
export const DRAFT_BODY_LIMIT = 1.5 * 1024 * 1024;

/** Orders replayed when the body names no limit, and the most it may name. */
export const REPLAY_DEFAULT = 200;
export const REPLAY_MAX = 1000;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function bodyOf(req: FastifyRequest): Record<string, unknown> {
  if (req.body === undefined || req.body === null) return {};
  if (!isObject(req.body)) throw new ApiError(400, 'BAD_BODY', 'The body must be a JSON object.', '');
  return req.body;
}

function optionalInt(body: Record<string, unknown>, key: string, min: number, max: number): number | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) {
    throw new ApiError(400, 'INVALID_FIELD', `${key} must be a whole number from ${min} to ${max}.`, `/${key}`);
  }
  return v;
}

function optionalText(body: Record<string, unknown>, key: string, max: number): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' || v.length > max) throw new ApiError(400, 'INVALID_FIELD', `${key} must be text of at most ${max} characters.`, `/${key}`);
  return v;
}

/** An ISO instant from a body field (1970-2099), read on the shop's clock (`zone`) when it has no offset, or undefined. */
function optionalInstant(body: Record<string, unknown>, key: string, zone: string): number | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  const ms = parseInstant(v, zone);
  if (ms === undefined) {
    throw new ApiError(400, 'INVALID_FIELD', `${key} must be an ISO date-time from 1970 to 2099, such as 2025-06-30T12:00:00-07:00 (without an offset it is read on the shop's clock).`, `/${key}`);
  }
  return ms;
}

function versionParam(req: FastifyRequest): number {
  const raw = (req.params as { n: string }).n;
  const n = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(n) || n < 1) throw new ApiError(400, 'INVALID_FIELD', 'The version in the address must be a whole number from 1.', 'params:n');
  return n;
}

/**
 * A stored body as written: its text parsed (JSON.parse keeps the authored key order, which the
 * database's jsonb value does not), else the value.
 */
export function asWritten(text: string | null, value: unknown): unknown {
  if (text === null || value === null || value === undefined) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/** A version as listed: no bodies. */
function versionSummary(r: VersionRow): Record<string, unknown> {
  return {
    version: r.version,
    status: r.status,
    author: r.author,
    message: r.message,
    createdAt: r.createdAt,
    publishAt: r.publishAt,
    publishedAt: r.publishedAt,
    basedOnVersion: r.basedOnVersion,
    source: r.source,
  };
}

/**
 * What a publish-now answers about the scheduled versions it cancelled (made on the version it
 * replaced, they would have undone it when their time came): `supersededScheduled`, and a
 * `warning` sentence for the publisher when there are any.
 */
function supersededAnswer(row: VersionRow, refused: readonly RefusedScheduled[]): Record<string, unknown> {
  if (row.status !== 'published') return {};
  if (refused.length === 0) return { supersededScheduled: [] };
  const one = refused.length === 1;
  const which = refused.map((r) => `${r.version} (by ${r.author})`).join(', ');
  return {
    supersededScheduled: refused,
    warning: `Version ${row.version} is live. The scheduled ${one ? 'version' : 'versions'} ${which} ${one ? 'was' : 'were'} made on an older version and would have undone this change, so ${one ? 'it will' : 'they will'} not go live. Redo ${one ? 'that change' : 'those changes'} on version ${row.version} and schedule again.`,
  };
}

/**
 * Versions as the live history, newest first: versions waiting for their time on top (the
 * latest due first), then every other version by when it went live (or, for one that never
 * did, when it was made), the higher number first on a tie.
 */
export function historyOrder(rows: readonly VersionRow[]): VersionRow[] {
  const key = (r: VersionRow) => Date.parse(r.publishedAt ?? r.createdAt);
  const waiting = rows.filter((r) => r.status === 'scheduled').sort((a, b) => Date.parse(b.publishAt ?? b.createdAt) - Date.parse(a.publishAt ?? a.createdAt) || b.version! - a.version!);
  const rest = rows.filter((r) => r.status !== 'scheduled').sort((a, b) => key(b) - key(a) || b.version! - a.version!);
  return [...waiting, ...rest];
}

/** How much each rule moved in a quote (promotion, delivery-fee and price-rule entries). */
function ruleAmounts(q: Quote): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of q.trace) {
    if (t.ruleId === undefined) continue;
    m.set(t.ruleId, (m.get(t.ruleId) ?? 0) + (t.fired ? t.amountCents ?? 0 : 0));
  }
  return m;
}

/** The rules whose amounts differ between two quotes of one cart, the one that moved most first. */
export function rulesMoved(live: Quote, draft: Quote): { ruleId: string; liveCents: number; draftCents: number }[] {
  const a = ruleAmounts(live);
  const b = ruleAmounts(draft);
  const out: { ruleId: string; liveCents: number; draftCents: number }[] = [];
  for (const id of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const liveCents = a.get(id) ?? 0;
    const draftCents = b.get(id) ?? 0;
    if (liveCents !== draftCents) out.push({ ruleId: id, liveCents, draftCents });
  }
  return out.sort((x, y) => Math.abs(y.draftCents - y.liveCents) - Math.abs(x.draftCents - x.liveCents) || x.ruleId.localeCompare(y.ruleId));
}

/** Registers the studio routes. */
export function registerStudioRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, shops, now, staff, deps } = ctx;
  const presets = () => shops.presets?.() ?? {};
  const shopIdOf = (req: FastifyRequest) => (req.params as { shopId: string }).shopId;

  /** A draft of the shop, or 404. */
  const draftOf = async (req: FastifyRequest): Promise<VersionRow> => {
    const { draftId } = req.params as { draftId: string };
    const d = /^[A-Za-z0-9_-]{1,64}$/.test(draftId) ? await getDraft(db, shopIdOf(req), draftId) : undefined;
    if (!d) throw new ApiError(404, 'DRAFT_NOT_FOUND', `There is no draft "${draftId.slice(0, 64)}" of this shop (a published draft is gone; its version remains). Make a new one with POST .../drafts.`, 'params:draftId');
    return d;
  };
  const findingsOf = (d: VersionRow): Finding[] => (Array.isArray(d.findings) ? (d.findings as Finding[]) : []);
  const errorsOf = (fs: readonly Finding[]) => fs.filter((f) => f.severity === 'error');

  /** The draft compiled for the engine, or 422 DRAFT_HAS_ERRORS with its findings. */
  const compiledDraft = (d: VersionRow): LoadedProfile => {
    const findings = findingsOf(d);
    if (errorsOf(findings).length === 0 && d.profile !== null) {
      const c = compileVersion({ shopId: d.shopId, profile: d.profile, menu: d.menu }, presets(), shops.get(d.shopId)?.source);
      if (c.ok) return c.profile;
      throw new ApiError(422, 'DRAFT_HAS_ERRORS', 'The draft no longer loads with the current presets; fix the findings and make a new draft.', '', { findings: c.findings });
    }
    throw new ApiError(422, 'DRAFT_HAS_ERRORS', `The draft has ${errorsOf(findings).length} error(s); fix them (see findings) and make a new draft.`, '', { findings });
  };

  /** A draft checked as `shopctl lint` checks it, plus the studio's own findings: another shop's id, a move to another site. */
  const checkNewDraft = (shopId: string, profile: unknown, menu: unknown, live: VersionRow | undefined, role: StaffUser['role']): CheckedDraft => {
    const checked = checkDraft({ shopId, profile, menu, liveMenu: live ? asWritten(live.menuText, live.menu) ?? null : null, presets: presets(), knownShopIds: new Set(shops.profiles.map((p) => p.shopId)) });
    const named = isObject(checked.profile) ? checked.profile['shopId'] : undefined;
    if (typeof named === 'string' && named !== shopId) {
      const f = { severity: 'error', code: 'SHOP_ID_MISMATCH', file: `${shopId}.profile.json`, path: '/shopId', line: 0, column: 0, message: `The draft names shop "${named.slice(0, 64)}" but belongs to shop "${shopId}".`, hint: `Set "shopId" to "${shopId}"; a new shop is made with POST /api/staff/shops.` } as unknown as Finding;
      return { ...checked, findings: [f, ...checked.findings], loaded: undefined };
    }
    const move = live ? siteMove(shopId, live.profile, checked.profile) : undefined;
    if (move) {
      const f = siteMoveFinding(shopId, move, role);
      return { ...checked, findings: [f, ...checked.findings], loaded: f.severity === 'error' ? undefined : checked.loaded };
    }
    return checked;
  };

  /** The draft's webhooks (orderHandling.webhooks) that point where the server sends no orders, as error findings. */
  const withWebhookFindings = async (shopId: string, checked: CheckedDraft): Promise<CheckedDraft> => {
    const hooks = isObject(checked.profile) && isObject(checked.profile['orderHandling']) ? checked.profile['orderHandling']['webhooks'] : undefined;
    if (!Array.isArray(hooks)) return checked;
    const found: Finding[] = [];
    for (const [i, h] of hooks.entries()) {
      const url = isObject(h) ? h['url'] : undefined;
      const refused = typeof url === 'string' ? await ctx.lifecycle.webhookTargetRefusal(url) : undefined;
      if (refused === undefined) continue;
      found.push({
        severity: 'error', code: 'WEBHOOK_URL_NOT_PUBLIC', file: `${shopId}.profile.json`, path: `/orderHandling/webhooks/${i}/url`, line: 0, column: 0,
        message: `The webhook address ${String(url).slice(0, 200)} ${refused}, so the server does not send orders there.`,
        hint: "Use the receiver's public https address.",
      } as Finding);
    }
    return found.length === 0 ? checked : { ...checked, findings: [...found, ...checked.findings], loaded: undefined };
  };

  /** A profile (a value, or text that is not JSON) as `user` may read it: webhook secrets hidden from a role without `integrations`. */
  const readable = (user: StaffUser, profile: unknown): unknown => {
    if (roleAllows(user.role, 'integrations')) return profile;
    return typeof profile === 'string' ? hideSecretsInText(profile) : hideWebhookSecrets(profile);
  };

  /**
   * A draft's profile (a value or JSON text) with each hidden secret taken back from the webhook at
   * the same address in the version it is based on, else the live one: a draft made from what a
   * role without `integrations` read keeps the shop's secrets. Text keeps its lines where it can.
   */
  const withSecretsBack = async (shopId: string, profile: unknown, basedOnVersion: number | null, live: VersionRow | undefined): Promise<unknown> => {
    let parsed: unknown = profile;
    if (typeof profile === 'string') {
      try {
        parsed = JSON.parse(profile) as unknown;
      } catch {
        return profile;
      }
    }
    if (hiddenSecretIndexes(parsed).length === 0) return profile;
    const base = basedOnVersion !== null && basedOnVersion !== live?.version ? await versionOf(db, shopId, basedOnVersion) : live;
    const r = restoreHiddenSecrets(parsed, [base?.profile, live?.profile]);
    if (r.restored === 0) return profile;
    return typeof profile === 'string' ? restoredText(profile, parsed, r.profile) : r.profile;
  };

  /** A placeholder left in the checked draft (no webhook at that address to take the secret from) is an error: it must never be published as a secret. */
  const withHiddenSecretFindings = (shopId: string, checked: CheckedDraft): CheckedDraft => {
    const left = hiddenSecretIndexes(checked.profile);
    if (left.length === 0) return checked;
    const hooks = (checked.profile as { orderHandling: { webhooks: { url?: unknown }[] } }).orderHandling.webhooks;
    const found = left.map((i) => ({
      severity: 'error', code: 'WEBHOOK_SECRET_HIDDEN', file: `${shopId}.profile.json`, path: `/orderHandling/webhooks/${i}/secret`, line: 0, column: 0,
      message: `The webhook to ${String(hooks[i]?.url).slice(0, 200)} has ${JSON.stringify(HIDDEN_SECRET)} for its secret, the placeholder of a secret your role may not read, and the version this draft is based on has no webhook at that address to take the secret from.`,
      hint: "Keep the webhook's address as it was, or ask a manager or owner to write its secret.",
    }) as Finding);
    return { ...checked, findings: [...found, ...checked.findings], loaded: undefined };
  };

  /**
   * 403 FORBIDDEN_ROLE when `profile` would move the shop to another site than the live
   * version's and the user is not an owner (publish() checks it again under the shop's lock).
   */
  const refuseSiteMove = async (user: StaffUser, shopId: string, profile: unknown): Promise<void> => {
    if (user.role === 'owner') return;
    const move = siteMove(shopId, (await liveVersion(db, shopId))?.profile, profile);
    if (move) throw new ApiError(403, 'FORBIDDEN_ROLE', siteMoveRefusal(move, user.role), '/site/id', { siteFrom: move.from, siteTo: move.to });
  };
  const siteMoveRefused = (r: Extract<PublishResult, { code: 'SITE_CHANGE_FORBIDDEN' }>, user: StaffUser) =>
    new ApiError(403, 'FORBIDDEN_ROLE', siteMoveRefusal(r, user.role), '/site/id', { siteFrom: r.from, siteTo: r.to });

  app.get('/api/staff/shops/:shopId/profile', {
    config: { doc: { operationId: 'getLiveProfile', tag: 'Studio', security: 'staff', summary: 'The live version of a shop: { version, profile, menu } as written', responses: { 200: { description: '{ version, profile, menu, author, message, publishedAt, source }' } } } },
  }, async (req) => {
    const shopId = shopIdOf(req);
    const user = await staff(req, shopId, 'orders');
    const live = await liveVersion(db, shopId);
    if (!live) throw new ApiError(404, 'SHOP_NOT_FOUND', `Shop "${shopId}" has no published version.`, 'params:shopId');
    return { version: live.version, profile: readable(user, asWritten(live.profileText, live.profile)), menu: asWritten(live.menuText, live.menu), author: live.author, message: live.message, publishedAt: live.publishedAt, source: live.source };
  });

  app.post('/api/staff/shops/:shopId/drafts', {
    bodyLimit: DRAFT_BODY_LIMIT,
    config: {
      doc: {
        operationId: 'createDraft',
        tag: 'Studio',
        security: 'staff',
        summary: 'Store a draft { profile, menu?, basedOnVersion? } (JSON values or JSON text) and check it: the findings are those of shopctl lint; nothing is published',
        responses: { 201: { description: '{ draftId, basedOnVersion, findings }' } },
      },
    },
  }, async (req, reply) => {
    const shopId = shopIdOf(req);
    const user = await staff(req, shopId, 'orders');
    const body = bodyOf(req);
    if (!('profile' in body) || body['profile'] === null || (typeof body['profile'] !== 'string' && !isObject(body['profile']))) {
      throw new ApiError(400, 'MISSING_FIELD', 'Send the draft profile in "profile": the profile as a JSON object, or its JSON text.', '/profile');
    }
    const menu = body['menu'];
    if (menu !== undefined && menu !== null && typeof menu !== 'string' && !isObject(menu)) throw new ApiError(400, 'INVALID_FIELD', '"menu" must be the menu as a JSON object, or its JSON text.', '/menu');
    const live = await liveVersion(db, shopId);
    const asked = optionalInt(body, 'basedOnVersion', 0, 1e9);
    if (asked !== undefined && asked !== 0 && !(await versionOf(db, shopId, asked))) {
      throw new ApiError(404, 'VERSION_NOT_FOUND', `There is no version ${asked} of this shop to base a draft on. Leave basedOnVersion out to base it on the live version${live?.version ? ` (${live.version})` : ''}.`, '/basedOnVersion');
    }
    const basedOnVersion = asked ?? live?.version ?? null;
    const profile = await withSecretsBack(shopId, body['profile'], basedOnVersion, live);
    const checked = await withWebhookFindings(shopId, withHiddenSecretFindings(shopId, checkNewDraft(shopId, profile, menu ?? undefined, live, user.role)));
    const draftId = await createDraft(db, { shopId, profile: checked.profile, profileText: checked.profileText, menu: checked.menu, menuText: checked.menuText, findings: checked.findings, author: user.email, basedOnVersion, now: now() });
    return reply.status(201).send({ draftId, basedOnVersion, findings: checked.findings });
  });

  app.get('/api/staff/shops/:shopId/drafts/:draftId', {
    config: { doc: { operationId: 'getDraft', tag: 'Studio', security: 'staff', summary: 'A draft with its findings', responses: { 200: { description: '{ draftId, basedOnVersion, author, createdAt, profile, menu, findings }' } } } },
  }, async (req) => {
    const user = await staff(req, shopIdOf(req), 'orders');
    const d = await draftOf(req);
    return { draftId: d.draftId, basedOnVersion: d.basedOnVersion, author: d.author, createdAt: d.createdAt, profile: readable(user, d.profile === null || d.profile === undefined ? d.profileText : asWritten(d.profileText, d.profile)), menu: asWritten(d.menuText, d.menu), findings: findingsOf(d) };
  });

  app.post('/api/staff/shops/:shopId/drafts/:draftId/quote', {
    config: { doc: { operationId: 'quoteDraft', tag: 'Studio', security: 'staff', summary: 'Price a cart with the draft at an instant ({ cart, at? }): the full quote, with the staff trace', responses: { 200: { description: 'The quote', schema: 'Quote' } } } },
  }, async (req) => {
    await staff(req, shopIdOf(req), 'orders');
    const d = await draftOf(req);
    const body = bodyOf(req);
    const profile = compiledDraft(d);
    const at = optionalInstant(body, 'at', profile.identity.timeZone) ?? now();
    if (!isObject(body['cart'])) {
      throw new ApiError(400, body['cart'] === undefined ? 'MISSING_FIELD' : 'INVALID_FIELD', 'Send the cart to price in "cart", a JSON object as the quote API takes it: { "cart": { "products": [...], "cartType": "PICKUP", ... }, "at"?: ISO }.', '/cart');
    }
    const checked = checkCart(profile, body['cart'], false);
    if (!checked.ok) throw refusalError(refusalUnder(checked, '/cart'));
    return quoteCart(deps, profile, checked.cart, at);
  });

  app.post('/api/staff/shops/:shopId/drafts/:draftId/replay', {
    config: {
      doc: {
        operationId: 'replayDraft',
        tag: 'Studio',
        security: 'staff',
        summary: 'Price the last orders (limit, default 200) with the live version and with the draft, each at its own instant with its stored cart',
        responses: { 200: { description: '{ orders: [{ orderId, reference, at, liveInvoiceCents, draftInvoiceCents, differenceCents, rulesMoved }], summary: { orders, changed, totalDifferenceCents, biggest } }' } },
      },
    },
  }, async (req) => {
    const shopId = shopIdOf(req);
    await staff(req, shopId, 'orders');
    const d = await draftOf(req);
    const limit = optionalInt(bodyOf(req), 'limit', 1, REPLAY_MAX) ?? REPLAY_DEFAULT;
    const draft = compiledDraft(d);
    const live = shops.get(shopId);
    if (!live) throw new ApiError(404, 'SHOP_NOT_FOUND', `Shop "${shopId}" has no published version.`, 'params:shopId');
    const rows = await db.query<{ id: string; created_at: Date | string; cart: CartInput }>(
      `SELECT id, created_at, cart FROM orders WHERE shop_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [shopId, limit],
    );
    const orders = rows.rows.map((o) => {
      const at = new Date(o.created_at).getTime();
      // Both versions price the stored cart at the order's own instant, without order history, so
      // the difference is the draft's alone.
      const a = priceCart(live, o.cart, { now: at });
      const b = priceCart(draft, o.cart, { now: at });
      return {
        orderId: o.id,
        reference: orderReference(o.id),
        at: new Date(at).toISOString(),
        liveInvoiceCents: a.totals.invoiceCents,
        draftInvoiceCents: b.totals.invoiceCents,
        differenceCents: b.totals.invoiceCents - a.totals.invoiceCents,
        rulesMoved: rulesMoved(a, b),
      };
    });
    const changed = orders.filter((o) => o.differenceCents !== 0 || o.rulesMoved.length > 0);
    const biggest = orders.reduce<(typeof orders)[number] | null>((m, o) => (o.differenceCents !== 0 && (!m || Math.abs(o.differenceCents) > Math.abs(m.differenceCents)) ? o : m), null);
    return {
      orders,
      summary: {
        orders: orders.length,
        changed: changed.length,
        totalDifferenceCents: orders.reduce((s, o) => s + o.differenceCents, 0),
        biggest: biggest ? { orderId: biggest.orderId, reference: biggest.reference, differenceCents: biggest.differenceCents } : null,
      },
    };
  });

  const published = async (row: VersionRow, refused: readonly RefusedScheduled[] = []) => {
    // This instance serves what it just published at once; the others within a poll.
    if (row.status === 'published') {
      await shops.refresh?.();
      // Its profile.published event goes out now rather than at the next poll.
      ctx.lifecycle.hub.changed();
    }
    return { ...versionSummary(row), shopId: row.shopId, ...supersededAnswer(row, refused) };
  };

  app.post('/api/staff/shops/:shopId/drafts/:draftId/publish', {
    config: {
      doc: {
        operationId: 'publishDraft',
        tag: 'Studio',
        security: 'staff',
        summary: 'Publish a draft now, or at a time ({ at?, message?, basedOnVersion?, confirmWarnings? })',
        responses: {
          201: { description: 'The new version: { version, status (published | scheduled), publishAt, publishedAt, author, message, basedOnVersion, source }; published now, also supersededScheduled: [{ version, author, publishAt, basedOnVersion }] (scheduled versions made on the version it replaced, which will not go live) and, when there are any, a warning sentence' },
          403: { description: 'FORBIDDEN_ROLE also when the draft moves the shop to another site (site.id) and the publisher is not an owner (path /site/id)', schema: 'Error' },
          409: { description: 'WARNINGS_NEED_CONFIRM (with findings): send confirmWarnings: true; VERSION_CONFLICT: another version was published since the draft\'s', schema: 'Error' },
          422: { description: 'DRAFT_HAS_ERRORS, with the findings', schema: 'Error' },
        },
      },
    },
  }, async (req, reply) => {
    const shopId = shopIdOf(req);
    const user = await staff(req, shopId, 'publish');
    const d = await draftOf(req);
    await refuseSiteMove(user, shopId, d.profile);
    const body = bodyOf(req);
    const draft = compiledDraft(d);
    const at = optionalInstant(body, 'at', draft.identity.timeZone);
    const message = optionalText(body, 'message', 500);
    const basedOn = optionalInt(body, 'basedOnVersion', 0, 1e9) ?? d.basedOnVersion ?? undefined;
    const warnings = findingsOf(d).filter((f) => f.severity !== 'error');
    const confirm = body['confirmWarnings'];
    if (confirm !== undefined && confirm !== null && typeof confirm !== 'boolean') {
      throw new ApiError(400, 'INVALID_FIELD', 'confirmWarnings must be true or false.', '/confirmWarnings');
    }
    if (warnings.length > 0 && confirm !== true) {
      throw new ApiError(409, 'WARNINGS_NEED_CONFIRM', `The draft has ${warnings.length} warning(s) (see findings). Publish again with "confirmWarnings": true to publish it as it is.`, '/confirmWarnings', { findings: warnings });
    }
    const r = await publish(db, {
      shopId, profile: d.profile, profileText: d.profileText ?? JSON.stringify(d.profile, null, 2), menu: d.menu, menuText: d.menuText,
      author: user.email, message: message ?? null, source: 'studio', basedOnVersion: basedOn, at, now: now(), draftId: d.draftId ?? undefined,
      maySwitchSite: user.role === 'owner',
    });
    if (!r.ok && r.code === 'SITE_CHANGE_FORBIDDEN') throw siteMoveRefused(r, user);
    if (!r.ok) {
      throw new ApiError(409, 'VERSION_CONFLICT', `This draft was made on version ${r.basedOnVersion}, but version ${r.liveVersion ?? 'none'} has been published since; nothing was published. Open version ${r.liveVersion}, redo the change there, and publish that.`, '/basedOnVersion', { basedOnVersion: r.basedOnVersion, liveVersion: r.liveVersion });
    }
    return reply.status(201).send(await published(r.row, r.refusedScheduled));
  });

  app.get('/api/staff/shops/:shopId/versions', {
    config: { doc: { operationId: 'listVersions', tag: 'Studio', security: 'staff', summary: 'Every version as the live history, newest first (scheduled ones on top), with what changed from the version it was made on (the one it replaced)', responses: { 200: { description: '{ versions: [{ version, status, author, message, createdAt, publishAt, publishedAt, basedOnVersion, source, refused?, changes: [text] }] }' } } } },
  }, async (req) => {
    const shopId = shopIdOf(req);
    await staff(req, shopId, 'orders');
    const rows = await listVersions(db, shopId);
    const byNumber = new Map(rows.map((r) => [r.version, r]));
    const refused = await db.query<{ version: number | string | null; reason: string | null }>(
      `SELECT detail->>'version' AS version, detail->>'reason' AS reason FROM audit_log WHERE shop_id = $1 AND action = 'scheduled-refused'`,
      [shopId],
    );
    const reasons = new Map(refused.rows.map((x) => [Number(x.version), x.reason ?? 'it was refused when its time came']));
    return {
      versions: historyOrder(rows).map((r) => {
        const prev = r.basedOnVersion !== null ? byNumber.get(r.basedOnVersion) : undefined;
        const reason = r.status === 'superseded' && r.publishedAt === null ? reasons.get(r.version!) : undefined;
        return { ...versionSummary(r), ...(reason ? { refused: reason } : {}), changes: diffVersions(prev ? { profile: prev.profile, menu: prev.menu } : undefined, { profile: r.profile, menu: r.menu }) };
      }),
    };
  });

  app.get('/api/staff/shops/:shopId/versions/:n', {
    config: { doc: { operationId: 'getVersion', tag: 'Studio', security: 'staff', summary: 'One version with its profile and menu', responses: { 200: { description: '{ version, status, ..., profile, menu, changes }' } } } },
  }, async (req) => {
    const shopId = shopIdOf(req);
    const user = await staff(req, shopId, 'orders');
    const n = versionParam(req);
    const row = await versionOf(db, shopId, n);
    if (!row) throw new ApiError(404, 'VERSION_NOT_FOUND', `Shop "${shopId}" has no version ${n}. GET .../versions lists them.`, 'params:n');
    const prev = row.basedOnVersion !== null ? await versionOf(db, shopId, row.basedOnVersion) : undefined;
    return { ...versionSummary(row), profile: readable(user, asWritten(row.profileText, row.profile)), menu: asWritten(row.menuText, row.menu), changes: diffVersions(prev ? { profile: prev.profile, menu: prev.menu } : undefined, { profile: row.profile, menu: row.menu }) };
  });

  app.post('/api/staff/shops/:shopId/versions/:n/rollback', {
    config: { doc: { operationId: 'rollbackVersion', tag: 'Studio', security: 'staff', summary: 'Publish a new version equal to version n', responses: { 201: { description: 'The new version' }, 403: { description: 'FORBIDDEN_ROLE also when version n is of another site than the live one and the user is not an owner (path /site/id)', schema: 'Error' } } } },
  }, async (req, reply) => {
    const shopId = shopIdOf(req);
    const user = await staff(req, shopId, 'publish');
    const n = versionParam(req);
    const body = bodyOf(req);
    const row = await versionOf(db, shopId, n);
    if (!row) throw new ApiError(404, 'VERSION_NOT_FOUND', `Shop "${shopId}" has no version ${n}. GET .../versions lists them.`, 'params:n');
    await refuseSiteMove(user, shopId, row.profile);
    const c = compileVersion({ shopId, profile: row.profile, menu: row.menu }, presets());
    if (!c.ok) throw new ApiError(422, 'DRAFT_HAS_ERRORS', `Version ${n} no longer loads with the current presets (see findings).`, '', { findings: c.findings });
    const r = await publish(db, {
      shopId, profile: row.profile, profileText: row.profileText ?? JSON.stringify(row.profile, null, 2), menu: row.menu, menuText: row.menuText,
      author: user.email, message: optionalText(body, 'message', 500) ?? `rollback to version ${n}`, source: 'rollback',
      basedOnVersion: optionalInt(body, 'basedOnVersion', 0, 1e9), now: now(), auditDetail: { rolledBackTo: n }, maySwitchSite: user.role === 'owner',
    });
    if (!r.ok && r.code === 'SITE_CHANGE_FORBIDDEN') throw siteMoveRefused(r, user);
    if (!r.ok) throw new ApiError(409, 'VERSION_CONFLICT', `You rolled back from version ${r.basedOnVersion}, but version ${r.liveVersion ?? 'none'} has been published since; nothing was changed. Look at the versions again and roll back from there.`, '/basedOnVersion', { basedOnVersion: r.basedOnVersion, liveVersion: r.liveVersion });
    return reply.status(201).send(await published(r.row, r.refusedScheduled));
  });

  app.get('/api/staff/audit', {
    config: { doc: { operationId: 'listAudit', tag: 'Studio', security: 'staff', summary: 'Who changed what, when (?shopId= for one shop; without it owners see everything)', query: { shopId: { description: 'one shop' } }, responses: { 200: { description: '{ entries: [{ id, shopId, actor, action, detail, at }] }' } } } },
  }, async (req) => {
    const { shopId } = req.query as { shopId?: string };
    if (shopId !== undefined) {
      await staff(req, shopId, 'orders', 'query:shopId');
      return { entries: await listAudit(db, { shopIds: [shopId], includeGlobal: false, limit: 500 }) };
    }
    await staff(req, null, 'audit');
    return { entries: await listAudit(db, { includeGlobal: true, limit: 500 }) };
  });

  app.post('/api/staff/shops', {
    config: {
      doc: {
        operationId: 'createShop',
        tag: 'Studio',
        security: 'staff',
        summary: 'A new shop (owners only): { shopId, name, timeZone, siteId? } made as shopctl init makes it, published as version 1',
        responses: { 201: { description: 'The new version' }, 409: { description: 'SHOP_EXISTS', schema: 'Error' } },
      },
    },
  }, async (req, reply) => {
    const user = await staff(req, null, 'shops');
    const body = bodyOf(req);
    const shopId = optionalText(body, 'shopId', 60);
    if (!shopId || !/^[a-z0-9][a-z0-9-]*$/.test(shopId)) throw new ApiError(400, 'INVALID_FIELD', 'shopId must be lower-case letters, digits and dashes, starting with a letter or digit (at most 60), such as "juice-bar".', '/shopId');
    const name = optionalText(body, 'name', 100) ?? shopId;
    const timeZone = optionalText(body, 'timeZone', 64) ?? 'America/Los_Angeles';
    if (!DateTime.now().setZone(timeZone).isValid) throw new ApiError(400, 'INVALID_FIELD', `timeZone "${timeZone}" is not an IANA time zone, such as America/Los_Angeles.`, '/timeZone');
    if (shops.get(shopId) || (await liveVersion(db, shopId))) throw new ApiError(409, 'SHOP_EXISTS', `Shop "${shopId}" already exists. Choose another id, or edit it in the studio.`, '/shopId');
    const files = scaffoldShop(shopId, name, timeZone);
    const checked = checkNewDraft(shopId, files.profile, files.menu, undefined, user.role);
    if (!checked.loaded) throw new ApiError(422, 'DRAFT_HAS_ERRORS', 'The new shop does not check clean (see findings).', '', { findings: checked.findings });
    const r = await publish(db, {
      shopId, profile: checked.profile, profileText: checked.profileText, menu: checked.menu, menuText: checked.menuText,
      author: user.email, message: 'new shop', source: 'studio', basedOnVersion: 0, now: now(), auditDetail: { created: true },
    });
    if (!r.ok) throw new ApiError(409, 'SHOP_EXISTS', `Shop "${shopId}" was created a moment ago by someone else.`, '/shopId');
    return reply.status(201).send(await published(r.row));
  });
}
