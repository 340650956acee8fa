import { accountLoads, ChangePasswordPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { changePassword } = accountLoads(brand.name);

export const loader = serverLoader(changePassword);
export const clientLoader = browserLoader(changePassword);
export const meta = pageMeta;

export default function AccountChangePassword() {
  return <ChangePasswordPage />;
}
