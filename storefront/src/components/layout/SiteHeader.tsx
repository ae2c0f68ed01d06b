/** The header: the shop's logo (or name) linking home. */
import { Link } from 'react-router-dom';
import { useBoot } from '../../lib/boot.js';
import type { SiteRoute } from '../../lib/routes.js';

/** A profile image path ('images/logo.svg', relative to the site folder) as the URL the server serves. */
export function siteImageUrl(siteId: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/shops/${encodeURIComponent(siteId)}/${path.replace(/^\.?\//, '')}`;
}

export function SiteHeader({ route: _route }: { readonly route: SiteRoute | null }) {
  const boot = useBoot();
  const shop = boot.shop;
  const name = shop?.identity.name ?? boot.site?.name ?? '';
  const logo = shop?.identity.logo;
  return (
    <header className="site-header">
      <div className="container">
        <Link to="/" className="brand" aria-label={`${name} home`}>
          {logo && boot.site ? <img className="brand-logo" src={siteImageUrl(boot.site.id, logo)} alt="" width="120" height="40" /> : null}
          <span className="brand-name">{name}</span>
        </Link>
      </div>
    </header>
  );
}
