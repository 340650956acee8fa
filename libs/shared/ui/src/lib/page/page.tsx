import type { ReactNode, Ref } from 'react';
import { cx } from '../class-names';
import styles from './page.module.css';

export interface PageProps {
  children: ReactNode;
  className?: string;
}

/** A page's content column: the width, margins and rhythm every page shares. */
export function Page({ children, className }: PageProps) {
  return <div className={cx(styles.page, className)}>{children}</div>;
}

export interface PageTitleProps {
  children: ReactNode;
  className?: string;
  /** For pages that move focus to their heading (after a step or a reset); the heading can then take focus. */
  ref?: Ref<HTMLHeadingElement>;
}

/** The page's one h1. */
export function PageTitle({ children, className, ref }: PageTitleProps) {
  return (
    <h1 ref={ref} tabIndex={ref ? -1 : undefined} className={cx(styles.title, className)}>
      {children}
    </h1>
  );
}

export interface PageIntroProps {
  children: ReactNode;
  className?: string;
  role?: 'status';
}

/** The paragraph under the title that says what the page is for. */
export function PageIntro({ children, className, role }: PageIntroProps) {
  return (
    <p className={cx(styles.intro, className)} role={role}>
      {children}
    </p>
  );
}
