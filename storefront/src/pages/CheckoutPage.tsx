/**
 * Checkout, every section of the spec in its order: Shopping Bag, Contact Information, cashback,
 * promo code, Fulfilment Options, delivery address, time, utensils, Payment, tip, donation,
 * Order Summary, blockers and 'Place your Order'. Totals are the server's quote.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CART_TYPE_LABELS, cartNotice, listTimeSlots, resolveProduct, shopStatus } from '../../../engine/index.js';
import { AddressFinder } from '../components/checkout/AddressFinder.js';
import { CashbackPanel } from '../components/checkout/CashbackPanel.js';
import { OfflineCardFields } from '../components/checkout/OfflineCardFields.js';
import { OrderSummary } from '../components/checkout/OrderSummary.js';
import { PromoCodeField } from '../components/checkout/PromoCodeField.js';
import { ShoppingBag } from '../components/checkout/ShoppingBag.js';
import { rememberTipToken } from '../components/order/tip-token.js';
import { TipPicker } from '../components/checkout/TipPicker.js';
import { AgeConfirmation } from '../components/checkout/AgeConfirmation.js';
import { Banners } from '../components/site/Banners.js';
import { useBoot, useShop } from '../lib/boot.js';
import { engineProfile, useNow } from '../lib/menu.js';
import { newIdempotencyKey, placeOrder, promoOutcome } from '../lib/ordering.js';
import { recordOrdered } from '../lib/ordered-today.js';
import type { CardHandle } from '../lib/payments/types.js';
import { useOperations } from '../lib/operations.js';
import { useQuote } from '../lib/use-quote.js';
import { orderHref } from '../lib/routes.js';
import { toCartInput, type CartType } from '../stores/cart.js';
import { useCart, useCartLoaded, useCartStore } from '../stores/use-cart.js';
import type { PageProps } from './page-props.js';
import '../styles/checkout.css';

const StripeCard = lazy(() => import('../components/checkout/StripeCard.js'));

/** The order types a PRODUCT_NOT_FOR_CART_TYPE blocker says the item can be ordered for (its params, from the quote). */
function switchesOf(b: { readonly params?: Record<string, unknown> }): CartType[] {
  const onlyFor = b.params?.['onlyFor'];
  return Array.isArray(onlyFor) ? onlyFor.filter((t): t is CartType => t === 'PICKUP' || t === 'DELIVERY' || t === 'DINEIN') : [];
}

export const DINE_IN_NOTE = 'Please check-in at counter to let us know you are here.';
export const DEFAULT_NOT_ENOUGH_DRIVERS = 'Not enough drivers in the area ... check back later or use pickup, Sorry!';
export const CONTACT_REQUIRED = 'we must be able to contact you for us to make the order.';

