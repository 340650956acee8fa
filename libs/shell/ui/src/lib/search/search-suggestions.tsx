import { useId } from 'react';
import { Link } from 'react-router';
import type { SearchSuggestions_PopularFragment } from '@giftshop/shared-graphql';
import { useMessages } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import { SearchHit, type SearchHitData } from './search-hit';
import styles from './search.module.css';

export interface SearchSuggestionsProps {
  popular: SearchSuggestions_PopularFragment;
  onSelect?: (hit: SearchHitData, index: number) => void;
  /** A popular term or the highlighted block was followed. */
  onNavigate?: () => void;
}

/** What the empty search shows (spec §2.5): popular terms, popular gift cards and an optional highlighted block. */
export function SearchSuggestions({ popular, onSelect, onNavigate }: SearchSuggestionsProps) {
  const messages = useMessages(shellUiMessages);
  const block = popular.highlightedBlocks[0];
  const termsId = useId();
  const cardsId = useId();
  return (
    <div className={styles.suggestions}>
      {popular.terms.length > 0 && (
        <section aria-labelledby={termsId}>
          <h3 id={termsId} className={styles.groupHeading}>
            {messages.popularTerms}
          </h3>
          <ul className={styles.terms}>
            {popular.terms.map((term) => (
              <li key={term.url}>
                <Link to={term.url} className={styles.term} onClick={onNavigate}>
                  {term.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {popular.entities.length > 0 && (
        <section aria-labelledby={cardsId}>
          <h3 id={cardsId} className={styles.groupHeading}>
            {messages.popularCards}
          </h3>
          <ul className={styles.hits}>
            {popular.entities.map((product, index) => {
              const hit = { id: product.id, path: product.path, title: product.title, image: product.image, color: product.backgroundColor.color };
              return (
                <li key={product.id}>
                  <SearchHit hit={hit} onSelect={() => onSelect?.(hit, index + 1)} />
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {block && (
        <Link to={block.referencedPath} className={styles.highlight} onClick={onNavigate}>
          {block.cardImage && <img src={block.cardImage.url.href} alt="" width={120} height={75} loading="lazy" />}
          <span>
            <strong className={styles.highlightTitle}>{block.title}</strong>
            <span>{block.description}</span>
          </span>
        </Link>
      )}
    </div>
  );
}
