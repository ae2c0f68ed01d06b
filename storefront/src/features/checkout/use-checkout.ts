/**
 * Checkout's state: the cart on screen, the server's quote for it (asked again when the cart, the
 * shop's live operations or the minute change, or after the phone is verified), and placing the
 * order with the invoice on screen and one Idempotency-Key per attempt. Sections read what they
 * show from here; none of them asks the server for a quote or places an order.
 */
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CartInput } from '../../../../schemas/generated/types.js';
import type { ApiErrorBody } from '../../lib/api.js';
import { useShop } from '../../lib/boot.js';
import { useNow } from '../../lib/menu.js';
import { useOperations } from '../../lib/operations.js';
import { recordOrdered } from '../../lib/ordered-today.js';
import { newIdempotencyKey, placeOrder, type Quote } from '../../lib/ordering.js';
import type { CardHandle } from './payments/types.js';
import { href } from '../../lib/routes.js';
import { useQuote } from '../cart/use-quote.js';
import { clearPlacedLines, type CartState } from '../../stores/cart.js';
import { useCart, useCartLoaded, useCartStore } from '../../stores/use-cart.js';
import { rememberTipToken } from '../order/tip-token.js';
import { checkoutCart } from './checkout-view.js';

export interface Checkout {
  /** The saved cart has been loaded (after hydration). */
  readonly loaded: boolean;
  readonly cart: CartState;
  /** The cart as quoted and ordered (the effective time in place of one no longer offered). */
  readonly input: CartInput;
  readonly quote: Quote | undefined;
  /** The quote on screen is the one for the cart on screen. */
  readonly fresh: boolean;
  readonly quoteError: ApiErrorBody | undefined;
  readonly canPlace: boolean;
  readonly placing: boolean;
  /** Why the last attempt failed, in the server's or the card provider's words. */
  readonly failure: string | undefined;
  /** The server's refusal of the phone (PHONE_INVALID, PHONE_COUNTRY), until it is edited. */
  readonly phoneError: string | undefined;
  clearPhoneError(): void;
  /** The phone was verified (a promo code needing it): quote the same cart again. */
  phoneVerified(): void;
  /** The card form the order reads its payment method from. */
  readonly card: RefObject<CardHandle | null>;
  place(): Promise<void>;
}

/** The checkout of the shop's cart; `basePath` is the location's, for the order's page. */
export function useCheckout(basePath: string): Checkout {
  const shop = useShop();
  const navigate = useNavigate();
  const store = useCartStore();
  const loaded = useCartLoaded();
  const cart = useCart((s) => s);
  const operations = useOperations();
  // Each minute the offered times move on: the quote is asked again.
  const minute = Math.floor(useNow() / 60_000);
  const [phoneChecks, setPhoneChecks] = useState(0);
  const hasItems = cart.products.length > 0;
  const makeCart = useCallback((last: Quote | undefined) => checkoutCart(cart, shop.shopId, last), [cart, shop.shopId]);
  const { quote, fresh, error: quoteError, cart: input, replace } = useQuote(shop.shopId, makeCart, loaded && hasItems, `${JSON.stringify(operations ?? null)}|${phoneChecks}|${minute}`);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const attemptKey = useRef<string | undefined>(undefined);
  const card = useRef<CardHandle>(null);
  const canPlace = hasItems && fresh && quote !== undefined && quote.blockers.length === 0 && !placing;

  const place = async (): Promise<void> => {
    if (!quote || !canPlace) return;
    setFailure(undefined);
    let paymentMethod: string | undefined;
    if (quote.paymentType === 'CARD' && quote.totals.invoiceCents > 0) {
      const read = await card.current?.paymentMethod();
      if (!read) return setFailure('The card form is not ready yet.');
      if (!read.ok) return setFailure(read.message);
      paymentMethod = read.paymentMethod;
    }
    setPlacing(true);
    attemptKey.current ??= newIdempotencyKey();
    const result = await placeOrder({
      shopId: shop.shopId,
      cart: { ...input, ...(paymentMethod ? { paymentMethod } : {}) },
      expectedInvoiceCents: quote.totals.invoiceCents,
      idempotencyKey: attemptKey.current,
    });
    setPlacing(false);
    if (result.kind === 'placed') {
      attemptKey.current = undefined;
      rememberTipToken(result.order.shopId, result.order.orderId, result.order.tipToken);
      recordOrdered(shop.shopId, cart.products, Date.now(), shop.identity.timeZone);
      // Only the lines this order held: a line added in another tab meanwhile stays in the bag.
      await clearPlacedLines(store, cart.products);
      navigate(href.orderStatus({ basePath }, result.order.orderId, result.order.shopId));
    } else if (result.kind === 'price-changed') {
      replace(result.quote);
      setFailure(`Prices changed: ${result.message}`);
    } else if (result.kind === 'blocked') {
      setFailure(result.blockers.map((b) => b.message).join(' '));
    } else {
      if (result.error.path === '/phone') setPhoneError(result.error.message);
      setFailure(result.error.message);
    }
  };

  return {
    loaded,
    cart,
    input,
    quote,
    fresh,
    quoteError,
    canPlace,
    placing,
    failure,
    phoneError,
    clearPhoneError: () => setPhoneError(undefined),
    phoneVerified: () => setPhoneChecks((n) => n + 1),
    card,
    place,
  };
}
