import { lazy, Suspense } from 'react';
import { HomePage, loadHome } from '@giftshop/catalogue-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadHome);
export const clientLoader = browserLoader(loadHome);
export const meta = pageMeta;

/** Below the fold: the server renders it, the browser loads its form code and hydrates it after the page's. */
const NewsletterSignup = lazy(() => import('@giftshop/account-feature').then((account) => ({ default: account.NewsletterSignup })));

export default function Home() {
  return (
    <HomePage
      newsletter={
        <Suspense fallback={null}>
          <NewsletterSignup source="home" />
        </Suspense>
      }
    />
  );
}
