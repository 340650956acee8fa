import { useId } from 'react';
import { AppLink, VisuallyHidden } from '@giftshop/shared-ui';
import styles from './usp-list.module.css';

export interface UspItem {
  id: string;
  title: string;
  description: string;
  href?: string;
}

export interface UspListProps {
  heading: string;
  items: UspItem[];
}

/** The shop's selling points; the section heading is for screen readers, the points speak for themselves. */
export function UspList({ heading, items }: UspListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <VisuallyHidden>
        <h2 id={headingId}>{heading}</h2>
      </VisuallyHidden>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <div>
              <h3 className={styles.title}>{item.href ? <AppLink href={item.href}>{item.title}</AppLink> : item.title}</h3>
              <p className={styles.description}>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
