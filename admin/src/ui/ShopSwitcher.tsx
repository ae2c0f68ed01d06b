/**
 * Which shop the console shows, grouped by site; shown only to people with several shops. A page
 * about one shop by its address (the studio's /studio/{shopId}) is that shop: choosing another
 * here opens the other shop's studio.
 */
import { useMatch, useNavigate } from 'react-router-dom';
import { useSession } from '../session/context.js';

export function ShopSwitcher() {
  const shops = useSession((s) => (s.kind === 'signed-in' ? s.shops : []));
  const shopId = useSession((s) => (s.kind === 'signed-in' ? s.shopId : null));
  const switchShop = useSession((s) => s.switchShop);
  const studio = useMatch('/studio/:shopId');
  const navigate = useNavigate();
  const pageShop = studio?.params.shopId;
  const shown = pageShop && shops.some((s) => s.shopId === pageShop) ? pageShop : shopId;
  const choose = (id: string) => {
    switchShop(id);
    if (studio) navigate(`/studio/${encodeURIComponent(id)}`);
  };
  if (shops.length === 0) return null;
  if (shops.length === 1) return <span className="shop-name">{shops[0]!.name}</span>;
  return (
    <div className="shop-switcher">
      <label htmlFor="shop-switcher" className="visually-hidden">Shop</label>
      <select id="shop-switcher" className="select select-on-dark" value={shown ?? ''} onChange={(e) => choose(e.target.value)}>
        <ShopOptions shops={shops} />
      </select>
    </div>
  );
}

/** A select's options for `shops`, one group per site, named by the site. */
export function ShopOptions({ shops }: { shops: readonly { shopId: string; name: string; siteId: string; siteName: string }[] }) {
  const sites = [...new Set(shops.map((s) => s.siteId))];
  return (
    <>
      {sites.map((siteId) => {
        const inSite = shops.filter((s) => s.siteId === siteId);
        return (
          <optgroup key={siteId} label={inSite[0]!.siteName}>
            {inSite.map((s) => <option key={s.shopId} value={s.shopId}>{s.name}</option>)}
          </optgroup>
        );
      })}
    </>
  );
}
