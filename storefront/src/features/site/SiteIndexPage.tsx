/** The site index on a bare host: every site, its locations and links to them. */
import { useBoot } from '../../lib/boot.js';
import { href } from '../../lib/routes.js';
import './site.css';

function siteHref(host: string, siteId: string, path: string): string {
  const port = /:(\d+)$/.exec(host)?.[1];
  return `http://${siteId}.localhost${port ? `:${port}` : ''}${path}`;
}

export default function SiteIndexPage() {
  const boot = useBoot();
  const sites = boot.sites ?? [];
  return (
    <div className="container site-index">
      <h1>Restaurants</h1>
      <p className="muted">Every site this server runs. Each one answers at its own address.</p>
      <ul className="site-index-list">
        {sites.map((s) => (
          <li key={s.id} className="card site-index-card">
            <h2><a href={siteHref(boot.host, s.id, '/')}>{s.name}</a></h2>
            <ul className="site-index-locations">
              {s.locations.map((l) => {
                return (
                  <li key={l.shopId}>
                    <a href={siteHref(boot.host, s.id, href.menu(l))}>{l.label}: order online</a>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
