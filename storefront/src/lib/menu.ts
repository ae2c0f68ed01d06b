/**
 * The menu and products as customers see them now, for the cart's order type: resolved by the
 * engine in the browser at the browser's instant (the server's resolution, for the default order type, is used to hydrate,
 * and for as long as the server says it holds), and again every minute, so a weekday
 * category or a timed window changes while the page is open, again when the shop's live
 * operations change (an item out of stock, a pause), and again when the customer chooses another
 * order type (an item for dine-in only reads 'Dine-in only' in a pickup cart).
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { resolveMenu, resolveProduct, type ResolvedMenu, type ResolvedProduct } from '../../../engine/index.js';
import type { LoadedProfile } from '../../../schemas/profile-types.js';
import { useBoot, useShop, type ClientProfile } from './boot.js';
import { useOperations } from './operations.js';
import { useCartType } from '../stores/use-cart.js';

/** The engine takes the loaded profile; the client profile is that profile less server-only fields. */
export function engineProfile(shop: ClientProfile): LoadedProfile {
  return shop as LoadedProfile;
}

/**
 * The current instant: the server's render instant until the page has hydrated, then the
 * browser clock, updated at every minute boundary (schedules are minute-grained). A draft
 * preview at an asked instant keeps that instant: the page shows the draft as it would be then.
 */
export function useNow(): number {
  const boot = useBoot();
  const fixed = boot.clockFixed === true;
  const [now, setNow] = useState(boot.at);
  useEffect(() => {
    if (fixed) return;
    // A new minute may re-resolve the menu: low priority, so it never blocks input.
    startTransition(() => setNow(Date.now()));
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const t = Date.now();
      timer = setTimeout(() => {
        startTransition(() => setNow(Date.now()));
        schedule();
      }, 60_000 - (t % 60_000) + 50);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [fixed]);
  return fixed ? boot.at : now;
}

/** The minute an instant falls in: menus are equal within one minute. */
function minuteOf(t: number): number {
  return Math.floor(t / 60_000);
}

export function useMenu(): ResolvedMenu {
  const boot = useBoot();
  const shop = useShop();
  const now = useNow();
  const minute = minuteOf(now);
  // Live operations (out of stock) change the menu too: the server's menu serves only while they are the page's first ones.
  const operations = useOperations();
  const cartType = useCartType();
  // A kept page may have been rendered a while ago: its menu holds until `validUntil`.
  const holds = boot.menu !== undefined && operations === boot.operations &&
    (cartType === undefined || boot.menu.cartType === cartType) &&
    (minuteOf(boot.at) === minute || (boot.validUntil !== undefined && minute * 60_000 >= boot.at && minute * 60_000 < boot.validUntil));
  return useMemo(
    () => (holds && boot.menu ? boot.menu : resolveMenu(engineProfile(shop), minute * 60_000, operations, cartType)),
    [holds, boot.menu, shop, minute, operations, cartType],
  );
}

/** One product as resolved now (hidden ones too, with visible false); undefined for an unknown id. */
/** Whether the shop's menu has a product of this id at all (shown now or not): an unknown id's page is a 404. */
export function menuHasProduct(shop: ClientProfile | undefined, productId: string | undefined, at: number): boolean {
  return shop !== undefined && productId !== undefined && resolveProduct(engineProfile(shop), productId, at) !== undefined;
}

export function useProduct(productId: string | undefined): ResolvedProduct | undefined {
  const shop = useShop();
  const minute = minuteOf(useNow());
  const operations = useOperations();
  const cartType = useCartType();
  return useMemo(
    () => (productId ? resolveProduct(engineProfile(shop), productId, minute * 60_000, operations, cartType) : undefined),
    [shop, productId, minute, operations, cartType],
  );
}

/**
 * Resolves the products a combo offers, at the same minute and with the same live operations as
 * the page's product, so the chooser shows what can be chosen now and the engine prices them.
 */
export function useResolveChoice(): (productId: string) => ResolvedProduct | undefined {
  const shop = useShop();
  const minute = minuteOf(useNow());
  const operations = useOperations();
  return useMemo(() => {
    const profile = engineProfile(shop);
    return (productId: string) => resolveProduct(profile, productId, minute * 60_000, operations);
  }, [shop, minute, operations]);
}
