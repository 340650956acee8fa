import { ContactPage, loadContentPage } from '@giftshop/content-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

/** The support page: its text from the content backend, the contact details of the brand data and the form. */
export const loader = serverLoader(loadContentPage);
export const clientLoader = browserLoader(loadContentPage);
export const meta = pageMeta;

const { email, telephone } = brand.organizationStructuredData.contactPoint;
const details = { email, telephone, openingHours: brand.organizationStructuredData.openingHours };

export default function ContactUs() {
  return <ContactPage details={details} />;
}
