import { accountLoads, LoginPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { login } = accountLoads(brand.name);

export const loader = serverLoader(login);
export const clientLoader = browserLoader(login);
export const meta = pageMeta;

export default function AccountLogin() {
  return <LoginPage />;
}
