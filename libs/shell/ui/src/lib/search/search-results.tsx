import type { SearchResults_PayloadFragment } from '@giftshop/shared-graphql';
import { useMessages } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import { SearchHit, type SearchHitData } from './search-hit';
import styles from './search.module.css';

type Group = NonNullable<SearchResults_PayloadFragment['body']>[number];

function toHit(item: Group['items'][number]): SearchHitData | null {
  if (item.__typename === 'GiftCardSearchItem') return { id: item.id, path: item.path, title: item.title, image: item.image, color: item.backgroundColor.color };
  if (item.__typename === 'GivingMomentSearchItem') return { id: item.id, path: item.path, title: item.heroTitle, image: item.momentImage, color: item.momentColor?.color };
  return null;
}

export interface SearchResultsProps {
  results: SearchResults_PayloadFragment;
  /** A result was followed; `index` counts from 1 over all groups. */
  onSelect?: (hit: SearchHitData, index: number) => void;
}

/** Hits grouped into gift cards and giving moments; the count and the no-results text are the modal's status. */
export function SearchResults({ results, onSelect }: SearchResultsProps) {
  const messages = useMessages(shellUiMessages);
  let position = 0;
  return (
    <div className={styles.results}>
      {(results.body ?? []).map((group) => {
        const heading = group.groupType === 'PRODUCT' ? messages.giftCards : messages.givingMoments;
        const hits = group.items.map(toHit).filter((hit): hit is SearchHitData => hit !== null);
        return (
          <section key={group.groupType} aria-label={heading}>
            <h3 className={styles.groupHeading}>{heading}</h3>
            <ul className={styles.hits}>
              {hits.map((hit) => {
                const index = (position += 1);
                return (
                  <li key={`${group.groupType}-${hit.id}`}>
                    <SearchHit hit={hit} onSelect={() => onSelect?.(hit, index)} />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
