import { describe, expect, it } from 'vitest';
import type { SiteSummary } from '../../schemas/boot-types.js';
import { siteForHost, siteHost } from './sites.js';

const site = (id: string, domains: string[] = []): SiteSummary => ({ id, name: id, defaultShopId: id, domains, pages: [], locations: [{ shopId: id, label: id, basePath: '', orderPaths: ['/order'] }] });

describe("the host of another site's pages, seen from a request", () => {
  it.each([
    ['a development name keeps the port', 'test', [], 'kaiju.localhost:8831', 'test.localhost:8831'],
    ['bare localhost (DEFAULT_SITE) too', 'test', ['order.testkitchen.example'], 'localhost:8787', 'test.localhost:8787'],
    ['a name in capitals with a trailing dot', 'test', [], 'KAIJU.LOCALHOST.:80', 'test.localhost:80'],
    ['a production name gives the site\'s first domain', 'test', ['order.testkitchen.example', 'testkitchen.example'], 'kaiju.example', 'order.testkitchen.example'],
    ['with the same port', 'test', ['order.testkitchen.example'], 'kaiju.example:8443', 'order.testkitchen.example:8443'],
  ] as const)('%s', (_, id, domains, requestHost, expected) => {
    expect(siteHost(site(id, [...domains]), requestHost)).toBe(expected);
  });

  it.each([
    ['a production name and a site without a domain', 'test', 'kaiju.example'],
    ['an address (DEFAULT_SITE) and a site without a domain', 'test', '127.0.0.1:8787'],
    ['no Host header', 'test', undefined],
    ['a development name and a site id no host name can carry', 'Test_Kitchen', 'kaiju.localhost:8787'],
  ] as const)('none for %s', (_, id, requestHost) => {
    expect(siteHost(site(id), requestHost)).toBeUndefined();
  });

  it('the host given leads back to that site', () => {
    const sites = [site('kaiju', ['kaiju.example']), site('test', ['order.testkitchen.example'])];
    for (const from of ['kaiju.localhost:8787', 'kaiju.example']) expect(siteForHost(sites, siteHost(sites[1]!, from), undefined)?.id).toBe('test');
  });
});
