import { QuoteSuccessPage, quoteSuccessLoad } from '@giftshop/content-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const load = quoteSuccessLoad(brand.name);

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);
export const meta = pageMeta;

export default function BusinessQuoteSuccess() {
  return <QuoteSuccessPage />;
}
