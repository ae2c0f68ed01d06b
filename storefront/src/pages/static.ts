/** Every page, imported directly: the server renders the page in one pass (no lazy boundary left pending). */
import type { ComponentType } from 'react';
import type { RouteKind } from '../lib/routes.js';
import AppHelpPage from './AppHelpPage.js';
import CheckoutPage from './CheckoutPage.js';
import MenuPage from './MenuPage.js';
import NotFoundPage from './NotFoundPage.js';
import OrderStatusPage from './OrderStatusPage.js';
import ProductPage from './ProductPage.js';
import RewardsPage from './RewardsPage.js';
import SiteIndexPage from './SiteIndexPage.js';
import SitePage from './SitePage.js';
import SuccessPage from './SuccessPage.js';
import type { PageProps } from './page-props.js';

export const STATIC_PAGES: Record<RouteKind | 'site-index', ComponentType<PageProps>> = {
  menu: MenuPage,
  product: ProductPage,
  'cart-item': ProductPage,
  success: SuccessPage,
  checkout: CheckoutPage,
  'order-status': OrderStatusPage,
  rewards: RewardsPage,
  page: SitePage,
  app: AppHelpPage,
  'not-found': NotFoundPage,
  'site-index': SiteIndexPage,
};
