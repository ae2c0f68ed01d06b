/**
 * The minimised cart bar: the logo and shop name linking home, and 'cart (N)' to the checkout
 * with the cart's subtotal from the server's quote beside it (the link's description, so its name
 * stays exactly 'cart (N)'). Right after 'Add to Cart' it takes the keyboard focus, so the cart is
 * one key away.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { useBoot, useShop } from '../../lib/boot.js';
import { formatCents, siteImageUrl } from '../../lib/format.js';
import { href } from '../../lib/routes.js';
import { homeHref } from '../../lib/site-nav.js';
import { useQuote } from './use-quote.js';
import { addedNotices } from '../../stores/added-notice.js';
import { toCartInput } from '../../stores/cart.js';
import { useCart, useCartLoaded } from '../../stores/use-cart.js';
import './cart-feedback.css';

export function MiniCartBar({ basePath }: { readonly basePath: string }) {
  const boot = useBoot();
  const shop = useShop();
  const loaded = useCartLoaded();
  const state = useCart((s) => s);
  // N counts every item: two of the same burger are two.
  const n = loaded ? state.products.reduce((k, p) => k + p.quantity, 0) : 0;
  const cartInput = useMemo(() => toCartInput(state, shop.shopId), [state, shop.shopId]);
  // The subtotal is the server's (the storefront never adds money up); shown only while it is the current cart's.
  const { quote, fresh } = useQuote(shop.shopId, () => cartInput, loaded && n > 0);
  const subtotal = n > 0 && fresh && quote ? quote.totals.subtotalCents : undefined;

  const notice = useStore(addedNotices, (s) => s.notice);
  const cartLink = useRef<HTMLAnchorElement>(null);
  const totalId = useId();
  useEffect(() => {
    if (!loaded || !notice?.focusCart) return;
    cartLink.current?.focus({ preventScroll: true });
    addedNotices.getState().focusTaken(notice.id);
  }, [loaded, notice]);

  return (
    <div className="mini-cart" role="region" aria-label="Cart">
      <div className="container mini-cart-inner">
        <Link to={homeHref(boot.site, { kind: 'menu', shopId: shop.shopId })} className="mini-cart-home">
          {/* The name is always written out: a wordmark logo is unreadable at this size. */}
          {shop.identity.logo && boot.site ? <img src={siteImageUrl(boot.site.id, shop.identity.logo)} alt="" width="64" height="32" /> : null}
          <span className="mini-cart-name">{shop.identity.name}</span>
        </Link>
        {/* Named exactly 'cart (N)' (spec); the subtotal beside it is its description, not part of its name. */}
        <Link ref={cartLink} to={href.checkout({ basePath })} state={{ fromMini: true }} className="btn btn-primary mini-cart-button" aria-describedby={subtotal !== undefined ? totalId : undefined}>
          cart ({n})
          {subtotal !== undefined ? (
            <span id={totalId} className="mini-cart-total" aria-hidden="true"><span className="visually-hidden">Subtotal </span>{formatCents(subtotal)}</span>
          ) : null}
        </Link>
      </div>
    </div>
  );
}
