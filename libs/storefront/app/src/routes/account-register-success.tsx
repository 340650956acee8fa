import { accountLoads, RegisterSuccessPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { registerSuccess } = accountLoads(brand.name);

export const loader = serverLoader(registerSuccess);
export const clientLoader = browserLoader(registerSuccess);
export const meta = pageMeta;

export default function AccountRegisterSuccess() {
  return <RegisterSuccessPage />;
}
