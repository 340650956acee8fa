import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import styles from './footer.module.css';

export interface FooterLegalProps {
  termsHref: string;
  privacyHref: string;
  /** The cookie statement, when the brand links it (toggle cookiesLink). */
  cookiesHref?: string | null;
  /** The year on the server when the page was rendered, so hydration matches. */
  year: number;
  /** The bottom bar's trust marks (brand trustMarks.bottomBar). */
  marks?: ReactNode;
}

export function FooterLegal({ termsHref, privacyHref, cookiesHref, year, marks }: FooterLegalProps) {
  const messages = useMessages(shellUiMessages);
  return (
    <div className={styles.legal}>
      <nav aria-label={messages.legal}>
        <ul className={styles.legalLinks}>
          <li>
            <Link to={termsHref} className={styles.link}>
              {messages.terms}
            </Link>
          </li>
          <li>
            <Link to={privacyHref} className={styles.link}>
              {messages.privacy}
            </Link>
          </li>
          {cookiesHref && (
            <li>
              <Link to={cookiesHref} className={styles.link}>
                {messages.cookies}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      {marks}
      <p className={styles.copyright}>{format(messages.copyright, { year })}</p>
    </div>
  );
}
