import type { MetaFunction } from 'react-router';
import { accountLoads, NewPasswordPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { newPassword } = accountLoads(brand.name);

export const loader = serverLoader(newPassword);
export const clientLoader = browserLoader(newPassword);

/** The reset token is in the address: no Referer header may carry it to another site (docs/security.md). */
export const headers = () => ({ 'Referrer-Policy': 'no-referrer' });
export const meta: MetaFunction = (args) => [...(pageMeta(args) ?? []), { name: 'referrer', content: 'no-referrer' }];

export default function AccountNewPassword() {
  return <NewPasswordPage />;
}
