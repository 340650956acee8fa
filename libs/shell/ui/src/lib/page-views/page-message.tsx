import { Button } from '@giftshop/shared-ui';
import styles from './page-message.module.css';

export interface PageMessageProps {
  heading: string;
  text: string;
  image?: { src: string; width: number; height: number; alt: string } | null;
  /** The first is the main action. */
  links: { href: string; label: string }[];
}

/** A whole-page message with the brand's artwork: the 404 page and the generic error page. */
export function PageMessage({ heading, text, image, links }: PageMessageProps) {
  return (
    <div className={styles.page}>
      {image && <img className={styles.image} src={image.src} width={image.width} height={image.height} alt={image.alt} />}
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.links}>
        {links.map((link, index) => (
          <Button key={link.href} href={link.href} variant={index === 0 ? 'primary' : 'secondary'}>
            {link.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
