import { useMatches } from 'react-router';
import { BusinessPage, ContentPage, loadContentPage } from '@giftshop/content-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

/** Catch-all `/{path}/`: a landing (or help, business) page from the content backend; unknown paths are a 404. */
export const loader = serverLoader(loadContentPage);
export const clientLoader = browserLoader(loadContentPage);
export const meta = pageMeta;

export default function Landing() {
  // The module serves the business route too (ids `root:business`, `en:business`): it leads to the quote form.
  const business = useMatches().at(-1)?.id.endsWith(':business') ?? false;
  return business ? <BusinessPage /> : <ContentPage />;
}
