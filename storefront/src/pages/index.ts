/**
 * Route-level code splitting: each kind of page is its own chunk, loaded when first shown (and
 * before hydration for the page the server rendered).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteKind } from '../lib/routes.js';
import type { PageProps } from './page-props.js';

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

export const PAGE_LOADERS: Record<RouteKind | 'site-index', Loader> = {
  menu: () => import('./MenuPage.js'),
  product: () => import('./ProductPage.js'),
  'cart-item': () => import('./ProductPage.js'),
  success: () => import('./SuccessPage.js'),
  checkout: () => import('./CheckoutPage.js'),
  'order-status': () => import('./OrderStatusPage.js'),
  rewards: () => import('./RewardsPage.js'),
  page: () => import('./SitePage.js'),
  app: () => import('./AppHelpPage.js'),
  'menu-check': () => import('./MenuCheckPage.js'),
  'not-found': () => import('./NotFoundPage.js'),
  'site-index': () => import('./SiteIndexPage.js'),
};

export const PAGES = Object.fromEntries(Object.entries(PAGE_LOADERS).map(([kind, load]) => [kind, lazy(load)])) as Record<
  RouteKind | 'site-index',
  LazyExoticComponent<ComponentType<PageProps>>
>;
