/**
 * Route-level code splitting: each kind of page is its own chunk (the route table's `load`),
 * loaded when first shown, and before rendering for the page the server renders or the browser
 * hydrates (so that page is a plain component: nothing suspends).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PAGE_KINDS, ROUTES, type PageKind } from '../lib/routes.js';
import type { PageProps } from '../lib/page-props.js';

export type PageMap = Record<PageKind, ComponentType<PageProps>>;

/** Each kind's loader, from the route table. */
export const PAGE_LOADERS = Object.fromEntries(PAGE_KINDS.map((kind) => [kind, ROUTES[kind].load])) as Record<PageKind, (typeof ROUTES)[PageKind]['load']>;

export const PAGES = Object.fromEntries(PAGE_KINDS.map((kind) => [kind, lazy(ROUTES[kind].load)])) as Record<PageKind, LazyExoticComponent<ComponentType<PageProps>>>;

/**
 * The lazy pages, with those already loaded given as plain components (hydration needs no
 * Suspense); a loaded page serves every kind whose route has the same module (product and cart-item).
 */
export function pagesWith(loaded: Partial<PageMap>): PageMap {
  const pages: PageMap = { ...PAGES };
  for (const [kind, component] of Object.entries(loaded) as [PageKind, ComponentType<PageProps>][]) {
    for (const other of PAGE_KINDS) if (ROUTES[other].module === ROUTES[kind].module) pages[other] = component;
  }
  return pages;
}
