import { checkoutLoads, OrderConfirmationPage } from '@giftshop/checkout-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

/** `/order/{uuid}/` and `/order/success/?order={uuid}`. */
const { confirmation } = checkoutLoads(brand.name);

export const loader = serverLoader(confirmation);
export const clientLoader = browserLoader(confirmation);
export const meta = pageMeta;

export default function OrderConfirmation() {
  return <OrderConfirmationPage />;
}
