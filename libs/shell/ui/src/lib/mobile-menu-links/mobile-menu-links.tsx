import { Accordion, AppLink } from '@giftshop/shared-ui';
import type { MobileMenuLinks_BusinessMenuFragment } from '@giftshop/shared-graphql';
import { useMessages, useSitePath } from '@giftshop/util-i18n';
import { GlobeIcon } from '../icons/icons';
import { shellUiMessages } from '../messages';
import styles from './mobile-menu-links.module.css';

export interface MobileMenuLinksProps {
  choiceRedeemHref: string;
  /** Only the UK build links the Choice gift card here (spec §2.5). */
  choiceCardHref?: string | null;
  /** The store's business menu, shown as an accordion; without one, a link to the business page. */
  businessMenu?: MobileMenuLinks_BusinessMenuFragment | null;
  businessHref: string;
  supportHref: string;
  /** Opens the store switcher; no language entry without it. */
  onLanguage?: () => void;
  /** The current language's name, next to the language entry. */
  currentLanguage?: string;
  onNavigate?: () => void;
}

/** The links under the categories in the mobile menu (spec §2.5). */
export function MobileMenuLinks(props: MobileMenuLinksProps) {
  const { choiceRedeemHref, choiceCardHref, businessMenu, businessHref, supportHref, onLanguage, currentLanguage, onNavigate } = props;
  const messages = useMessages(shellUiMessages);
  const sitePath = useSitePath();
  return (
    <ul className={styles.links}>
      <li>
        <AppLink href={choiceRedeemHref} className={styles.link} onClick={onNavigate}>
          {messages.choiceRedeem}
        </AppLink>
      </li>
      {choiceCardHref && (
        <li>
          <AppLink href={choiceCardHref} className={styles.link} onClick={onNavigate}>
            {messages.choiceCard}
          </AppLink>
        </li>
      )}
      <li>
        {businessMenu?.menuItems.length ? (
          <Accordion
            className={styles.accordion}
            items={[
              {
                id: 'business',
                title: businessMenu.title,
                content: (
                  <ul className={styles.subLinks}>
                    {businessMenu.menuItems.map((item) => (
                      <li key={`${item.path}-${item.title}`}>
                        <AppLink href={sitePath(item.path)} className={styles.subLink} onClick={onNavigate}>
                          {item.title}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        ) : (
          <AppLink href={businessHref} className={styles.link} onClick={onNavigate}>
            {messages.business}
          </AppLink>
        )}
      </li>
      <li>
        <AppLink href={supportHref} className={styles.link} onClick={onNavigate}>
          {messages.customerSupport}
        </AppLink>
      </li>
      {onLanguage && (
        <li>
          <button type="button" className={styles.link} onClick={onLanguage} aria-haspopup="dialog">
            <GlobeIcon />
            {messages.language}
            {currentLanguage && <span className={styles.current}>{currentLanguage}</span>}
          </button>
        </li>
      )}
    </ul>
  );
}
