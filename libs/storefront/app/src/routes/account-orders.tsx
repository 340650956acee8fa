import { customerPageLoads, OrdersPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { orders } = customerPageLoads(brand.name);

export const loader = serverLoader(orders);
export const clientLoader = browserLoader(orders);
export const meta = pageMeta;

export default function AccountOrders() {
  return <OrdersPage />;
}
