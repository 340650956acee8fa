import { useEffect, useState, type RefObject } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useUserData } from '@giftshop/shared-data-access';
import { SearchPanel, type SearchHitData } from '@giftshop/shell-ui';
import { pushEvent, trackProductClick } from '@giftshop/util-analytics';
import { PopularSearchQuery, SearchQuery } from '../search.queries';
import { useRoutes } from '@giftshop/util-i18n';
import { useDebouncedValue } from '../use-debounced-value';

/** Spec §5: the search waits until typing pauses for 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_LIST_NAME = 'search';

export interface SearchBodyProps {
  /** Text the visitor typed into the header's search box before the modal opened. */
  seed: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** A link in the modal was followed. */
  onDone: () => void;
}

/**
 * The live part of the search modal, mounted while it is open: suggestions for the empty input, `search_v1` for the
 * debounced text (each debounced term is also a search_input analytics event), results replacing suggestions.
 */
export function SearchBody({ seed, inputRef, onDone }: SearchBodyProps) {
  const userData = useUserData();
  const routes = useRoutes();
  const [text, setText] = useState(seed);
  const trimmed = text.trim();
  const term = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const popular = useQuery(PopularSearchQuery, { variables: { userData } });
  const search = useQuery(SearchQuery, term ? { variables: { userData, inputText: term } } : skipToken);

  useEffect(() => {
    if (term) pushEvent({ event: 'search_input', search_term: term });
  }, [term]);

  // Until the first answer for the typed text arrives, the previous one stays (no flicker while typing on).
  const answer = search.data?.search_v1 ?? search.previousData?.search_v1 ?? null;
  const results = trimmed && term ? answer : null;

  const onSelect = (hit: SearchHitData, index: number) => {
    trackProductClick(SEARCH_LIST_NAME, { item_id: hit.id, item_name: hit.title, index, item_list_name: SEARCH_LIST_NAME });
    onDone();
  };

  return (
    <SearchPanel
      value={text}
      onChange={setText}
      popular={popular.data?.popularSearch.popularSearch ?? null}
      results={results}
      onSelect={onSelect}
      onNavigate={onDone}
      inputRef={inputRef}
      searchAction={routes.path('productList')}
    />
  );
}
