import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { useUserData } from '@giftshop/shared-data-access';
import { useMessages } from '@giftshop/util-i18n';
import { LocationSuggestionsQuery } from './locations.queries';
import { locationsMessages } from './messages';
import styles from './locations.module.css';

/**
 * The finder's search box: a GET form (`?place=`) that works without JavaScript, and with it a WAI-ARIA combobox of
 * the gateway's place suggestions (arrow keys move, Enter chooses and searches, Escape closes).
 */
export function PlaceSearch({ action, defaultValue }: { action: string; defaultValue: string }) {
  const m = useMessages(locationsMessages);
  const client = useApolloClient();
  const userData = useUserData();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(defaultValue);
  const [options, setOptions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const typed = text.trim();
    if (typed.length < 2 || !open) return;
    let current = true;
    const timer = setTimeout(() => {
      void client
        .query({ query: LocationSuggestionsQuery, variables: { userData, text: typed } })
        .then(({ data }) => {
          if (!current) return;
          setOptions((data?.getLocationAddressSuggestions.suggestions ?? []).map((s) => s.label));
          setActive(-1);
        })
        .catch(() => current && setOptions([]));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, open, client, userData]);

  const choose = (label: string) => {
    setText(label);
    setOpen(false);
    const input = formRef.current?.elements.namedItem('place');
    if (input instanceof HTMLInputElement) input.value = label;
    formRef.current?.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const expanded = open && options.length > 0;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active] as string);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-places`;
  const expanded = open && text.trim().length >= 2;
  return (
    <Form method="get" action={action} ref={formRef} className={styles.search} role="search">
      <label htmlFor={`${id}-place`}>{m.searchLabel}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {m.searchHint}
      </p>
      <div className={styles.field}>
        <input
          id={`${id}-place`}
          name="place"
          type="text"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <button type="submit">{m.searchButton}</button>
        <ul id={listId} role="listbox" aria-label={m.suggestions} className={styles.options} hidden={!expanded}>
          {expanded && options.length === 0 && <li className={styles.none}>{m.noSuggestions}</li>}
          {options.map((label, index) => (
            <li
              key={label}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(label);
              }}
            >
              {label}
            </li>
          ))}
        </ul>
      </div>
    </Form>
  );
}
