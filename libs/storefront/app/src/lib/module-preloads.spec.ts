import { withoutModulePreloads } from './module-preloads';

it("leaves out the document's module preloads and nothing else", () => {
  const head =
    '<head><link rel="preload" as="image" href="/card-art/48/a.svg" fetchPriority="high"/>' +
    '<link rel="modulepreload" href="/assets/entry.client-a1.js"/><link rel="modulepreload" href="/assets/shell-b2.js" nonce="n"/>' +
    '<style data-href="/assets/root-c3.css">body{margin:0}</style><link rel="stylesheet" href="/assets/root-c3.css" disabled=""/></head>';
  const body = '<body><script type="module">import "/assets/entry.client-a1.js";</script></body>';
  expect(withoutModulePreloads(head + body)).toBe(
    '<head><link rel="preload" as="image" href="/card-art/48/a.svg" fetchPriority="high"/>' +
      '<style data-href="/assets/root-c3.css">body{margin:0}</style><link rel="stylesheet" href="/assets/root-c3.css" disabled=""/></head>' +
      body,
  );
});
