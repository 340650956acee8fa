import { useRef } from 'react';

/** The value, or the last one that was set: a modal keeps showing its content while it animates closed. */
export function useLastValue<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}
