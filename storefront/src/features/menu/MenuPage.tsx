/** The ordering menu of a location: categories, tiles, search and dietary filters, photo gallery, cart bar. */
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { message, resolveProduct, shopStatus, type ResolvedCategory, type ResolvedProduct } from '../../../../engine/index.js';
import { CategoryNav, sectionId } from './CategoryNav.js';
import { LocationPicker } from './LocationPicker.js';
import { isFiltering, isFreeFrom, matchesFilter, menuFiltersFor, searchIndex, unlistedCount, type FilterOption } from './menu-filter.js';
import { MenuTile } from './MenuTile.js';
import { MiniCartBar } from '../cart/MiniCartBar.js';
import { Banners } from '../site/Banners.js';
import { useShop } from '../../lib/boot.js';
import { engineProfile, useMenu, useNow } from '../../lib/menu.js';
import { useOperations } from '../../lib/operations.js';
import { href } from '../../lib/routes.js';
import { useCartStore } from '../../stores/use-cart.js';
import type { PageProps } from '../../lib/page-props.js';
import './menu.css';

// The photo viewer (and the item check behind its 'Add') loads when a photo is first opened.
const PhotoGallery = lazy(() => import('./PhotoGallery.js').then((m) => ({ default: m.PhotoGallery })));

export default function MenuPage({ route }: PageProps) {
  const shop = useShop();
  const menu = useMenu();
  const now = useNow();
  const navigate = useNavigate();
  const cart = useCartStore();
  const base = route.basePath;
  const ordering = shop.settings.enableOrdering !== false;
  // Closed now (or a closed special date): say so, with when the shop opens next.
  // A pause from the live operations says so at once.
  const operations = useOperations();
  const status = useMemo(() => shopStatus(engineProfile(shop), now, operations), [shop, now, operations]);
  const [query, setQuery] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [gallery, setGallery] = useState<number | null>(null);

  // Categories past the list cap show their remaining products on request.
  const categories: ResolvedCategory[] = useMemo(
    () =>
      menu.categories.map((c) => {
        if (!expanded[c.id] || c.totalProducts <= c.products.length) return c;
        const raw = shop.menu.subMenus?.find((s) => s.id === c.id)?.products ?? [];
        const all = raw
          .map((p) => resolveProduct(engineProfile(shop), p.id, now, operations, menu.cartType))
          .filter((p): p is ResolvedProduct => p !== undefined && p.visible && p.categoryId === c.id);
        return { ...c, products: all };
      }),
    [menu, expanded, shop, now, operations],
  );
  const index = useMemo(() => searchIndex(categories), [categories]);
  const filters = useMemo(() => menuFiltersFor(categories), [categories]);
  // The allergen filters fold away until asked for.
  const [allergensOpen, setAllergensOpen] = useState(false);
  const filter = useDeferredValue(useMemo(() => ({ query, tags }), [query, tags]));
  const filtering = isFiltering(filter);
  const shown = useMemo(
    () => (filtering ? categories.map((c) => ({ ...c, products: c.products.filter((p) => matchesFilter(p, filter, index)) })).filter((c) => c.products.length > 0) : categories),
    [categories, filter, filtering, index],
  );
  const withPhotos = useMemo(() => shown.flatMap((c) => c.products).filter((p) => p.photoUrl !== 'no-pic'), [shown]);
  const openPhoto = useCallback((id: string) => setGallery(withPhotos.findIndex((p) => p.id === id)), [withPhotos]);
  const matchCount = shown.reduce((n, c) => n + c.products.length, 0);
  const unlisted = unlistedCount(categories, filter);
  const chip = (f: FilterOption) => {
    const on = tags.includes(f.key);
    return (
      <button key={f.key} type="button" className={`chip${on ? ' chip-on' : ''}`} aria-pressed={on} onClick={() => setTags((t) => (on ? t.filter((x) => x !== f.key) : [...t, f.key]))}>
        {f.label}
      </button>
    );
  };
  const freeFromOn = tags.filter(isFreeFrom).length;

  return (
    <div className="menu-page">
      <h1 className="visually-hidden">{shop.identity.name} menu</h1>
      <div className="container menu-head">
        <div>
          <p className="menu-shop">{shop.identity.name}</p>
          {shop.identity.address_line_1 ? <p className="muted menu-address">{[shop.identity.address_line_1, shop.identity.city].filter(Boolean).join(', ')}</p> : null}
        </div>
        <LocationPicker shopId={shop.shopId} />
      </div>
      <div className="container">
        <Banners placement="menu" />
        {!ordering ? <p className="notice" role="status">{message('ORDERING_DISABLED')}</p> : status.message ? <p className="notice" role="status">{status.message}</p> : null}
        <div className="menu-tools" role="search">
          <label htmlFor="menu-search" className="visually-hidden">Search the menu</label>
          <input id="menu-search" type="search" className="input menu-search" placeholder="Search the menu" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
          {filters.dietary.length > 0 ? (
            <div className="chips" role="group" aria-label="Dietary filters">
              {filters.dietary.map(chip)}
            </div>
          ) : null}
          {filters.freeFrom.length > 0 ? (
            <details className="allergen-filters" open={allergensOpen} onToggle={(e) => setAllergensOpen(e.currentTarget.open)}>
              <summary>Allergens{freeFromOn > 0 ? ` (${freeFromOn} on)` : ''}</summary>
              <div className="chips" role="group" aria-label="Allergen filters">
                {filters.freeFrom.map(chip)}
              </div>
            </details>
          ) : null}
        </div>
        {filtering ? (
          <p className="muted filter-count" role="status" aria-live="polite">
            {matchCount === 0 ? 'No dishes match.' : `${matchCount} ${matchCount === 1 ? 'dish matches' : 'dishes match'}.`}{' '}
            {unlisted > 0 ? `${unlisted} ${unlisted === 1 ? 'dish that lists' : 'dishes that list'} no allergens ${unlisted === 1 ? 'is' : 'are'} left out. ` : ''}
            <button type="button" className="linklike" onClick={() => { setQuery(''); setTags([]); }}>Clear search and filters</button>
          </p>
        ) : null}
      </div>
      {shown.length > 0 ? <CategoryNav categories={shown} /> : null}
      <div className="container menu-sections">
        {shown.map((c) => (
          <section key={c.id} className="menu-section" aria-labelledby={`${sectionId(c.id)}-h`}>
            <span id={`${sectionId(c.id)}-top`} data-category={c.id} className="section-marker" />
            <h2 id={`${sectionId(c.id)}-h`}>
              <span id={sectionId(c.id)} tabIndex={-1}>{c.name}</span>
            </h2>
            {c.description ? <p className="muted section-desc">{c.description}</p> : null}
            <ul className="tiles">
              {c.products.map((p) => (
                <MenuTile key={p.id} product={p} href={href.product(route, p.id)} disabled={!ordering} onPhoto={openPhoto} />
              ))}
            </ul>
            {!filtering && c.totalProducts > c.products.length ? (
              <button type="button" className="btn btn-ghost show-all" onClick={() => setExpanded((e) => ({ ...e, [c.id]: true }))}>
                Show all {c.totalProducts}
              </button>
            ) : null}
          </section>
        ))}
      </div>
      <MiniCartBar basePath={base} />
      {gallery !== null && gallery >= 0 && withPhotos.length > 0 ? (
        <Suspense fallback={null}>
          <PhotoGallery
            products={withPhotos}
            index={gallery}
            onIndex={setGallery}
            onClose={() => setGallery(null)}
            canOrder={ordering}
            onOpen={(p) => navigate(href.product(route, p.id))}
            onAdd={(p) => {
              const id = cart.getState().addItem({ productId: p.id, quantity: 1, note: '', customerPicks: {} });
              navigate(href.cartItem(route, id));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
