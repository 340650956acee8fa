import type { ReactNode } from 'react';

/** An option of a select (spec §3): id, label and an optional decorative icon. */
export interface SelectOption {
  id: string;
  label: string;
  icon?: ReactNode;
  /** The label's language when it differs from the page's, e.g. "Français" in a Dutch store's language list. */
  lang?: string;
}

/** Spec §5: a case-insensitive "contains" match on the label. */
export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}
