import { ContentPage, loadContentPage } from '@giftshop/content-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

/** Information pages (general terms, privacy, cancellation policy, delivery, cookie statement). */
export const loader = serverLoader(loadContentPage);
export const clientLoader = browserLoader(loadContentPage);
export const meta = pageMeta;

export default function InfoPage() {
  return <ContentPage />;
}
