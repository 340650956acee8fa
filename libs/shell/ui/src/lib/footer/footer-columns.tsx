import { AppLink } from '@giftshop/shared-ui';
import type { FooterColumns_MenuFragment } from '@giftshop/shared-graphql';
import { useMessages, useSitePath } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import styles from './footer.module.css';

/** The footer's menu sections from store data; links to other hosts open in a new tab (AppLink). */
export function FooterColumns({ menu }: { menu: FooterColumns_MenuFragment }) {
  const messages = useMessages(shellUiMessages);
  const sitePath = useSitePath();
  return (
    <nav className={styles.columns} aria-label={messages.footerMenu}>
      {menu.menuItems.map((section) => (
        <section key={section.title} className={styles.column}>
          <h2 className={styles.columnTitle}>{section.title}</h2>
          <ul className={styles.list}>
            {section.menuItems.map((item) => (
              <li key={`${item.path}-${item.title}`}>
                <AppLink href={sitePath(item.path)} className={styles.link}>
                  {item.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
