import { createHash } from 'node:crypto';
import { inlineHashes } from './inline-hashes';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('inlineHashes', () => {
  it('hashes the exact text of each inline script and style element, once each', () => {
    const html = `<html><head><style>:root{--c:#123}</style><script type="application/ld+json">{"@type":"Organization"}</script></head>
<body><script>window.a = 1;</script><script type="module" async="">import "/assets/entry.js";
</script><script id="s" type="application/json">{"x":"\\u003c/script>"}</script><script src="/assets/x.js"></script><script>window.a = 1;</script></body></html>`;
    expect(inlineHashes(html)).toEqual({
      scriptHashes: [sha256('window.a = 1;'), sha256('import "/assets/entry.js";\n')],
      styleHashes: [sha256(':root{--c:#123}')],
    });
  });

  it('finds nothing in a document without inline code', () => {
    expect(inlineHashes('<html><body><p>script</p></body></html>')).toEqual({ scriptHashes: [], styleHashes: [] });
  });
});
