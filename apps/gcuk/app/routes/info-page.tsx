import { ContentPage, loadContentPage } from '@giftshop/content-feature';
import { pageRoute } from '../lib/page-route';

/** Information pages (general terms, privacy, cancellation policy, delivery, cookie statement). */
export const { loader, clientLoader, meta } = pageRoute(loadContentPage);

export default function InfoPage() {
  return <ContentPage />;
}
