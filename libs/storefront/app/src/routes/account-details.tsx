import { customerPageLoads, DetailsPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { details } = customerPageLoads(brand.name);

export const loader = serverLoader(details);
export const clientLoader = browserLoader(details);
export const meta = pageMeta;

export default function AccountDetails() {
  return <DetailsPage />;
}
