import type { Crumb } from '@giftshop/shared-data-access';
import { AppLink } from '@giftshop/shared-ui';
import styles from './locations.module.css';

/** The trail above a finder page; the last crumb is the page itself. */
export function BreadcrumbNav({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>{index < crumbs.length - 1 ? <AppLink href={crumb.path}>{crumb.name}</AppLink> : <span aria-current="page">{crumb.name}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
