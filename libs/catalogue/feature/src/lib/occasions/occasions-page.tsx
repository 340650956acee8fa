import { usePageQuery } from '@giftshop/shared-data-access';
import type { OccasionsPageQuery } from '@giftshop/shared-graphql';
import { Breadcrumbs, OccasionTiles, PageIntro } from '@giftshop/catalogue-ui';
import { useMessages } from '@giftshop/util-i18n';
import { toBreadcrumbItems } from '../breadcrumb-items';
import { crumbs } from '../breadcrumbs';
import { catalogueMessages } from '../messages';
import { usePageInput } from '../page-input';
import { occasionTile } from './occasion-tile-item';
import styles from '../page-layout.module.css';

/** /occasions/: every giving moment as a tile. */
export function OccasionsPage() {
  const input = usePageInput();
  const data = usePageQuery<OccasionsPageQuery>();
  const messages = useMessages(catalogueMessages);
  if (!data) return null;
  const terms = data.occasions.terms ?? [];
  return (
    <div className={styles.page}>
      <PageIntro
        title={messages.occasions.title}
        description={messages.occasions.intro}
        crumbs={<Breadcrumbs items={toBreadcrumbItems(crumbs.occasions(messages, input.paths))} />}
      />
      <OccasionTiles items={terms.map((term) => occasionTile(term, input.paths))} headingLevel={2} withDescriptions />
    </div>
  );
}
