import { accountLoads, NotificationsPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { notifications } = accountLoads(brand.name);

export const loader = serverLoader(notifications);
export const clientLoader = browserLoader(notifications);
export const meta = pageMeta;

export default function AccountNotifications() {
  return <NotificationsPage />;
}
