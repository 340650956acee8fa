import { AppLink } from '@giftshop/shared-ui';
import styles from './account-links.module.css';

export interface AccountLink {
  href: string;
  label: string;
}

export interface AccountLinksProps {
  /** Names the list for screen readers. */
  label: string;
  links: readonly AccountLink[];
}

/** The account pages a logged-in customer can go to, as on the overview. */
export function AccountLinks({ label, links }: AccountLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} className={styles.link}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
