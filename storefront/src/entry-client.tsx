/** The browser entry: reads the boot data, loads the current page's code, then hydrates. */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, locate } from './App.js';
import { readBoot } from './lib/boot.js';
import { PAGE_LOADERS } from './pages/index.js';

const boot = readBoot();
const located = locate(boot, window.location.pathname);
await PAGE_LOADERS[located ? located.route.kind : 'site-index']();
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <BrowserRouter>
      <App boot={boot} />
    </BrowserRouter>
  </StrictMode>,
);
