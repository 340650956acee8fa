import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { PAGES } from './support/pages';

for (const target of PAGES) {
  test(`${target.name} renders on the server and hydrates without a GraphQL request`, async ({ page, graphqlCalls, pageErrors, request }) => {
    const html = await (await request.get(target.path)).text();
    expect(html).toMatch(/<h1[ >]/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/"/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('application/ld+json');

    const response = await page.goto(target.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading ?? /\S/);
    // The basket badge and the account menu belong to the visitor and are read after hydration; nothing else may be fetched.
    expect(graphqlCalls.filter((name) => name !== 'CartQuantity' && name !== 'AccountUser')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await expectTestModeNotice(page);
  });
}

/** The journeys' gateway runs in production with PAYMENT_PROVIDER=sandbox (support/gateway-env.ts): every page says so. */
async function expectTestModeNotice(page: Page) {
  const notice = page.getByRole('complementary', { name: 'Test mode' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('No money is taken');
  const beforeHeader = await notice.evaluate((node) => {
    const header = document.querySelector('header');
    return header !== null && Boolean(node.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(beforeHeader).toBe(true);
}

test('unknown paths and /404/ answer 404 with the brand artwork', async ({ page }) => {
  for (const path of ['/404/', '/no-such-page/', '/a/b/c/d/e/', '/gift-cards/no-such-card/', '/category/no-such-category/', '/blog/no-such-post/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('main img[src*="/brand/GCUK/"]')).toBeVisible();
    await expectTestModeNotice(page);
  }
});

test('malformed URLs, page numbers that name no page and made-up thank-you pages answer the branded 404', async ({ request }) => {
  const paths = [
    '/gift-cards/%ZZ/',
    '/%E0%A4%A/',
    '/blog/%ZZ/',
    '/en/category/%ZZ/',
    '/gift-cards/0/',
    '/gift-cards/2147483648/',
    '/gift-cards/?page=0',
    '/category/restaurants/2147483648/',
    '/category/restaurants/999/',
    '/blog/0/',
    '/blog/3/',
    '/doubler/thankyou/anything/',
    '/doubler/thankyou/the-velvet-teapot-gift-card/?entry=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('/brand/GCUK/');
    expect(html, path).not.toContain('Application Error');
  }
});

test('later pages of a list and sibling lists have titles and descriptions of their own', async ({ request }) => {
  const paths = ['/gift-cards/', '/gift-cards/2/', '/category/all-gift-cards/', '/category/restaurants/', '/category/restaurants/2/', '/blog/', '/blog/2/'];
  const heads = await Promise.all(
    paths.map(async (path) => {
      const html = await (await request.get(path)).text();
      return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] };
    }),
  );
  expect(new Set(heads.map((head) => head.title)).size).toBe(paths.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(paths.length);
});

test('paths without a trailing slash are redirected to it', async ({ request }) => {
  const response = await request.get('/gift-cards?page=2', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/gift-cards/?page=2');
});

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://gcuk.giftshop.example/gift-cards/harbour-and-pine-gift-card/</loc>');
  // The brand's canonical origin, whatever Host the request came with.
  const robots = await (await request.get('/robots.txt', { headers: { host: 'evil.example' } })).text();
  expect(robots).toContain('Sitemap: https://gcuk.giftshop.example/sitemap.xml');
  expect(robots).not.toContain('evil.example');
});

test('every URL of sitemap.xml answers 200', async ({ request }) => {
  // Some 350 pages rendered on a 2-core machine busy with other suites: a bound for a hung run, not a speed check.
  test.setTimeout(360_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https:\/\/gcuk\.giftshop\.example(\/[^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  expect(paths.length).toBe([...sitemap.matchAll(/<loc>/g)].length);
  expect(paths.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThanOrEqual(15);
  const failed: string[] = [];
  // A few at a time: enough to stay quick, few enough for two cores.
  for (let i = 0; i < paths.length; i += 6) {
    const statuses = await Promise.all(paths.slice(i, i + 6).map(async (path) => [path, (await request.get(path, { maxRedirects: 0 })).status()] as const));
    failed.push(...statuses.filter(([, status]) => status !== 200).map(([path, status]) => `${path} ${status}`));
  }
  expect(failed).toEqual([]);
});

test('blog posts carry BlogPosting and BreadcrumbList structured data and the blog list links its pages', async ({ request }) => {
  const html = await (await request.get('/blog/last-minute-birthday-gift-ideas/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  const posting = blocks.find((b) => b['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ datePublished: '2025-02-11', author: { name: 'Hannah Whitlock' }, mainEntityOfPage: { '@id': 'https://gcuk.giftshop.example/blog/last-minute-birthday-gift-ideas/' } });
  expect(blocks.find((b) => b['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);
  expect(html).toContain('href="/gift-cards/');
  const list = await (await request.get('/blog/')).text();
  expect(list).toMatch(/<a[^>]*href="\/blog\/2\/"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/blog\/2\/"/);
  expect(await (await request.get('/blog/2/')).text()).toMatch(/rel="prev"/);
});

test('product pages carry Product and BreadcrumbList structured data', async ({ request }) => {
  const html = await (await request.get('/gift-cards/harbour-and-pine-gift-card/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  const types = blocks.map((b) => b['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']));
  const product = blocks.find((b) => b['@type'] === 'Product');
  expect(product.offers).toMatchObject({ priceCurrency: 'GBP', lowPrice: expect.stringMatching(/^\d+\.\d{2}$/) });
});

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/application\/(ld\+)?json/.test(m[1]));
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

test('a cacheable page’s Content-Security-Policy names the hash of each of its inline scripts and styles, and nothing else inline', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'", "worker-src 'self';"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toMatch(/unsafe-eval|nonce-|script-src[^;]*unsafe-inline/);
  const html = await response.text();
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(1);
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1].split(' ') ?? [];
  expect(scriptSources.sort()).toEqual(["'self'", ...new Set(scripts.map((m) => `'sha256-${sha256(m[2])}'`))].sort());
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  expect(policy).toContain(`style-src 'self' 'sha256-${sha256(style)}'`);
  // The same bytes and policy for the next visitor: a shared cache may keep both.
  const again = await request.get('/');
  expect(again.headers()['content-security-policy']).toBe(policy);
  expect(await again.text()).toBe(html);
});

test('a private page’s Content-Security-Policy has a nonce new per response, on every inline script', async ({ request }) => {
  const nonceOf = (policy: string) => /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  const [first, second] = await Promise.all([request.get('/basket/'), request.get('/basket/')]);
  const nonces = [first, second].map((response) => nonceOf(response.headers()['content-security-policy'] ?? ''));
  expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonces[1]).not.toBe(nonces[0]);
  const html = await first.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(3);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonces[0]}"`);
  expect(html).toContain(`<style nonce="${nonces[0]}">`);
});

test('every response carries the common security headers; the new-password page keeps no-referrer', async ({ request }) => {
  for (const path of ['/', '/robots.txt', '/brand/GCUK/logo-v1.svg', '/captcha/challenge']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['permissions-policy'], path).toContain('geolocation=()');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
  }
  const brandPage = (await request.get('/brand/GCUK/brand-shops/loom-and-lantern.html')).headers();
  expect(brandPage['content-security-policy']).toContain("frame-ancestors 'self'");
  expect((await request.get('/account/new-password/?token=x')).headers()['referrer-policy']).toBe('no-referrer');
});
