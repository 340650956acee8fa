import { loadContentPage, QuoteRequestPage } from '@giftshop/content-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

/** The business quote request: the content page at its path with the form. */
export const loader = serverLoader(loadContentPage);
export const clientLoader = browserLoader(loadContentPage);
export const meta = pageMeta;

export default function BusinessQuote() {
  return <QuoteRequestPage />;
}
