/**
 * A page of the site from the profile's `presentation.pages`: landing, locations, content,
 * category (one menu category while its schedule holds) or form. Redirect pages never render:
 * the server answers them with a real HTTP redirect.
 */
import type { ReactElement } from 'react';
import { isWhenActive } from '../../../../engine/index.js';
import { MenuTile } from '../menu/MenuTile.js';
import { LocationCards } from './LocationCards.js';
import { LocationsMap } from './LocationsMap.js';
import { ShopForm } from './ShopForm.js';
import { Banners } from './Banners.js';
import { useBoot, useShop } from '../../lib/boot.js';
import { siteImageUrl } from '../../lib/format.js';
import { useMenu, useNow } from '../../lib/menu.js';
import { href } from '../../lib/routes.js';
import type { PageProps } from '../../lib/page-props.js';
import NotFoundPage from './NotFoundPage.js';
import '../menu/menu.css';
import './site.css';

export default function SitePage(props: PageProps) {
  const boot = useBoot();
  const shop = useShop();
  const page = shop.presentation.pages?.find((p) => p.path === props.route.pagePath);
  if (!page || !boot.site) return <NotFoundPage {...props} />;
  const siteId = boot.site.id;
  const body = (page.body ?? []).map((t) => <p key={t}>{t}</p>);
  const links = page.links?.length ? (
    <p className="page-links">
      {page.links.map((l, i) => <a key={l.href + l.label} className={`btn ${i === 0 ? 'btn-primary' : 'btn-ghost'}`} href={l.href}>{l.label}</a>)}
    </p>
  ) : null;

  if (page.kind === 'landing') {
    return (
      <div className="site-page landing">
        <div className="hero">
          <div className="container hero-inner">
            <div className="hero-text">
              <h1>{page.title}</h1>
              {body}
              {links}
            </div>
            {page.heroImage ? <img className="hero-image" src={siteImageUrl(siteId, page.heroImage)} alt="" width="1200" height="600" /> : null}
          </div>
        </div>
        <div className="container">
          <Banners placement="home" />
          <h2 className="section-title">Locations</h2>
          <LocationsMap />
          <LocationCards siteId={siteId} prompt="Order Pickup / Delivery" menuLabel="Menu" />
        </div>
      </div>
    );
  }
  if (page.kind === 'locations') {
    return (
      <div className="container site-page">
        <h1>{page.title}</h1>
        {(shop.identity.locations ?? []).length > 0 ? (
          <>
            <LocationCards siteId={siteId} prompt={page.body?.[0] ?? 'order pickup or delivery →'} links={page.links ?? []} />
            {(shop.identity.locations ?? []).length > 1 ? <LocationsMap /> : null}
          </>
        ) : links}
      </div>
    );
  }
  if (page.kind === 'category') return <CategoryPage title={page.title} categoryId={page.categoryId} when={page.when} body={body} basePath={props.route.basePath} />;
  if (page.kind === 'form' && page.form) {
    return (
      <div className="container site-page narrow">
        <h1>{page.title}</h1>
        {body}
        <ShopForm kind={page.form} />
      </div>
    );
  }
  // content: a heading (and any body text).
  return (
    <div className="container site-page">
      <h1>{page.title}</h1>
      {body}
      {links}
    </div>
  );
}

function CategoryPage({ title, categoryId, when, body, basePath }: { title: string; categoryId: string | undefined; when: unknown; body: ReactElement[]; basePath: string }) {
  const shop = useShop();
  const menu = useMenu();
  const now = useNow();
  const open = !when || isWhenActive(when as Parameters<typeof isWhenActive>[0], now, shop.identity.timeZone, shop.schedules ?? {});
  const category = menu.categories.find((c) => c.id === categoryId);
  return (
    <div className="container site-page">
      <h1>{title}</h1>
      {body}
      {open && category ? (
        <ul className="tiles">
          {category.products.map((p) => <MenuTile key={p.id} product={p} href={href.product({ basePath }, p.id)} disabled={shop.settings.enableOrdering === false} />)}
        </ul>
      ) : (
        <p className="notice">{title} is not on right now. Come back during its hours.</p>
      )}
    </div>
  );
}
