/** Who a customer writes to when an order needs correcting ('Check Your Order:'). */

/** What the order page knows of the shop whose order it shows. */
export interface CorrectionShop {
  readonly shopId: string;
  readonly identity: { readonly email?: string | undefined };
}

/**
 * The e-mail address for corrections: the shop's own (`identity.email`) when the order is this
 * shop's and its profile has one, else the legacy product's fallback `{shopId}@{host}` (the host
 * without its port).
 */
export function correctionEmail(shop: CorrectionShop, orderShopId: string, host: string): string {
  const own = shop.shopId === orderShopId ? shop.identity.email?.trim() : undefined;
  return own ? own : `${orderShopId}@${host.replace(/:\d+$/, '')}`;
}
