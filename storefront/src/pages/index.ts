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
  'not-found': () => import('./NotFoundPage.js'),
  'site-index': () => import('./SiteIndexPage.js'),
};

/** The source module of each page kind, so the server can preload its chunk and link its CSS. */
export const PAGE_MODULES: Record<RouteKind | 'site-index', string> = {
  menu: 'src/pages/MenuPage.tsx',
  product: 'src/pages/ProductPage.tsx',
  'cart-item': 'src/pages/ProductPage.tsx',
  success: 'src/pages/SuccessPage.tsx',
  checkout: 'src/pages/CheckoutPage.tsx',
  'order-status': 'src/pages/OrderStatusPage.tsx',
  rewards: 'src/pages/RewardsPage.tsx',
  page: 'src/pages/SitePage.tsx',
  app: 'src/pages/AppHelpPage.tsx',
  'not-found': 'src/pages/NotFoundPage.tsx',
  'site-index': 'src/pages/SiteIndexPage.tsx',
};

export type PageMap = Record<RouteKind | 'site-index', ComponentType<PageProps>>;

/** The lazy pages, with those already loaded given as plain components (hydration needs no Suspense). */
export function pagesWith(loaded: Partial<PageMap>): PageMap {
  return { ...PAGES, ...loaded };
}

export const PAGES = Object.fromEntries(Object.entries(PAGE_LOADERS).map(([kind, load]) => [kind, lazy(load)])) as Record<
  RouteKind | 'site-index',
  LazyExoticComponent<ComponentType<PageProps>>
>;
