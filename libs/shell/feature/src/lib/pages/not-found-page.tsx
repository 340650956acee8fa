import { PageMessage } from '@giftshop/shell-ui';
import { useBrand } from '@giftshop/util-brand';
import { format, useMessages, useRoutes } from '@giftshop/util-i18n';
import { shellMessages } from '../messages';

/** The 404 page with the brand's artwork and the ways back: home and all gift cards. */
export function NotFoundPage() {
  const brand = useBrand();
  const routes = useRoutes();
  const messages = useMessages(shellMessages);
  const artwork = brand.config.notFoundImage;
  return (
    <PageMessage
      image={{ src: brand.imageUrl(artwork), width: artwork.width, height: artwork.height, alt: artwork.alt }}
      heading={messages.notFoundHeading}
      text={messages.notFoundText}
      links={[
        { href: routes.path('home'), label: messages.goHome },
        { href: routes.path('productList'), label: format(messages.viewAllCards, { claim: brand.config.catalogueClaim }) },
      ]}
    />
  );
}
