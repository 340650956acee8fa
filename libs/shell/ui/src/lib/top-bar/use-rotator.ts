import { useEffect, useState } from 'react';

export interface RotatorOptions {
  /** Milliseconds each item stays (spec §9: 3000). */
  interval?: number;
  /** Milliseconds of the slide (spec §9: 0.6 s). */
  transition?: number;
  enabled: boolean;
  paused?: boolean;
}

export interface Rotation {
  /** 0…count; `count` is the copy of the first item that the track slides to before jumping back. */
  index: number;
  /** False for the jump back to the start, so it is not animated. */
  animated: boolean;
}

/**
 * Rotates through `count` items: every interval the track slides one item on; after the last it slides on to a copy
 * of the first and then jumps back to the real first without animation, so the loop always moves the same way.
 */
export function useRotator(count: number, { interval = 3000, transition = 600, enabled, paused = false }: RotatorOptions): Rotation {
  const [rotation, setRotation] = useState<Rotation>({ index: 0, animated: false });
  const active = enabled && count > 1;

  useEffect(() => {
    if (!active) {
      setRotation({ index: 0, animated: false });
      return;
    }
    if (paused) return;
    const timer = setInterval(() => setRotation(({ index }) => ({ index: Math.min(index + 1, count), animated: true })), interval);
    return () => clearInterval(timer);
  }, [active, paused, count, interval]);

  useEffect(() => {
    if (rotation.index !== count || !active) return;
    const timer = setTimeout(() => setRotation({ index: 0, animated: false }), transition);
    return () => clearTimeout(timer);
  }, [rotation.index, count, active, transition]);

  return active ? rotation : { index: 0, animated: false };
}
