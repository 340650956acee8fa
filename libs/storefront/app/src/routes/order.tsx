import { CheckoutPage, checkoutLoads } from '@giftshop/checkout-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { checkout } = checkoutLoads(brand.name);

export const loader = serverLoader(checkout);
export const clientLoader = browserLoader(checkout);
export const meta = pageMeta;

export default function Order() {
  return <CheckoutPage />;
}
