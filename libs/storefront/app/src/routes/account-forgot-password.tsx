import { accountLoads, ForgotPasswordPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { forgotPassword } = accountLoads(brand.name);

export const loader = serverLoader(forgotPassword);
export const clientLoader = browserLoader(forgotPassword);
export const meta = pageMeta;

export default function AccountForgotPassword() {
  return <ForgotPasswordPage />;
}
