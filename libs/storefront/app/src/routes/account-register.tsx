import { accountLoads, RegisterPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { register } = accountLoads(brand.name);

export const loader = serverLoader(register);
export const clientLoader = browserLoader(register);
export const meta = pageMeta;

export default function AccountRegister() {
  return <RegisterPage />;
}
