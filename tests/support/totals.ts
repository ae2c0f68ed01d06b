/** The 12 quote totals of DESIGN section 5, in its order: written out here, not read from the schema under test. */
export const TOTAL_KEYS = [
  'subtotalCents',
  'discountCents',
  'serviceFeeCents',
  'deliveryFeeCents',
  'taxCents',
  'preTipTotalCents',
  'tipCents',
  'donationCents',
  'cashbackAppliedCents',
  'invoiceCents',
  'cashbackEarnedCents',
  'marketPriceItems',
] as const;
