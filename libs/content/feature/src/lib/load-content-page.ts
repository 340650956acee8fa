import { notFound, requireMetadata, runQuery, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages } from '@giftshop/util-i18n';
import { ContentPageQuery } from './content-page.query';
import { contentCrumbs, contentPageVariables, pathContext } from './content-page.data';
import { contentMessages } from './messages';

/** Information pages and the catch-all landing route: a 404 when the content backend has no page at the path. */
export const loadContentPage: PageLoad = async ({ services, url }) => {
  const data = await runQuery(services, ContentPageQuery, contentPageVariables(services.settings, url.pathname));
  const metadata = requireMetadata(data.metadata);
  const page = data.page.page;
  if (!page) throw notFound();
  const { language } = services.settings;
  const breadcrumbs = contentCrumbs(pickMessages(contentMessages, language), pathContext(language, url.pathname), page.title, url.pathname);
  return { seo: { metadata, breadcrumbs } };
};
