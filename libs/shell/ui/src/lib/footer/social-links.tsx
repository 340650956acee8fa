import { AppLink, VisuallyHidden } from '@giftshop/shared-ui';
import type { SocialLink, SocialNetwork } from '@giftshop/util-brand';
import { useMessages } from '@giftshop/util-i18n';
import { SocialIcon } from '../icons/social-icons';
import { shellUiMessages } from '../messages';
import styles from './footer.module.css';

const networkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedIn: 'LinkedIn',
  pinterest: 'Pinterest',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
};

/** The brand's social links; pass only the visible ones (the UK store hides twitter and youtube). */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const messages = useMessages(shellUiMessages);
  if (!links.length) return null;
  return (
    <div className={styles.social}>
      <h2 className={styles.columnTitle}>{messages.followUs}</h2>
      <ul className={styles.socialList}>
        {links.map((link) => (
          <li key={link.network}>
            <AppLink href={link.url} className={styles.socialLink}>
              <SocialIcon network={link.network} />
              <VisuallyHidden>{networkNames[link.network]}</VisuallyHidden>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
