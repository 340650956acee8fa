import { useId, type Ref } from 'react';
import { useNavigate } from 'react-router';
import type { SearchResults_PayloadFragment, SearchSuggestions_PopularFragment } from '@giftshop/shared-graphql';
import { format, useMessages } from '@giftshop/util-i18n';
import { SearchIcon } from '../icons/icons';
import { shellUiMessages } from '../messages';
import type { SearchHitData } from './search-hit';
import { SearchResults } from './search-results';
import { SearchSuggestions } from './search-suggestions';
import styles from './search.module.css';

export interface SearchPanelProps {
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for the empty input; null while they load. */
  popular: SearchSuggestions_PopularFragment | null;
  /** Results for the text typed; null while the first answer for it is on its way. */
  results: SearchResults_PayloadFragment | null;
  onSelect?: (hit: SearchHitData, index: number) => void;
  onNavigate?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Where Enter takes the typed text: the product list, filtered by `?s=` (spec §2.5 popular terms lead there too).
   * A GET form, so it works before the page's script has loaded.
   */
  searchAction?: string;
}

/**
 * The search modal's content (spec §2.5): the input, then suggestions while it is empty, or the results with their
 * count, or the no-results text. The count and the no-results text live in a status region, so screen readers hear
 * them as they change while focus stays in the input.
 */
export function SearchPanel({ value, onChange, popular, results, onSelect, onNavigate, inputRef, searchAction }: SearchPanelProps) {
  const messages = useMessages(shellUiMessages);
  const inputId = useId();
  const navigate = useNavigate();
  const searching = value.trim() !== '';
  const total = results?.total ?? 0;
  const status = !searching || !results ? '' : total ? format(messages.results, { count: total }) : messages.noResults;

  return (
    <div className={styles.panel}>
      <form
        role="search"
        method="get"
        action={searchAction}
        className={styles.field}
        onSubmit={(event) => {
          event.preventDefault();
          if (!searching || !searchAction) return;
          onNavigate?.();
          void navigate(`${searchAction}?${new URLSearchParams({ s: value.trim() })}`);
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {messages.search}
        </label>
        <SearchIcon className={styles.fieldIcon} />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="s"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={messages.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
      </form>
      <p role="status" className={results && !total && searching ? styles.noResults : styles.count}>
        {status}
      </p>
      {!searching && popular && <SearchSuggestions popular={popular} onSelect={onSelect} onNavigate={onNavigate} />}
      {searching && results && total > 0 && <SearchResults results={results} onSelect={onSelect} />}
    </div>
  );
}

export type { SearchHitData };
