import type { SiteRoute } from './routes.js';

/** What every page gets from the router: its route and the path's parameters. */
export interface PageProps {
  readonly route: SiteRoute;
  readonly params: Readonly<Record<string, string | undefined>>;
}
