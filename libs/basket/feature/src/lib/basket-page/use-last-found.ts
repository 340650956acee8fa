import { useRef } from 'react';

/** The value, or while it is null the last one that was not (a modal keeps its content while it closes). */
export function useLastFound<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return last.current;
}
