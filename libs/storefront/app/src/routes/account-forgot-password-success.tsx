import { accountLoads, ForgotPasswordSuccessPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { forgotPasswordSuccess } = accountLoads(brand.name);

export const loader = serverLoader(forgotPasswordSuccess);
export const clientLoader = browserLoader(forgotPasswordSuccess);
export const meta = pageMeta;

export default function AccountForgotPasswordSuccess() {
  return <ForgotPasswordSuccessPage />;
}
