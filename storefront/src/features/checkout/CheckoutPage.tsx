/**
 * Checkout, every section of the spec in its order: Shopping Bag, Contact Information, cashback,
 * promo code, Fulfilment Options (address and time), Payment, tip, donation, then the Order
 * Summary, the age check, the blockers and 'Place your Order'. The sections render the quote's
 * data; `useCheckout` owns the quote and placing the order.
 */
import { Link } from 'react-router-dom';
import { AgeConfirmation } from './AgeConfirmation.js';
import { BlockerList } from './BlockerList.js';
import { CashbackPanel } from './CashbackPanel.js';
import { CheckoutSkeleton } from './CheckoutSkeleton.js';
import { ContactSection } from './ContactSection.js';
import { DonationCheckbox } from './DonationCheckbox.js';
import { FulfilmentSection } from './FulfilmentSection.js';
import { OrderSummary } from './OrderSummary.js';
import { PaymentSection } from './PaymentSection.js';
import { PromoCodeField } from './PromoCodeField.js';
import { ShoppingBag } from './ShoppingBag.js';
import { StickyPlaceBar } from './StickyPlaceBar.js';
import { AllergyNoteField } from './AllergyNoteField.js';
import { TipPicker } from './TipPicker.js';
import { useCheckout } from './use-checkout.js';
import { Banners } from '../site/Banners.js';
import { useBoot, useShop } from '../../lib/boot.js';
import { promoOutcome } from '../../lib/ordering.js';
import { href, locationOf } from '../../lib/routes.js';
import { useCartStore } from '../../stores/use-cart.js';
import type { PageProps } from '../../lib/page-props.js';
import './checkout.css';

export default function CheckoutPage({ route }: PageProps) {
  const boot = useBoot();
  const shop = useShop();
  const store = useCartStore();
  const checkout = useCheckout(route.basePath);
  const { cart, quote, fresh } = checkout;
  const menuHref = boot.site ? href.menu(locationOf(boot.site, shop.shopId)) : href.base(route);

  if (!checkout.loaded) return <CheckoutSkeleton menuHref={menuHref} />;
  if (cart.products.length === 0) {
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
          <ShoppingBag items={cart.products} quote={quote} basePath={route.basePath} />
          <p><Link to={menuHref}>+ Add more items</Link></p>
          <AllergyNoteField note={cart.allergyNote} onChange={(note) => store.getState().writeAllergyNote(note)} />
          <ContactSection phoneError={checkout.phoneError} onPhoneEdited={checkout.clearPhoneError} />
          {quote?.choices?.cashback.allowed ? <CashbackPanel shopId={shop.shopId} quote={quote} fresh={fresh} /> : null}
          {shop.presentation.promoField ? (
            <PromoCodeField shopId={shop.shopId} outcome={fresh ? promoOutcome(quote, cart.promoCode) : undefined} onVerified={checkout.phoneVerified} />
          ) : null}
          <FulfilmentSection quote={quote} fresh={fresh} cart={checkout.input} />
          <PaymentSection quote={quote} card={checkout.card} onWallet={() => void checkout.place()} />
          {quote?.tipChoices?.length ? <TipPicker quote={quote} tip={cart.tip} onTip={(t) => store.getState().chooseTip(t)} /> : null}
          <DonationCheckbox quote={quote} />
        </div>

        <aside className="checkout-side">
          {checkout.failure ? <p className="notice notice-danger" role="alert">error: {checkout.failure}</p> : null}
          {checkout.quoteError ? <p className="notice notice-danger" role="alert">error: {checkout.quoteError.message}</p> : null}
          <OrderSummary quote={quote} fresh={fresh} />
          {quote?.minimumAge !== undefined ? (
            <AgeConfirmation minimumAge={quote.minimumAge} confirmed={cart.ageConfirmed} onChange={(c) => store.getState().confirmAge(c)} />
          ) : null}
          <BlockerList quote={quote} basePath={route.basePath} menuHref={menuHref} />
          <button type="button" className="btn btn-primary btn-block place-button" disabled={!checkout.canPlace} aria-disabled={!checkout.canPlace} onClick={() => void checkout.place()}>
            {checkout.placing ? 'Placing Order...' : 'Place your Order'}
          </button>
        </aside>
      </div>
      <StickyPlaceBar quote={quote} fresh={fresh} failure={checkout.failure} />
    </div>
  );
}
