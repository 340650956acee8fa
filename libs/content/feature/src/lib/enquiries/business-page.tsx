import { useId } from 'react';
import { Button } from '@giftshop/shared-ui';
import { useBrand } from '@giftshop/util-brand';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { ContentPage } from '../content-page';
import { enquiryPageMessages } from './enquiry-messages';
import styles from './business-page.module.css';

/** The block that leads from the business page to the quote form. */
function QuoteCallout() {
  const m = useMessages(enquiryPageMessages).businessCta;
  const routes = useRoutes();
  const headingId = useId();
  return (
    <section className={styles.callout} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.heading}
      </h2>
      <p className={styles.text}>{m.text}</p>
      <Button href={routes.path('businessQuote')}>{m.link}</Button>
    </section>
  );
}

/**
 * `/business/` and its pages: the content page with the way to the quote form. The brand toggle businessPageV3 puts
 * that block first, under the title; without it the block follows the body (the earlier layout).
 */
export function BusinessPage() {
  const v3 = useBrand().toggle('businessPageV3');
  return v3 ? <ContentPage lead={<QuoteCallout />} /> : <ContentPage><QuoteCallout /></ContentPage>;
}
