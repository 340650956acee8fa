import { Breadcrumbs as Trail } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { catalogueUiMessages } from '../messages';

export interface BreadcrumbItem {
  name: string;
  href: string;
}

/** The trail to a catalogue page, named in the catalogue's language. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return <Trail items={items.map(({ name, href }) => ({ name, path: href }))} label={useMessages(catalogueUiMessages).breadcrumbs} />;
}
