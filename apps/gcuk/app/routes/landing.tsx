import { ContentPage, loadContentPage } from '@giftshop/content-feature';
import { pageRoute } from '../lib/page-route';

/** Catch-all `/{path}/`: a landing (or help, business) page from the content backend; unknown paths are a 404. */
export const { loader, clientLoader, meta } = pageRoute(loadContentPage);

export default function Landing() {
  return <ContentPage />;
}
