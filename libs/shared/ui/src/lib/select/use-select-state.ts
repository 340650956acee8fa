import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { filterOptions, type SelectOption } from './select-option';

interface SelectStateInput {
  options: readonly SelectOption[];
  selected: SelectOption | undefined;
  disabled: boolean;
  onSelect: (option: SelectOption) => void;
}

/**
 * Open state, search text and highlight of a filterable select (spec §4): typing filters, Arrow Down/Up move the
 * highlight and wrap around, Enter picks the highlighted option, picking closes the list and clears the search,
 * Escape closes.
 */
export function useSelectState({ options, selected, disabled, onSelect }: SelectStateInput) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const filtered = filterOptions(options, query);
  const selectedLabel = selected?.label ?? '';

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  const openAt = (index: number) => {
    if (disabled) return;
    setOpen(true);
    setActive(index);
  };
  const choose = (option: SelectOption) => {
    onSelect(option);
    close();
  };
  const selectedIndex = filtered.findIndex((option) => option.id === selected?.id);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    // While closed the box shows the chosen label: what is typed after it starts a new search, deleting from it
    // clears it, and anything else (typing over the label selected on focus) is the search itself.
    const next = open ? text : text.startsWith(selectedLabel) ? text.slice(selectedLabel.length) : selectedLabel.startsWith(text) ? '' : text;
    setQuery(next);
    setOpen(true);
    setActive(filterOptions(options, next).length > 0 ? 0 : -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = filtered.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(selectedIndex >= 0 ? selectedIndex : 0);
        else if (count > 0) setActive((active + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(selectedIndex >= 0 ? selectedIndex : count - 1);
        else if (count > 0) setActive(active <= 0 ? count - 1 : active - 1);
        break;
      case 'Enter':
        if (!open) break;
        // Picking an option must not submit the surrounding form.
        event.preventDefault();
        if (filtered[active]) choose(filtered[active]);
        else close();
        break;
      case 'Escape':
        if (!open) break;
        // Handled here, so a surrounding modal stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  };

  const toggle = () => (open ? close() : openAt(selectedIndex >= 0 ? selectedIndex : 0));

  return {
    open,
    query,
    filtered,
    active,
    setActive,
    inputValue: open ? query : selectedLabel,
    noMatches: open && filtered.length === 0,
    choose,
    close,
    toggle,
    onChange,
    onKeyDown,
  };
}
