/**
 * The storefront's draft preview: `?preview={draftId}` on a shop's page renders that draft
 * instead of the live version, for a signed-in staff member who works at the shop only. Anyone
 * else (no session, another site's staff, a draft of another shop, a draft with errors) gets the
 * live page, as if the parameter were not there.
 */
import type { FastifyRequest } from 'fastify';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Queryable } from '../db.js';
import type { ShopRegistry } from '../shops.js';
import type { StaffAuth } from '../staff/guard.js';
import { compileVersion } from './compile.js';
import { getDraft } from './store.js';

export type DraftPreview = (req: FastifyRequest, shopId: string, draftId: string) => Promise<LoadedProfile | undefined>;

/** The shop a draft belongs to, when the request's staff session may read that shop; else undefined. */
export type DraftShop = (req: FastifyRequest, draftId: string) => Promise<string | undefined>;

/**
 * Finds a draft's shop for a preview asked on a host that is not the shop's site (the console
 * signed in at the server's bare address, or at another site's): the storefront then renders the
 * draft's site there, since the staff session cookie belongs to the console's host.
 */
export function createDraftShopLookup(deps: { db: Queryable; staffAuth: StaffAuth }): DraftShop {
  return async (req, draftId) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(draftId)) return undefined;
    if (!(await deps.staffAuth.session(req))) return undefined;
    const row = (await deps.db.query<{ shop_id: string }>(`SELECT shop_id FROM profile_versions WHERE draft_id = $1`, [draftId])).rows[0];
    if (!row) return undefined;
    try {
      await deps.staffAuth.guard(req, row.shop_id, 'orders');
    } catch {
      return undefined;
    }
    return row.shop_id;
  };
}

/** Loads a draft for preview when the request's staff session may read the shop. */
export function createDraftPreview(deps: { db: Queryable; shops: ShopRegistry; staffAuth: StaffAuth }): DraftPreview {
  return async (req, shopId, draftId) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(draftId)) return undefined;
    if (!(await deps.staffAuth.session(req))) return undefined;
    try {
      await deps.staffAuth.guard(req, shopId, 'orders');
    } catch {
      return undefined;
    }
    const d = await getDraft(deps.db, shopId, draftId);
    if (!d || d.profile === null) return undefined;
    const findings = Array.isArray(d.findings) ? (d.findings as { severity?: string }[]) : [];
    if (findings.some((f) => f.severity === 'error')) return undefined;
    const c = compileVersion({ shopId, profile: d.profile, menu: d.menu }, deps.shops.presets?.() ?? {}, deps.shops.get(shopId)?.source);
    return c.ok ? c.profile : undefined;
  };
}
