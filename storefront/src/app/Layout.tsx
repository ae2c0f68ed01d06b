/** The frame of every page: skip link, site header, the site notice on site and menu pages, the page in <main>, footer, and the added-to-cart toast. */
import type { ReactNode } from 'react';
import { useBoot } from '../lib/boot.js';
import type { SiteRoute } from '../lib/routes.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteNotice } from './SiteNotice.js';
import { SiteHeader } from './SiteHeader.js';
import { AddedToast } from '../features/cart/AddedToast.js';

export function Layout({ route, children }: { readonly route: SiteRoute | null; readonly children: ReactNode }) {
  const boot = useBoot();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      {boot.site ? <SiteHeader route={route} /> : null}
      {route?.kind === 'page' || route?.kind === 'menu' ? <SiteNotice /> : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {boot.shop ? <SiteFooter /> : null}
      {boot.shop ? <AddedToast /> : null}
    </>
  );
}
