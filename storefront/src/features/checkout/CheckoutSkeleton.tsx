/**
 * Checkout before the saved cart is loaded: the bag lives in this browser, so the server and the
 * first render in the browser show this frame (the same in both, so hydration matches), and the
 * bag and its form replace it right after. Without JavaScript it stays, and says how to order.
 */
import { useShop } from '../../lib/boot.js';
import { phoneHref } from '../../lib/format.js';
import './checkout-skeleton.css';

/** What a browser without JavaScript shows in place of the bag. */
export const NO_SCRIPT_CHECKOUT = 'Your bag is kept in this browser: turn on JavaScript to see it and place your order.';

export function CheckoutSkeleton({ menuHref }: { readonly menuHref: string }) {
  const shop = useShop();
  const phone = shop.identity.phone;
  return (
    <div className="container checkout-page checkout-skeleton" aria-busy="true">
      <h1>Checkout</h1>
      <noscript>
        <div className="notice">
          <p>{NO_SCRIPT_CHECKOUT}</p>
          {phone ? <p>To order by phone, call <a href={phoneHref(phone)}>{phone}</a>.</p> : null}
          <p><a href={menuHref}>Back to the menu</a></p>
        </div>
      </noscript>
      <div className="checkout-grid" aria-hidden="true">
        <div className="checkout-main">
          <div className="skeleton-title" />
          <div className="skeleton-block" />
          <div className="skeleton-block" />
          <div className="skeleton-title" />
          <div className="skeleton-block skeleton-short" />
        </div>
        <div className="checkout-side">
          <div className="skeleton-block skeleton-tall" />
        </div>
      </div>
    </div>
  );
}
