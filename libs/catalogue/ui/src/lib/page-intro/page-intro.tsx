import type { ReactNode } from 'react';
import { readableTextColor } from '../readable-color';
import styles from './page-intro.module.css';

export interface PageIntroProps {
  title: string;
  description?: string;
  /** Breadcrumbs, shown above the title. */
  crumbs?: ReactNode;
  /** A colour band behind the title (an occasion's colour); the text colour follows it for contrast. */
  backgroundColor?: string;
}

/** The page's h1 with its introduction. */
export function PageIntro({ title, description, crumbs, backgroundColor }: PageIntroProps) {
  const banded = backgroundColor ? { backgroundColor, color: readableTextColor(backgroundColor) } : undefined;
  return (
    <header className={styles.intro}>
      {crumbs}
      <div className={banded ? styles.band : undefined} style={banded}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
    </header>
  );
}
