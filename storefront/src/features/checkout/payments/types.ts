/** The browser side of card payments: one interface, an offline test provider and Stripe. */
export type CardResult = { readonly ok: true; readonly paymentMethod: string } | { readonly ok: false; readonly message: string };

export interface CardHandle {
  /** Reads the card and returns what the order sends as `paymentMethod` (never stored in the browser). */
  paymentMethod(): Promise<CardResult>;
}
