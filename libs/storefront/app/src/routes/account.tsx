import { accountLoads, IdentifyPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { identify } = accountLoads(brand.name);

export const loader = serverLoader(identify);
export const clientLoader = browserLoader(identify);
export const meta = pageMeta;

export default function Account() {
  return <IdentifyPage />;
}