export default function CheckoutPage({ route }: PageProps) {
  const boot = useBoot();
  const shop = useShop();
  const settings = shop.settings;
  const now = useNow();
  const navigate = useNavigate();
  const store = useCartStore();
  const loaded = useCartLoaded();
  const state = useCart((s) => s);
  const cartInput = useMemo(() => toCartInput(state, shop.shopId), [state, shop.shopId]);
  const hasItems = state.products.length > 0;
  // Live operations (a pause, busy minutes, an item out of stock): the times and the quote follow them at once.
  const operations = useOperations();
  // Bumped when the customer verifies the phone for a promo code: the same cart is quoted again.
  const [phoneChecks, setPhoneChecks] = useState(0);
  const { quote, fresh, error: quoteError, replace } = useQuote(shop.shopId, cartInput, loaded && hasItems, `${JSON.stringify(operations ?? null)}|${phoneChecks}`);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  // The server's refusal of the phone (PHONE_INVALID, PHONE_COUNTRY), shown under the field until it is edited.
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const attemptKey = useRef<string | undefined>(undefined);
  const card = useRef<CardHandle>(null);
  const menuHref = boot.site ? orderHref(boot.site, shop.shopId) : route.basePath || '/';

  const names = useMemo(() => {
    const out: Record<string, string> = {};
    for (const p of state.products) out[p.productId] ??= resolveProduct(engineProfile(shop), p.productId, now)?.name ?? '';
    return out;
  }, [state.products, shop, now]);

  // Time slots from the engine, rebuilt every minute; a time no longer offered becomes ASAP or none.
  const timeField = state.cartType === 'DELIVERY' ? 'deliveryTime' : 'pickupTime';
  const chosen = state[timeField];
  const slotType = state.cartType === 'DELIVERY' ? 'delivery' : 'pickup';
  // A cart holding items that need notice (lead-time rules) is offered only times far enough ahead.
  const productIds = state.products.map((p) => p.productId).join('|');
  const noticeMinutes = useMemo(() => cartNotice(engineProfile(shop), productIds.split('|'), state.cartType)?.minutes ?? 0, [shop, productIds, state.cartType]);
  const slots = useMemo(() => listTimeSlots(engineProfile(shop), slotType, now, { noticeMinutes, operations }), [shop, slotType, now, noticeMinutes, operations]);
  const status = useMemo(() => shopStatus(engineProfile(shop), now, operations), [shop, now, operations]);
  const asapNote = slots.slots.find((s) => s.value === chosen)?.note;
  useEffect(() => {
    if (!loaded || state.cartType === 'DINEIN') return;
    const offered = slots.slots.some((s) => s.value === chosen);
    if (!offered) store.getState().chooseTime(slots.slots[0]?.value ?? 'ASAP');
  }, [loaded, slots, chosen, timeField, state.cartType, store]);

  const delivery = settings.delivery;
  const fulfilment: { type: CartType; label: string }[] = [];
  if (settings.allowDineIn) fulfilment.push({ type: 'DINEIN', label: 'Dine-In' });
  if (!settings.deliveryOnly) fulfilment.push({ type: 'PICKUP', label: 'Pick Up' });
  if (!delivery.disableDelivery) fulfilment.push({ type: 'DELIVERY', label: 'Delivery' });
  const cashAllowed = !settings.disableCash && !(state.cartType === 'DELIVERY' && delivery.deliveryCreditOnly);
  const cardAllowed = !settings.disableCredit;
  const cashLabel = state.cartType === 'DELIVERY' ? 'Cash' : 'Pay In Person';
  const cashback = shop.presentation.cashbackPanel;
  const showCashback = settings.enableCashback !== false && cashback?.show !== false && (quote?.totals.subtotalCents ?? 0) >= (cashback?.minSubtotalCents ?? 0);
  const promo = promoOutcome(quote, state.promoCode);
  const blockers = quote?.blockers ?? [];
  const canPlace = hasItems && fresh && quote !== undefined && blockers.length === 0 && !placing;

  const place = async () => {
    if (!quote || !canPlace) return;
    setFailure(undefined);
    let paymentMethod: string | undefined;
    if (state.paymentType === 'CARD' && quote.totals.invoiceCents > 0) {
      const read = await card.current?.paymentMethod();
      if (!read) return setFailure('The card form is not ready yet.');
      if (!read.ok) return setFailure(read.message);
      paymentMethod = read.paymentMethod;
    }
    setPlacing(true);
    attemptKey.current ??= newIdempotencyKey();
    const result = await placeOrder({
      shopId: shop.shopId,
      cart: { ...cartInput, ...(paymentMethod ? { paymentMethod } : {}) },
      expectedInvoiceCents: quote.totals.invoiceCents,
      idempotencyKey: attemptKey.current,
    });
    setPlacing(false);
    if (result.kind === 'placed') {
      attemptKey.current = undefined;
      rememberTipToken(result.order.shopId, result.order.orderId, result.order.tipToken);
      recordOrdered(shop.shopId, state.products, Date.now(), shop.identity.timeZone);
      store.getState().resetAfterOrder();
      navigate(`${route.basePath}/order-status/${encodeURIComponent(result.order.orderId)}/${encodeURIComponent(result.order.shopId)}`);
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

  if (!loaded) return <div className="container checkout-page" aria-busy="true"><h1>Checkout</h1></div>;
  if (!hasItems) {
    return (
      <div className="container checkout-page checkout-empty">
        <h1>Checkout</h1>
        <h2>Shopping Bag</h2>
        <p>Your bag is empty.</p>
        <Link className="btn btn-primary" to={menuHref}>Back to the menu</Link>
      </div>
    );
  }

  return (
    <div className="container checkout-page">
      <h1>Checkout</h1>
      <Banners placement="checkout" />
      <div className="checkout-grid">
        <div className="checkout-main">
          <ShoppingBag items={state.products} quote={quote} basePath={route.basePath} names={names} />
          <p><Link to={menuHref}>+ Add more items</Link></p>

          <section className="checkout-section" aria-labelledby="contact-h">
            <h2 id="contact-h">Contact Information</h2>
            {shop.presentation.contactRequiredMessage ? <p className="notice">{CONTACT_REQUIRED}</p> : null}
            <div className="field-row">
              <div className="field">
                <label htmlFor="contact-name">Name</label>
                <input id="contact-name" className="input" required autoComplete="name" value={state.name} onChange={(e) => store.getState().enterName(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor="contact-phone">Phone</label>
                <input
                  id="contact-phone" className="input" required type="tel" autoComplete="tel" value={state.phone}
                  aria-invalid={phoneError ? true : undefined} aria-describedby={phoneError ? 'contact-phone-error' : undefined}
                  onChange={(e) => { setPhoneError(undefined); store.getState().enterPhone(e.target.value); }}
                />
                {phoneError ? <p id="contact-phone-error" className="error-text">{phoneError}</p> : null}
              </div>
            </div>
          </section>

          {showCashback ? <CashbackPanel shopId={shop.shopId} /> : null}

          {shop.presentation.promoField ? (
            <PromoCodeField shopId={shop.shopId} outcome={fresh ? promo : undefined} onVerified={() => setPhoneChecks((n) => n + 1)} />
          ) : null}

          <fieldset className="checkout-section">
            <legend>Fulfilment Options</legend>
            <div className="choice-row">
              {fulfilment.map((f) => (
                <label key={f.type} className={`choice${state.cartType === f.type ? ' choice-on' : ''}`}>
                  <input type="radio" name="fulfilment" checked={state.cartType === f.type} onChange={() => store.getState().chooseCartType(f.type)} />
                  <span>{f.label}</span>
                </label>
              ))}
            </div>
            {status.message ? <p className="notice" role="status">{status.message}</p> : null}
            {state.cartType === 'DINEIN' ? <p className="notice">{DINE_IN_NOTE}</p> : null}
            {state.cartType === 'DELIVERY' ? (
              <AddressFinder shopId={shop.shopId} notEnoughDrivers={delivery.notEnoughDriver ? delivery.notEnoughDriverText || DEFAULT_NOT_ENOUGH_DRIVERS : undefined} />
            ) : null}
            {state.cartType !== 'DINEIN' ? (
              slots.slots.length > 0 ? (
                <div className="field">
                  <label htmlFor="order-time">{state.cartType === 'DELIVERY' ? 'Delivery time' : 'Pickup time'}</label>
                  <select id="order-time" className="select" value={chosen ?? ''} onChange={(e) => store.getState().chooseTime(e.target.value)}>
                    {slots.slots.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
                  </select>
                  {asapNote ? <p className="notice" role="status">{asapNote}</p> : null}
                </div>
              ) : (
                <p className="notice notice-danger">{slots.message ?? 'not available to order at this time'}</p>
              )
            ) : null}
            {settings.enableUtensilsPicker ? (
              <label className="check">
                <input type="checkbox" checked={state.utensilsOption !== 'NO_UTENSILS'} onChange={(e) => store.getState().includeUtensils(e.target.checked)} />
                <span>Include Utensils?</span>
              </label>
            ) : null}
          </fieldset>

          <fieldset className="checkout-section">
            <legend>Payment</legend>
            <div className="choice-row">
              {cashAllowed ? (
                <label className={`choice${state.paymentType === 'CASH' ? ' choice-on' : ''}`}>
                  <input type="radio" name="payment" checked={state.paymentType === 'CASH'} onChange={() => store.getState().choosePaymentType('CASH')} />
                  <span>{cashLabel}</span>
                </label>
              ) : null}
              {cardAllowed ? (
                <label className={`choice${state.paymentType === 'CARD' ? ' choice-on' : ''}`}>
                  <input type="radio" name="payment" checked={state.paymentType === 'CARD'} onChange={() => store.getState().choosePaymentType('CARD')} />
                  <span>PrePay</span>
                </label>
              ) : null}
            </div>
            {state.paymentType === 'CARD' ? (
              <div className="card-box">
                {boot.providers.payments.kind === 'stripe' ? (
                  <Suspense fallback={<p className="muted">Loading the card form…</p>}>
                    <StripeCard ref={card} publishableKey={boot.providers.payments.publishableKey} amountCents={quote?.totals.invoiceCents ?? 0} onWallet={() => void place()} />
                  </Suspense>
                ) : (
                  <OfflineCardFields ref={card} />
                )}
                <p className="muted card-note">Your card is processed securely by our card provider; this site never stores it.</p>
              </div>
            ) : null}
          </fieldset>

          {state.paymentType === 'CARD' ? <TipPicker quote={quote} tip={state.tip} onTip={(t) => store.getState().chooseTip(t)} /> : null}

          {settings.donation.enableDonation && state.paymentType === 'CARD' ? (
            <label className="check checkout-section">
              <input type="checkbox" checked={state.agreeToDonate} onChange={(e) => store.getState().chooseDonation(e.target.checked)} />
              <span>{settings.donation.donationPrompt || 'Add a donation'}</span>
            </label>
          ) : null}
        </div>

        <aside className="checkout-side">
          {failure ? <p className="notice notice-danger" role="alert">error: {failure}</p> : null}
          {quoteError ? <p className="notice notice-danger" role="alert">error: {quoteError.message}</p> : null}
          <OrderSummary quote={quote} fresh={fresh} />
          {quote?.minimumAge !== undefined ? (
            <AgeConfirmation minimumAge={quote.minimumAge} confirmed={state.ageConfirmed} onChange={(c) => store.getState().confirmAge(c)} />
          ) : null}
          {blockers.length > 0 ? (
            <ul className="blockers" aria-label="Before you can order">
              {blockers.map((b) => (
                <li key={b.code + b.message} className="error-text">
                  {b.message}
                  {b.code === 'CASH_LIMIT' || /credit card/.test(b.message) ? (
                    <> <button type="button" className="linklike" onClick={() => store.getState().choosePaymentType('CARD')}>Pay by card instead</button></>
                  ) : null}
                  {b.code === 'PRODUCT_NOT_FOR_CART_TYPE' ? switchesOf(b).map((t) => (
                    <span key={t}> <button type="button" className="linklike" onClick={() => store.getState().chooseCartType(t)}>Switch to {CART_TYPE_LABELS[t]}</button></span>
                  )) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="btn btn-primary btn-block place-button" disabled={!canPlace} aria-disabled={!canPlace} onClick={() => void place()}>
            {placing ? 'Placing Order...' : 'Place your Order'}
          </button>
        </aside>
      </div>
    </div>
  );
}
