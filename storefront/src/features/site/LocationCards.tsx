/** The site's locations as cards: address, phone link, hours, storefront photo, the order link and the menu link. */
import { useShop } from '../../lib/boot.js';
import { phoneHref, siteImageUrl } from '../../lib/format.js';

/**
 * `links` (a locations page's own links) send a location's card where the page says, matched by
 * the location's label; otherwise the card goes to the location's order link. `menuLabel` adds
 * a second link to the location's menu (its base path).
 */
export function LocationCards({ siteId, prompt, links = [], menuLabel }: { readonly siteId: string; readonly prompt: string; readonly links?: readonly { label: string; href: string }[]; readonly menuLabel?: string }) {
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
            <p className="location-links">
              {(() => {
                const href = links.find((k) => k.label === l.label)?.href ?? l.orderLink;
                return href ? <a className="btn btn-primary" href={href}>{prompt}</a> : null;
              })()}
              {menuLabel && l.basePath ? <a className="btn btn-ghost" href={l.basePath}>{menuLabel}</a> : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
