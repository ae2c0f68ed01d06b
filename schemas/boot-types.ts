/**
 * The data the server embeds in every storefront page, shared by the server (which builds it)
 * and the storefront (which reads it before hydrating).
 */
import type { Operations } from './generated/types.js';
import type { LoadedProfile } from './profile-types.js';

/** What the storefront needs to know about one location (a shop) of a site. */
export interface LocationSummary {
  readonly shopId: string;
  readonly label: string;
  /** '' or a path starting with '/', without a trailing '/'. */
  readonly basePath: string;
  readonly orderPaths: readonly string[];
}

/** A page of the site as routing needs it (the rest is read from the profile when rendering). */
export interface PageRef {
  readonly path: string;
  readonly kind: string;
  readonly redirectTo?: string | undefined;
}

/** A site (brand) as the storefront routes it. */
export interface SiteSummary {
  readonly id: string;
  readonly name: string;
  readonly defaultShopId: string;
  readonly domains: readonly string[];
  readonly locations: readonly LocationSummary[];
  /** The default location's presentation.pages, for routing. */
  readonly pages: readonly PageRef[];
}

/** The browser-side providers, chosen by the server's configuration. */
export interface ClientProviders {
  readonly payments: { readonly kind: 'offline' } | { readonly kind: 'stripe'; readonly publishableKey: string };
  readonly maps: { readonly kind: 'demo' } | { readonly kind: 'google'; readonly apiKey: string };
}

/**
 * The profile as the browser may see it: without promotions (their codes are secret, so the
 * browser never prices a whole cart), legacy ids or the menu's source.
 */
export type ClientProfile = Omit<LoadedProfile, 'legacy' | 'source'>;

/** The data embedded in every page (`TMenu`: the engine's ResolvedMenu; schemas import nothing of ours). */
export interface BootData<TMenu = unknown> {
  readonly host: string;
  /** The scheme and host the page was asked on (`https://example.com`), for absolute links. */
  readonly origin?: string;
  /** Server instant the page was rendered at (epoch ms). */
  readonly at: number;
  /**
   * Set on a staff member's draft preview at an asked instant (`?preview={draftId}&at={ISO}`):
   * the page's clock stays at `at` (menus, prices, offered times), never the browser's.
   */
  readonly clockFixed?: true;
  /** null on a bare host without DEFAULT_SITE: the site index. */
  readonly site: SiteSummary | null;
  /** Every site, for the site index. */
  readonly sites?: readonly SiteSummary[];
  /** The location the page belongs to: its public profile and its menu resolved at `at`. */
  readonly shop?: ClientProfile;
  readonly menu?: TMenu;
  /**
   * Epoch ms until which `menu` is the menu customers see (the engine's next change after `at`:
   * a schedule boundary, an opening or closing time, midnight, the end of a pause); absent on a
   * page rendered for one response. The browser resolves the menu again only after it.
   */
  readonly validUntil?: number;
  /** The shop's live operations at `at` (a pause, busy minutes, items out of stock); absent = none. */
  readonly operations?: Operations;
  readonly providers: ClientProviders;
}
