/**
 * Order confirmation: '{Delivery|ToGo|Dine In} Order Confirmation', the pickup address, the card
 * statement box, 'View PDF Receipt', e-mail sign-up, 'THIS is a {type}', the post-order tip,
 * 'Check Your Order:' and the receipt, with the tip after the receipt once the order has one.
 * A card order the shop rejected or cancelled reads refunded in the statement box and on the
 * receipt (an order paid in person reads that nothing is owed), from the live status too.
 * An order the shop rejected or cancelled (or whose payment was refunded) takes no tip: the tip
 * goes away as soon as the order or its live status says so, and a tip sent meanwhile shows the
 * server's refusal in its place. The order is personal data: it is fetched in the browser.
 * The restaurant on the page is the one that took the order (the path's `shopId`, else the
 * location of the path): its address, phone, e-mail, clock and statement name, its public profile
 * fetched when it is another location than the path's (then the page names it: 'Ordered from').
 * A shop of another site is never shown in this site's frame: the server sends the visitor to that
 * site's own address, and where it cannot, this is the 404 page.
 */
import { useState } from 'react';
import { CardStatement } from './CardStatement.js';
import { CheckYourOrder } from './CheckYourOrder.js';
import { EmailSignup } from './EmailSignup.js';
import { OrderProgressLine, useOrderProgress } from './OrderProgressLine.js';
import { confirmationTitle, paymentFacts, tipClosed, type OrderView } from './order-view.js';
import { Receipt } from './Receipt.js';
import { TipWidget } from './TipWidget.js';
import NotFoundPage from '../site/NotFoundPage.js';
import { tipTokenFor } from './tip-token.js';
import { call, shopApi, shopPath } from '../../lib/api.js';
import { useBoot, useShop, type ClientProfile } from '../../lib/boot.js';
import { formatCents } from '../../lib/format.js';
import { siteHasShop } from '../../lib/routes.js';
import { useApiRequest } from '../../lib/use-api-request.js';
import type { PageProps } from '../../lib/page-props.js';
import './order.css';

/** What the page shows of the restaurant that took the order (its public profile has it all). */
interface OrderShop {
  readonly shopId: string;
  readonly identity: Pick<ClientProfile['identity'], 'name' | 'phone' | 'email' | 'timeZone' | 'statementDescriptor'>;
  readonly settings: { readonly deliveryAddress?: string | undefined };
  readonly presentation: { readonly postOrderTipWidget?: boolean | undefined };
}

