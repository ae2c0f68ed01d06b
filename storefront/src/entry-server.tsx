/** Server rendering: the server calls `locate` to pick the location, then `render` for the page. */
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, locate as locateIn } from './App.js';
import type { Boot, SiteSummary } from './lib/boot.js';
import { headFor, headHtml } from './lib/head.js';
import { locateRoute, redirectFor } from './lib/routes.js';
import { PAGE_MODULES } from './pages/index.js';
import { STATIC_PAGES } from './pages/static.js';

/** The location (shop) a path belongs to, or a real HTTP redirect. */
export function locate(site: SiteSummary, pathname: string): { shopId: string; kind?: string; redirect?: string; status?: number } {
  const redirect = redirectFor(site, pathname);
  if (redirect && redirect !== pathname) return { shopId: site.defaultShopId, redirect, status: 302 };
  const { route } = locateRoute(site, pathname);
  return { shopId: route.shopId, kind: route.kind };
}

/** Renders a page to HTML once everything (lazy pages included) is ready. */
export function render(url: string, boot: Boot, options: { nonce?: string } = {}): Promise<{ html: string; head: string; status: number; modules: string[] }> {
  const pathname = url.split('?')[0] ?? '/';
  const located = locateIn(boot, pathname);
  const status = located?.route.kind === 'not-found' ? 404 : 200;
  const modules = [PAGE_MODULES[located ? located.route.kind : 'site-index']];
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(
      <StrictMode>
        <StaticRouter location={url}>
          <App boot={boot} pages={STATIC_PAGES} />
        </StaticRouter>
      </StrictMode>,
      {
        ...(options.nonce ? { nonce: options.nonce } : {}),
        onAllReady() {
          const sink = new PassThrough();
          const chunks: Buffer[] = [];
          sink.on('data', (c: Buffer) => chunks.push(c));
          sink.on('end', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), head: headHtml(headFor(boot, located)), status: failed ? 500 : status, modules }));
          stream.pipe(sink);
        },
        onShellError: reject,
        onError(err) {
          failed = err;
          console.error(err);
        },
      },
    );
  });
}
