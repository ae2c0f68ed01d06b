/**
 * The header: the shop's logo (or name) linking home; on the site's own pages (the home
 * header) the call to action to order; on every page the menu overlay with the site's links
 * (closes on Escape, a click outside it or a link) and the theme switch; the profile's top bar.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useBoot } from '../lib/boot.js';
import { siteImageUrl } from '../lib/format.js';
import type { SiteRoute } from '../lib/routes.js';
import { homeHref, navLinks, orderCta } from '../lib/site-nav.js';
import { chooseTheme, currentTheme, type Theme } from '../lib/theme.js';

/** Internal links go through the router; others (tel:, https:) are plain anchors. */
function NavAnchor({ href, className, onClick, children }: { href: string; className?: string; onClick?: () => void; children: string }) {
  if (href.startsWith('/')) return <Link to={href} className={className} onClick={onClick}>{children}</Link>;
  return <a href={href} className={className} onClick={onClick}>{children}</a>;
}

function ThemeSwitch({ fallback }: { readonly fallback: string | undefined }) {
  // The server renders the profile's theme; the stored choice is read after hydration.
  const [theme, setTheme] = useState<Theme>(fallback === 'dark' ? 'dark' : 'light');
  useEffect(() => setTheme(currentTheme(fallback)), [fallback]);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="header-icon-btn"
      aria-pressed={dark}
      onClick={() => {
        const next: Theme = dark ? 'light' : 'dark';
        chooseTheme(next);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      <span className="visually-hidden">Dark theme</span>
    </button>
  );
}

function MenuOverlay({ links }: { readonly links: readonly { label: string; href: string }[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Navigating closes the overlay.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  if (links.length === 0) return null;
  return (
    <>
      <button ref={button} type="button" className="header-icon-btn menu-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="hamburger" aria-hidden="true"><span /><span /><span /></span>
        <span className="visually-hidden">Site menu</span>
      </button>
      <div className="nav-overlay" hidden={!open}>
        <div ref={panel} id={panelId} className="nav-panel">
          <nav aria-label="Site">
            <ul>
              {links.map((l) => (
                <li key={`${l.href} ${l.label}`}>
                  <NavAnchor href={l.href} onClick={() => setOpen(false)}>{l.label}</NavAnchor>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className="btn btn-ghost nav-close" onClick={() => { setOpen(false); button.current?.focus(); }}>Close</button>
        </div>
      </div>
    </>
  );
}

export function SiteHeader({ route }: { readonly route: SiteRoute | null }) {
  const boot = useBoot();
  const shop = boot.shop;
  const site = boot.site;
  const name = shop?.identity.name ?? site?.name ?? '';
  const logo = shop?.identity.logo;
  const home = route?.kind === 'page' || route?.kind === 'not-found' || route?.kind === 'app';
  const cta = shop && site && home ? orderCta(shop, site) : undefined;
  const topBar = shop?.presentation.navigation?.topBar;
  return (
    <header className="site-header">
      {topBar && topBar.trim().length > 1 ? <p className="top-bar">{topBar}</p> : null}
      <div className="container">
        <Link to={homeHref(site, route)} className="brand" aria-label={`${name} home`}>
          {logo && site ? <img className="brand-logo" src={siteImageUrl(site.id, logo)} alt="" width="120" height="40" /> : null}
          <span className="brand-name">{name}</span>
        </Link>
        <div className="header-actions">
          {cta ? <NavAnchor href={cta.href} className="btn btn-cta">{cta.label}</NavAnchor> : null}
          {shop ? <ThemeSwitch fallback={shop.presentation.theme} /> : null}
          {shop && site ? <MenuOverlay links={navLinks(shop, site)} /> : null}
        </div>
      </div>
    </header>
  );
}