export default function OrderStatusPage({ route, params }: PageProps) {
  const boot = useBoot();
  const here = useShop();
  const shopId = params.shopId || here.shopId;
  const orderId = params.orderId ?? '';
  // Only the locations of this site: another site's order is not drawn in this site's header and footer.
  const ofThisSite = !boot.site || siteHasShop(boot.site, shopId);
  const read = useApiRequest((signal) => call((c) => c.GET('/api/shops/{shopId}/orders/{orderId}', { params: { path: { shopId, orderId } }, signal })), { key: ofThisSite ? `${shopId} ${orderId}` : null });
  // Another location's order: that location's public profile, not the path's.
  const elsewhere = shopId !== here.shopId;
  const other = useApiRequest((signal) => call((c) => c.GET('/api/shops/{shopId}', { params: shopPath(shopId), signal })), { key: elsewhere && ofThisSite ? shopId : null });
  const shop: OrderShop | undefined = !elsewhere ? here : other.key === shopId ? other.data : undefined;
  const order: OrderView | undefined = read.data;
  const error = read.error?.message ?? (elsewhere && other.key === shopId ? other.error?.message : undefined);
  const progress = useOrderProgress(order, shopId);
  // The server's words when it refused a tip because the order had closed meanwhile.
  const [tipRefusal, setTipRefusal] = useState<string | undefined>();

  if (!ofThisSite) return <NotFoundPage route={route} params={{}} />;
  if (error) return <div className="container order-page"><h1>Order Confirmation</h1><p className="notice notice-danger" role="alert">{error}</p></div>;
  if (!order || !shop) return <div className="container order-page" aria-busy="true"><h1>Order Confirmation</h1><p className="muted">Loading your order…</p></div>;

  const card = order.paymentType === 'CARD';
  const typeWord = order.cartType === 'DELIVERY' ? 'Delivery' : order.cartType === 'DINEIN' ? 'Dine In' : 'Pick Up';
  const tipped = (order.postOrderTipCents ?? 0) > 0;
  // Only the browser that placed the order holds its tip token; elsewhere there is no tip widget.
  const tipToken = tipTokenFor(shopId, order.orderId);
  // Closing is final: the fetched order or the live status saying so is enough.
  const closed = tipClosed(order) || (progress !== undefined && tipClosed(progress));
  const payment = paymentFacts(order, progress);
  const showTip = card && order.totals.invoiceCents > 0 && shop.presentation.postOrderTipWidget !== false && tipToken !== undefined;
  // The widget comes before the receipt when no tip was given, after it once there is one (at
  // checkout or added here); its buttons and amounts are the order's quote's.
  const tipAfterReceipt = order.tips > 0 || tipped;
  const tipSection = !showTip ? null : tipRefusal ? (
    <p className="notice notice-danger tip-closed" role="alert">{tipRefusal}</p>
  ) : closed ? null : tipped ? (
    <p className="notice notice-ok tip-thanks-after" role="status">Thanks for tipping! ({formatCents(order.postOrderTipCents)})</p>
  ) : (
    <TipWidget
      shopId={shopId} orderId={order.orderId} tipToken={tipToken} choices={order.quote.postOrderTipChoices ?? []}
      onTipped={(updated) => (updated ? read.set(updated) : void read.run())}
      onClosed={(message) => {
        setTipRefusal(message);
        void read.run();
      }}
    />
  );
  const processor = boot.providers.payments.kind === 'stripe' ? 'Stripe' : 'the offline test card processor (no real charge)';
  return (
    <div className="container order-page">
      <h1>{confirmationTitle(order.cartType)}</h1>
      <p className="order-id muted">Order {order.reference}</p>
      <OrderProgressLine progress={progress} cartType={order.cartType} zone={shop.identity.timeZone} />
      {/* On another location's pages, the page names the restaurant that has the order. */}
      {elsewhere ? <p className="order-shop">Ordered from <strong>{shop.identity.name}</strong></p> : null}
      {order.cartType !== 'DELIVERY' && shop.settings.deliveryAddress ? <p className="order-address">{shop.settings.deliveryAddress}</p> : null}
      {order.allergyNote ? (
        <div className="allergy-sent card" role="note" aria-label="Allergy note">
          <p><strong>Allergy note sent to the kitchen</strong> (printed first on your order ticket):</p>
          <p className="allergy-sent-text">{order.allergyNote}</p>
        </div>
      ) : null}
      {card ? <CardStatement order={order} payment={payment} processor={processor} descriptor={shop.identity.statementDescriptor} /> : null}
      <p>
        <a className="btn btn-ghost" href={shopApi(shopId, `/orders/${encodeURIComponent(order.orderId)}/receipt.pdf`)} target="_blank" rel="noopener">View PDF Receipt</a>
      </p>
      <EmailSignup shopId={shopId} orderId={order.orderId} name={order.name} />
      <p className="this-is">THIS is a {typeWord}</p>
      {tipAfterReceipt ? null : tipSection}
      <CheckYourOrder shop={shop} phone={shop.identity.phone} orderShopId={shopId} host={boot.host} />
      <Receipt order={order} zone={shop.identity.timeZone} payment={payment} promisedAt={progress ? progress.promisedAt : order.promisedAt} />
      {tipAfterReceipt ? tipSection : null}
    </div>
  );
}
