import { customerPageLoads, AddressBookPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { addressBook } = customerPageLoads(brand.name);

export const loader = serverLoader(addressBook);
export const clientLoader = browserLoader(addressBook);
export const meta = pageMeta;

export default function AccountAddressBook() {
  return <AddressBookPage />;
}
