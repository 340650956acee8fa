import { isRouteErrorResponse, Outlet, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { ErrorPage, loadShell, NotFoundPage, Shell } from '@giftshop/shell-feature';
import { browserServices } from '../lib/browser-services';

/** Header, footer and the shell's modals around every page; its data loads once per document. */
export const loader = ({ context, request, params }: LoaderFunctionArgs) => loadShell({ services: context, params, url: new URL(request.url) });
export const clientLoader = ({ request, params }: LoaderFunctionArgs) => loadShell({ services: browserServices(), params, url: new URL(request.url) });
export const shouldRevalidate = () => false;

export default function ShellRoute() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Unknown paths and failed pages still get the header and footer; a 404 shows the brand's artwork. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <Shell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />}</Shell>;
}
