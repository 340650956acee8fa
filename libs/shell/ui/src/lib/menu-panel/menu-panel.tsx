import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuPanel_CategoryFragment } from '@giftshop/shared-graphql';
import { format, useMessages, useSitePath } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import styles from './menu-panel.module.css';

/** Categories a phone shows before 'View all categories' (spec §9). */
export const MOBILE_CATEGORY_COUNT = 6;

export interface MenuPanelProps {
  /** Referenced by the menu button's aria-controls. */
  id: string;
  open: boolean;
  categories: readonly MenuPanel_CategoryFragment[];
  /** The mobile menu's links under the categories (phones and tablets only). */
  footer?: ReactNode;
  /** Called when a link in the panel is followed. */
  onNavigate?: () => void;
}

/**
 * The full-width gift-cards panel (spec §2.5). On desktop, hovering or focusing a category shows its top products
 * and a link to the whole category; phones and tablets list the first six categories and a button for the rest.
 */
export function MenuPanel({ id, open, categories, footer, onNavigate }: MenuPanelProps) {
  const messages = useMessages(shellUiMessages);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const sitePath = useSitePath();
  const firstHidden = useRef<HTMLAnchorElement>(null);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];
  const hasMore = categories.length > MOBILE_CATEGORY_COUNT;

  const expand = () => {
    setShowAll(true);
    // The button goes away; focus moves to the first category it revealed.
    requestAnimationFrame(() => firstHidden.current?.focus());
  };

  return (
    <div id={id} className={styles.panel} hidden={!open}>
      <div className={styles.inner}>
        <div className={styles.categories}>
          <h2 className={styles.heading}>{messages.categories}</h2>
          <ul className={styles.categoryList}>
            {categories.map((category, index) => (
              <li key={category.id} className={index >= MOBILE_CATEGORY_COUNT && !showAll ? styles.beyondMobile : undefined}>
                <Link
                  ref={index === MOBILE_CATEGORY_COUNT ? firstHidden : undefined}
                  to={sitePath(category.path)}
                  className={category.id === active?.id ? `${styles.category} ${styles.active}` : styles.category}
                  onMouseEnter={() => setActiveId(category.id)}
                  onFocus={() => setActiveId(category.id)}
                  onClick={onNavigate}
                >
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
          {hasMore && !showAll && (
            <button type="button" className={styles.viewAll} onClick={expand}>
              {messages.viewAllCategories}
            </button>
          )}
        </div>
        {active && (
          <section className={styles.preview} aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`} className={styles.previewHeading}>
              {format(messages.topProductsOf, { category: active.title })}
            </h2>
            <ul className={styles.products}>
              {active.topList.map((product) => (
                <li key={product.id}>
                  <Link to={sitePath(product.path)} className={styles.product} onClick={onNavigate}>
                    <span className={styles.card} style={{ backgroundColor: product.backgroundColor.color }}>
                      <img src={product.image.url.href} alt="" width={160} height={100} loading="lazy" />
                    </span>
                    {product.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={sitePath(active.path)} className={styles.categoryLink} onClick={onNavigate}>
              {messages.viewAllInCategory}
            </Link>
          </section>
        )}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
