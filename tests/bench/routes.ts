/** The storefront's pages the web benchmarks measure, by name, as the build's manifest keys them. */
export const ROUTES: Record<string, string> = {
  menu: 'src/features/menu/MenuPage.tsx',
  product: 'src/features/product/ProductPage.tsx',
  checkout: 'src/features/checkout/CheckoutPage.tsx',
  'order-status': 'src/features/order/OrderStatusPage.tsx',
  rewards: 'src/features/order/RewardsPage.tsx',
  'site page': 'src/features/site/SitePage.tsx',
  '404': 'src/features/site/NotFoundPage.tsx',
};
