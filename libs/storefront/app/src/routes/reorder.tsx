import { customerPageLoads, ReorderPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { reorder } = customerPageLoads(brand.name);

export const loader = serverLoader(reorder);
export const clientLoader = browserLoader(reorder);
export const meta = pageMeta;

export default function Reorder() {
  return <ReorderPage />;
}
