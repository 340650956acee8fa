import { accountLoads, OverviewPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { overview } = accountLoads(brand.name);

export const loader = serverLoader(overview);
export const clientLoader = browserLoader(overview);
export const meta = pageMeta;

export default function AccountOverview() {
  return <OverviewPage />;
}
