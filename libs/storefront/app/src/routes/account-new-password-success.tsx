import { accountLoads, NewPasswordSuccessPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { newPasswordSuccess } = accountLoads(brand.name);

export const loader = serverLoader(newPasswordSuccess);
export const clientLoader = browserLoader(newPasswordSuccess);
export const meta = pageMeta;

export default function AccountNewPasswordSuccess() {
  return <NewPasswordSuccessPage />;
}
