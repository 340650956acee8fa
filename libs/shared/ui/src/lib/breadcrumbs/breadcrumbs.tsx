import { AppLink } from '../app-link/app-link';
import styles from './breadcrumbs.module.css';

/** A step of the trail: its name and its site-relative path. */
export interface BreadcrumbItem {
  name: string;
  path: string;
}

/** The trail to the current page; the last item is the page itself and is not a link. */
export function Breadcrumbs({ items, label }: { items: readonly BreadcrumbItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.path} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <AppLink href={item.path} className={styles.link}>
                {item.name}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
