import { useActionData, type ActionFunctionArgs, type MetaFunction } from 'react-router';
import { UnsubscribeNewsletterMutation } from '@giftshop/account-data-access';
import { newsletterLoads, NewsletterUnsubscribePage } from '@giftshop/account-feature';
import { toUserData } from '@giftshop/shared-data-access';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { unsubscribe } = newsletterLoads(brand.name);

export const loader = serverLoader(unsubscribe);
export const clientLoader = browserLoader(unsubscribe);

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the page's address, which the
 * List-Unsubscribe header of every marketing e-mail names. A GET only shows the page, so link scanners unsubscribe nobody.
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const { data } = await context.apolloClient.mutate({ mutation: UnsubscribeNewsletterMutation, variables: { userData: toUserData(context.settings), token } });
  return { done: Boolean(data?.unsubscribeNewsletter.status) };
}

export const headers = () => ({ 'Referrer-Policy': 'no-referrer' });
export const meta: MetaFunction = (args) => [...(pageMeta(args) ?? []), { name: 'referrer', content: 'no-referrer' }];

export default function NewsletterUnsubscribe() {
  const result = useActionData<typeof action>();
  return <NewsletterUnsubscribePage done={result?.done} />;
}
