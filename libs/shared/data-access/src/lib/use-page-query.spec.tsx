import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { HomePageQuery, ShellQuery } from '@giftshop/shared-graphql';
import { usePageQuery, useRouteQuery } from './use-page-query';

const home = { hero: { blocks: [{ id: 'b1' }] } } as unknown as HomePageQuery;
const shell = { storeData: { storeData: { storeID: 48 } } } as unknown as ShellQuery;
const isShell = (data: unknown): data is { shell: ShellQuery | null } =>
  typeof data === 'object' && data !== null && 'shell' in data;

function Layout() {
  const data = useRouteQuery(isShell, (loaded) => loaded.shell);
  return (
    <>
      <p>store {data?.storeData.storeData?.storeID ?? 'none'}</p>
      <Outlet />
    </>
  );
}

function Page() {
  const data = usePageQuery<HomePageQuery>();
  return <p>hero {data.hero.blocks?.[0]?.id}</p>;
}

function renderAt(loaderData: Record<string, unknown>) {
  const router = createMemoryRouter(
    [
      {
        id: 'shell',
        element: <Layout />,
        loader: () => loaderData['shell'],
        children: [{ id: 'home', path: '/', element: <Page />, loader: () => loaderData['home'] }],
      },
    ],
    { hydrationData: { loaderData } },
  );
  render(<RouterProvider router={router} />);
}

describe('usePageQuery and useRouteQuery', () => {
  it("read the route's and the layout's query answers from their loaders", () => {
    renderAt({ shell: { copyrightYear: 2031, shell }, home: { seo: {}, data: home } });
    expect(screen.getByText('hero b1')).toBeInTheDocument();
    expect(screen.getByText('store 48')).toBeInTheDocument();
  });

  it("answer nothing for a layout whose loader's query failed", () => {
    renderAt({ shell: { copyrightYear: 2031, shell: null }, home: { seo: {}, data: home } });
    expect(screen.getByText('store none')).toBeInTheDocument();
  });
});
