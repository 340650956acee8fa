import { useSearchParams } from 'react-router';
import { AppLink, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { localPageSeo, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages, useMessages, useRoutes } from '@giftshop/util-i18n';
import { ContentPage } from '../content-page';
import { enquiryPageMessages } from './enquiry-messages';
import { QuoteRequestForm } from './quote-request-form';

/** `/business/request-a-quote/`: the page's text from the content backend, then the form (`?product=` fills a line). */
export function QuoteRequestPage() {
  const [params] = useSearchParams();
  return (
    <ContentPage>
      <QuoteRequestForm product={params.get('product')?.slice(0, 100) ?? ''} />
    </ContentPage>
  );
}

/** The thank-you page after a quote request: what happens next. */
export function QuoteSuccessPage() {
  const m = useMessages(enquiryPageMessages).quoteSuccess;
  const routes = useRoutes();
  return (
    <Page>
      <PageTitle>{m.heading}</PageTitle>
      <PageIntro role="status">{m.intro}</PageIntro>
      <p>{m.next}</p>
      <AppLink href={routes.path('home')}>{m.continueShopping}</AppLink>
    </Page>
  );
}

/** The thank-you page's <head>: its own title, never indexed. */
export const quoteSuccessLoad =
  (siteName: string): PageLoad =>
  async (args) => {
    const m = pickMessages(enquiryPageMessages, args.services.settings.language).quoteSuccess;
    return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'BUSINESS', noindex: true });
  };
