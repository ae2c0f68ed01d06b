/** The site's locations as cards: address, phone link, hours, storefront photo and the order link. */
import { useShop } from '../../lib/boot.js';
import { phoneHref } from '../../lib/format.js';
import { siteImageUrl } from '../layout/SiteHeader.js';

export function LocationCards({ siteId, prompt }: { readonly siteId: string; readonly prompt: string }) {
  const shop = useShop();
  const locations = (shop.identity.locations ?? []).filter((l) => !l.disabled);
  if (locations.length === 0) return null;
  return (
    <ul className="location-cards">
      {locations.map((l) => (
        <li key={l.id ?? l.shopId} className="card location-card">
          {l.storefrontPhoto ? <img src={siteImageUrl(siteId, l.storefrontPhoto)} alt={`${l.label ?? ''} storefront`} width="480" height="270" loading="lazy" /> : null}
          <div className="location-body">
            <h2>{l.label}</h2>
            {l.address ? <address>{l.address.map((line) => <span key={line}>{line}<br /></span>)}</address> : null}
            {l.phone ? <p><a href={l.phoneLink ? `tel:${l.phoneLink}` : phoneHref(l.phone)}>{l.phone}</a></p> : null}
            {l.hours?.length ? <p className="muted">{l.hours.map((h) => `${h.day} ${h.hours}`).join(' · ')}</p> : null}
            {l.orderLink ? <a className="btn btn-primary" href={l.orderLink}>{prompt}</a> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
