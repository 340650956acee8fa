import { AppLink } from '@giftshop/shared-ui';
import { routePath, useMessages, type PathContext } from '@giftshop/util-i18n';
import { catalogueMessages } from '../messages';

/** The quote form's address with the product filled in as its first line (docs/enquiries.md). */
export const businessQuoteHref = (productTitle: string, paths: PathContext) =>
  `${routePath('businessQuote', {}, paths)}?${new URLSearchParams({ product: productTitle })}`;

/** "Buying for a business? Request a quote" under a product's purchase form. */
export function BusinessQuoteLine({ productTitle, paths, className }: { productTitle: string; paths: PathContext; className?: string }) {
  const m = useMessages(catalogueMessages).business;
  return (
    <p className={className}>
      {m.question} <AppLink href={businessQuoteHref(productTitle, paths)}>{m.link}</AppLink>
    </p>
  );
}
