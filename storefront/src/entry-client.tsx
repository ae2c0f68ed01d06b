/** The browser entry: reads the boot data, loads the current page's code, then hydrates. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, locate } from './App.js';
import { readBoot } from './lib/boot.js';
import { PAGE_LOADERS, pagesWith } from './app/pages.js';

const boot = readBoot();
const located = locate(boot, window.location.pathname);
const kind = located ? located.route.kind : 'site-index';
// A promise, not a top-level await: with one in the entry the bundler cannot merge the chunks
// every page loads into the entry chunk (one file of React, the router and the shell instead of
// a dozen small ones, about 4 KB less gzip on every page).
void PAGE_LOADERS[kind]().then((current) => {
  // The server rendered this page whole; hydrate it with the same component, not a lazy one.
  const pages = pagesWith(kind === 'product' || kind === 'cart-item' ? { product: current.default, 'cart-item': current.default } : { [kind]: current.default });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: taps and scrolls stay responsive while a long menu hydrates.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <BrowserRouter>
          <App boot={boot} pages={pages} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
