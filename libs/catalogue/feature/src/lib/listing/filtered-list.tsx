import type { ListFilters_CategoryFragment, ProductFiltersInput, UserDataInput } from '@giftshop/shared-graphql';
import { AppLink } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { catalogueMessages } from '../messages';
import { filterQuery, isFiltered, type ListFilters } from './list-filters';
import { ListFiltersControl } from './list-filters-control';
import styles from './filtered-list.module.css';

export interface ListToolbarProps {
  action: string;
  filters: ListFilters;
  categories: ListFilters_CategoryFragment[];
  userData: UserDataInput;
  pageFilters: ProductFiltersInput | null;
}

/** Above a product list: the filter, and "Clear filters" while any is chosen (a search stays). */
export function ListToolbar(props: ListToolbarProps) {
  const messages = useMessages(catalogueMessages).filters;
  const { action, filters } = props;
  return (
    <div className={styles.toolbar}>
      <ListFiltersControl {...props} />
      {isFiltered(filters) && <AppLink href={`${action}${filterQuery({ ...filters, categories: [], types: [] })}`}>{messages.clear}</AppLink>}
    </div>
  );
}

/** A search or filter that matches nothing: what was asked, what to try, and the way to every gift card. */
export function FilteredEmpty({ filters, allHref }: { filters: ListFilters; allHref: string }) {
  const messages = useMessages(catalogueMessages);
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{filters.search ? format(messages.search.empty, { term: filters.search }) : messages.filters.empty}</p>
      <p>{messages.search.emptyHint}</p>
      <AppLink href={allHref}>{messages.search.emptyLink}</AppLink>
    </div>
  );
}
