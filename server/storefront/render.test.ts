import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, policyWithScripts } from './render.js';

// Hashes worked with `printf '%s' 'alert(1)' | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const VAR_B = "'sha256-uG4xhsw1fYOapY5YIX4xUJHrB5qnteeC8i3lCAmeWAs='";

describe('inline scripts allowed by hash', () => {
  it('hashes the scripts a browser runs, once each, and skips files and data blocks', () => {
    const html = [
      '<head><script>alert(1)</script><script type="module" src="/assets/index.js"></script></head>',
      '<body><script type="application/ld+json">{"@type":"Menu"}</script>',
      '<script id="boot-data" type="application/json">{"a":1}</script>',
      "<script type='module'>var a='<b>';</script><SCRIPT>alert(1)</SCRIPT></body>",
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([ALERT, VAR_B]);
  });

  it('adds them after the server\'s own files in script-src, and leaves a policy alone when there are none', () => {
    const policy = "default-src 'self';script-src 'self' https://js.stripe.com;object-src 'none'";
    expect(policyWithScripts(policy, [ALERT, VAR_B])).toBe(`default-src 'self';script-src 'self' ${ALERT} ${VAR_B} https://js.stripe.com;object-src 'none'`);
    expect(policyWithScripts(policy, [])).toBe(policy);
  });
});
