/**
 * Which site a version puts its shop in. A shop's site decides who works at it (staff accounts
 * list sites) and which host serves it, so moving a shop to another site hands its orders, with
 * the customers' names and phones, to that site's staff. Only an owner may do it: a manager's
 * draft that changes `site.id` is an error finding, and a publish, a scheduled publish or a
 * rollback that would change it is refused unless an owner makes it.
 */
import type { Finding } from '../../schemas/index.js';
import { profileFileOf } from './compile.js';

/** The site a stored profile names (its `site.id`, else its shop id); undefined when it is not a profile at all. */
export function siteIdOf(profile: unknown, shopId: string): string | undefined {
  if (profile === null || typeof profile !== 'object' || Array.isArray(profile)) return undefined;
  const site = (profile as { site?: unknown }).site;
  const id = site !== null && typeof site === 'object' ? (site as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : shopId;
}

/** The site move a version makes from the live one, or undefined when it keeps the shop where it is. */
export function siteMove(shopId: string, live: unknown, next: unknown): { from: string; to: string } | undefined {
  const from = siteIdOf(live, shopId);
  const to = siteIdOf(next, shopId);
  return from !== undefined && to !== undefined && from !== to ? { from, to } : undefined;
}

const clip = (s: string): string => s.slice(0, 64);

/** The refusal's words: what the version would do, and that an owner must do it. */
export function siteMoveRefusal(move: { from: string; to: string }, role: string): string {
  return `This version moves the shop from site "${clip(move.from)}" to site "${clip(move.to)}" (site.id), which hands its orders to that site's staff; your role (${role}) may not move a shop to another site. Ask an owner of the restaurant to make this change, or keep site.id "${clip(move.from)}".`;
}

/**
 * The draft finding of a site move: an error for anyone but an owner (the draft cannot be
 * published, so the studio says it before anything else), a warning for an owner (publishing asks
 * to confirm it).
 */
export function siteMoveFinding(shopId: string, move: { from: string; to: string }, role: string): Finding {
  const owner = role === 'owner';
  return {
    severity: owner ? 'warning' : 'error',
    code: owner ? 'SITE_CHANGE' : 'SITE_CHANGE_NEEDS_OWNER',
    file: profileFileOf(shopId),
    path: '/site/id',
    line: 0,
    column: 0,
    message: owner
      ? `This draft moves the shop from site "${clip(move.from)}" to site "${clip(move.to)}": its orders, board and storefront go to that site, and the staff of "${clip(move.from)}" no longer see it.`
      : `This draft moves the shop from site "${clip(move.from)}" to site "${clip(move.to)}"; only an owner may move a shop to another site.`,
    hint: owner
      ? 'Publish with confirmWarnings if the shop really belongs to the other site.'
      : `Keep "site": { "id": "${clip(move.from)}" }, or ask an owner of the restaurant to move the shop.`,
  };
}
