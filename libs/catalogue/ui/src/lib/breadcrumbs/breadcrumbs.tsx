import { AppLink } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { catalogueUiMessages } from '../messages';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  name: string;
  href: string;
}

/** The trail to the current page; the last item is the page itself and is not a link. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const messages = useMessages(catalogueUiMessages);
  if (items.length === 0) return null;
  return (
    <nav aria-label={messages.breadcrumbs} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.href} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <AppLink href={item.href} className={styles.link}>
                {item.name}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
