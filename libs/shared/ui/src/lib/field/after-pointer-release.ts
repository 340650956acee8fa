import type { FocusEvent } from 'react';

/**
 * A field loses focus on pointerdown, before the click. Were its blur to show or hide a message then, the page would
 * move under the pointer and the click land beside its target (the terms box below a field). So a blur handler that
 * may change the layout runs once the pointer is released and the click has been delivered; keyboard blurs run at once.
 */
let pressed = false;
let listening = false;
const waiting: (() => void)[] = [];

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => {
    pressed = false;
    const queued = waiting.splice(0);
    // After the click that follows pointerup in the same task.
    if (queued.length > 0) setTimeout(() => queued.forEach((run) => run()));
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A pointer released outside the window sends no pointerup; the keyboard then takes over.
  document.addEventListener('keydown', release, true);
}

export function afterPointerRelease<E extends FocusEvent<Element>>(handler: ((event: E) => void) | undefined): ((event: E) => void) | undefined {
  listen();
  if (!handler) return undefined;
  return (event: E) => {
    if (pressed) waiting.push(() => handler(event));
    else handler(event);
  };
}
