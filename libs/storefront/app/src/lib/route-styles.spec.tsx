/**
 * @jest-environment jsdom
 */
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider, UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';
import { builtStyles } from './built-styles';
import { forgetInlinedStyles, InlineStylesProvider, RouteStyles, type StyleText, type StylesHandle } from './route-styles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no Request; a navigation between routes without loaders reads only its URL, method and signal.
globalThis.Request ??= class {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  constructor(url: string | URL, init?: RequestInit) {
    this.url = String(url);
    this.method = init?.method ?? 'GET';
    this.signal = init?.signal ?? undefined;
  }
} as unknown as typeof Request;

const css: Record<string, string> = { '/assets/shared-a1.css#': '._field_1{color:red}', '/assets/root-b2.css': 'body{margin:0}' };
const manifest = {
  routes: {
    root: { css: ['/assets/shared-a1.css#', '/assets/root-b2.css'] },
    product: { css: ['/assets/shared-a1.css#', '/assets/product-c3.css'] },
    basket: { css: ['/assets/basket-d4.css'] },
    'en:product': { css: ['/assets/product-c3.css'] },
    'en:productList': { css: ['/assets/shared-a1.css#', '/assets/list-e5.css'] },
  },
};
const framework = { manifest, routeModules: {}, isSpaMode: false } as unknown as NonNullable<React.ContextType<typeof FrameworkContext>>;

function page(path: string, styles: StyleText | undefined) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        element: (
          <>
            <RouteStyles nonce={undefined} />
            <Outlet />
          </>
        ),
        children: [
          { id: 'product', path: 'product', element: <p>product</p> },
          { id: 'basket', path: 'basket', element: <p>basket</p> },
          {
            id: 'en:product',
            path: 'en/gift-cards/:product',
            element: <p>product or list page</p>,
            handle: { stylesOf: (params) => (/^\d+$/.test(params['product'] ?? '') ? 'productList' : undefined) } satisfies StylesHandle,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const tree = (children: ReactNode) => (
    <FrameworkContext.Provider value={framework}>
      <InlineStylesProvider styles={styles}>{children}</InlineStylesProvider>
    </FrameworkContext.Provider>
  );
  return { router, element: tree(<RouterProvider router={router} />) };
}

afterEach(() => {
  forgetInlinedStyles();
  document.body.replaceChildren();
});

it('inlines the stylesheets the server can read, each once, with a disabled link of the same href', () => {
  const html = renderToString(page('/product', (href) => css[href]).element);
  expect(html).toContain('<style data-href="/assets/shared-a1.css#">._field_1{color:red}</style><link rel="stylesheet" href="/assets/shared-a1.css#" disabled=""/>');
  expect(html).toContain('<style data-href="/assets/root-b2.css">body{margin:0}</style>');
  expect(html).toContain('<link rel="stylesheet" href="/assets/product-c3.css"/>');
  expect(html.match(/shared-a1/g)).toHaveLength(2);
});

it("adds the stylesheets of the page a route borrows them from, in the route's language, for the params that show it", () => {
  const list = renderToString(page('/en/gift-cards/2', (href) => css[href]).element);
  expect(list).toContain('<link rel="stylesheet" href="/assets/product-c3.css"/>');
  expect(list).toContain('<link rel="stylesheet" href="/assets/list-e5.css"/>');
  expect(list.match(/shared-a1/g)).toHaveLength(2);
  const product = renderToString(page('/en/gift-cards/choice-gift-card', (href) => css[href]).element);
  expect(product).toContain('<link rel="stylesheet" href="/assets/product-c3.css"/>');
  expect(product).not.toContain('list-e5');
});

it('links every stylesheet without a reader, as React Router does', () => {
  const html = renderToString(page('/product', undefined).element);
  expect(html).not.toContain('<style');
  expect(html).toContain('<link rel="stylesheet" href="/assets/shared-a1.css#"/>');
  expect(html).toContain('<link rel="stylesheet" href="/assets/product-c3.css"/>');
});

it('hydrates the inlined styles without a mismatch and links the stylesheets a client navigation adds', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page('/product', (href) => css[href]).element);
  document.body.append(container);
  const errors: unknown[] = [];
  const { router, element } = page('/product', undefined);
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('style[data-href="/assets/root-b2.css"]')?.textContent).toBe('body{margin:0}');

  await act(() => router.navigate('/basket'));
  expect(container.querySelector('link[href="/assets/basket-d4.css"]:not([disabled])')).not.toBeNull();
  expect(container.querySelector('link[href="/assets/product-c3.css"]')).toBeNull();
  expect(container.querySelector('style[data-href="/assets/root-b2.css"]')?.textContent).toBe('body{margin:0}');

  await act(() => router.navigate('/product'));
  expect(container.querySelector('link[href="/assets/basket-d4.css"]')).toBeNull();
  expect(container.querySelector('style[data-href="/assets/shared-a1.css#"]')?.textContent).toBe('._field_1{color:red}');
  expect(container.querySelector('link[href="/assets/product-c3.css"]')).not.toBeNull();
});

describe('builtStyles', () => {
  const styles = builtStyles(`${__dirname}/__fixtures__/client`);

  it('reads a stylesheet of the assets directory, with or without the manifest\'s #', () => {
    expect(styles('/assets/card-x1.css')).toBe('._card_x1{border:1px solid}\n');
    expect(styles('/assets/card-x1.css#')).toBe('._card_x1{border:1px solid}\n');
  });

  it('reads nothing outside it, and nothing that is not there', () => {
    expect(styles('/assets/../../secret.css')).toBeUndefined();
    expect(styles('/other/card-x1.css')).toBeUndefined();
    expect(styles('/assets/missing-y2.css')).toBeUndefined();
  });
});
