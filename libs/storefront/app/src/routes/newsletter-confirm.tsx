import type { MetaFunction } from 'react-router';
import { newsletterLoads, NewsletterConfirmPage } from '@giftshop/account-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { confirm } = newsletterLoads(brand.name);

export const loader = serverLoader(confirm);
export const clientLoader = browserLoader(confirm);

/** The token is in the address: no Referer header may carry it to another site (docs/security.md). */
export const headers = () => ({ 'Referrer-Policy': 'no-referrer' });
export const meta: MetaFunction = (args) => [...(pageMeta(args) ?? []), { name: 'referrer', content: 'no-referrer' }];

export default function NewsletterConfirm() {
  return <NewsletterConfirmPage />;
}
