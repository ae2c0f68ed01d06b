/** The starting files of a new shop, shared by `shopctl init` and the studio's new shop. */

/**
 * A new shop's profile, menu and example cart: open 11:00-21:00 every day, 9.5% tax, a $2.99
 * delivery fee within 5 miles, a burger with a required side, a drink and an untaxed retail
 * category. It lints clean and prices. `schemas` are the "$schema" references to write (default:
 * the repository layout shops/<site>/).
 */
export function scaffoldShop(
  site: string,
  name: string,
  timeZone: string,
  schemas: { profile: string; menu: string; cart: string } = { profile: '../../schemas/shop-profile.schema.json', menu: '../../schemas/menu.schema.json', cart: '../../../schemas/cart.schema.json' },
): { profile: Record<string, unknown>; menu: Record<string, unknown>; cart: Record<string, unknown> } {
  // Open 11:00-21:00 every day, for pickup and delivery.
  const everyDay = [{ days: 'mon-sun', timeRanges: [{ from: '11:00', to: '21:00' }] }];
  const profile = {
    $schema: schemas.profile,
    schemaVersion: 1,
    shopId: site,
    site: { id: site, name, defaultShopId: site },
    identity: { name, timeZone, phone: '(213) 555-0100' },
    settings: {
      taxPercentage: 9.5,
      hours: { pickUp: everyDay, delivery: everyDay },
      delivery: { baseFeeInCents: 299, maxDistanceInMiles: 5, minimumDeliverySubtotalInCents: 1500 },
    },
    menu: { file: `${site}.menu.json` },
    rules: [],
  };
  const menu = {
    $schema: schemas.menu,
    shopId: site,
    name: { en: name },
    subMenus: [
      {
        id: 'mains',
        name: { en: 'Mains' },
        products: [
          {
            id: 'house-burger',
            name: { en: 'House Burger' },
            description: { en: 'Beef patty, cheddar, pickles, house sauce.' },
            price: 10,
            modgroups: [
              {
                id: 'side',
                name: { en: 'Side' },
                type: 'single',
                required: true,
                modifiers: [
                  { id: 'side-fries', name: { en: 'Fries' }, price: 2 },
                  { id: 'side-salad', name: { en: 'Side Salad' }, price: 0 },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'drinks',
        name: { en: 'Drinks' },
        products: [{ id: 'lemonade', name: { en: 'Lemonade' }, price: 3.5 }],
      },
      {
        id: 'merch',
        name: { en: 'Merch' },
        description: { en: 'Take-home goods, untaxed.' },
        retail: true,
        products: [{ id: 'tote-bag', name: { en: 'Tote Bag' }, price: 15 }],
      },
    ],
  };
  const cart = {
    $schema: schemas.cart,
    shopId: site,
    products: [
      { productId: 'house-burger', quantity: 2, customerPicks: { 'side-fries': true } },
      { productId: 'lemonade', quantity: 1 },
      { productId: 'tote-bag', quantity: 1 },
    ],
    cartType: 'PICKUP',
    paymentType: 'CARD',
    tip: { cents: 500 },
    name: 'Alex Rivera',
    phone: '(213) 555-0142',
  };
  return { profile, menu, cart };
}
