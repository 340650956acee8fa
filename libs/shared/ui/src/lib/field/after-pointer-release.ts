import type { FocusEvent } from 'react';

/**
 * A field loses focus on pointerdown, before the click. Were its blur to show or hide a message then, the page would
 * move under the pointer and the click land beside its target (the terms box below a field). So a blur handler that
 * may change the layout runs once the pointer is released; keyboard blurs run at once.
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
    // The release has been hit-tested (the click goes where pointerdown and pointerup met), so the page may move now;
    // running before the click keeps a blur's validation ahead of a submit the click starts.
    for (const run of waiting.splice(0)) run();
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
