import { Link } from 'react-router';
import styles from './logo.module.css';

export interface LogoImage {
  src: string;
  width: number;
  height: number;
}

export interface LogoProps {
  href: string;
  /** The link's accessible name, e.g. "GiftCards UK home page". */
  label: string;
  desktop: LogoImage;
  mobile: LogoImage;
  id?: string;
}

/** The brand logo linking home; the browser picks the desktop or mobile file, each with its own size. */
export function Logo({ href, label, desktop, mobile, id }: LogoProps) {
  return (
    <Link id={id} to={href} className={styles.logo} aria-label={label}>
      <picture>
        <source media="(min-width: 1024px)" srcSet={desktop.src} width={desktop.width} height={desktop.height} />
        <img className={styles.image} src={mobile.src} width={mobile.width} height={mobile.height} alt="" fetchPriority="high" />
      </picture>
    </Link>
  );
}
