import { Link } from 'react-router';
import { useSitePath } from '@giftshop/util-i18n';
import styles from './search.module.css';

export interface SearchHitData {
  id: string;
  path: string;
  title: string;
  image?: { url: { href: string } } | null;
  color?: string | null;
}

/** One linked card in the search modal: a gift card, a giving moment or a popular card. */
export function SearchHit({ hit, onSelect }: { hit: SearchHitData; onSelect?: () => void }) {
  const sitePath = useSitePath();
  return (
    <Link to={sitePath(hit.path)} className={styles.hit} onClick={onSelect}>
      <span className={styles.thumb} style={hit.color ? { backgroundColor: hit.color } : undefined}>
        {hit.image && <img src={hit.image.url.href} alt="" width={80} height={50} loading="lazy" />}
      </span>
      <span className={styles.hitTitle}>{hit.title}</span>
    </Link>
  );
}
