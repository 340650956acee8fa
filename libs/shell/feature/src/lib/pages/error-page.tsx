import { PageMessage } from '@giftshop/shell-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { shellMessages } from '../messages';

/** A page that failed: the generic apology of spec §8 and a link home. */
export function ErrorPage() {
  const routes = useRoutes();
  const messages = useMessages(shellMessages);
  return <PageMessage heading={messages.errorPageHeading} text={messages.errorFallback} links={[{ href: routes.path('home'), label: messages.goHome }]} />;
}
