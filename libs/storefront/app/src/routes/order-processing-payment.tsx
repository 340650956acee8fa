import { checkoutLoads, ProcessingPaymentPage } from '@giftshop/checkout-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { processingPayment } = checkoutLoads(brand.name);

export const loader = serverLoader(processingPayment);
export const clientLoader = browserLoader(processingPayment);
export const meta = pageMeta;

export default function OrderProcessingPayment() {
  return <ProcessingPaymentPage />;
}
