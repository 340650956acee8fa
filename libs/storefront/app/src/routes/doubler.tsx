import { DoublerPage, doublerLoads } from '@giftshop/doubler-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { doubler } = doublerLoads(brand.name);

export const loader = serverLoader(doubler);
export const clientLoader = browserLoader(doubler);
export const meta = pageMeta;

export default function Doubler() {
  return <DoublerPage />;
}
