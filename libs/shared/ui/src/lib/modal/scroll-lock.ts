import { useEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;
let inerted: HTMLElement[] = [];
let focusedBeforeLock: HTMLElement | null = null;

/**
 * What had focus when the page became inert. Browsers move focus off an element that turns inert (to `<body>`), at
 * their next style update, so a modal whose code loads first (lazy) may not find its opener focused any more.
 */
export const focusBeforeLock = () => focusedBeforeLock;

/** Marks the page behind open modals: modal roots carry it and stay interactive, everything else becomes inert. */
export const MODAL_ROOT_ATTRIBUTE = 'data-modal-root';

/**
 * Locks page scroll until every holder has released it (spec §4: locked while any modal is open), so several
 * modals lock once and the last one to close unlocks. The page behind becomes inert meanwhile, so neither a
 * pointer, the keyboard nor a screen reader reaches it. Returns the release function; releasing twice is harmless.
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks++ === 0) {
    // Keeps the page from shifting sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    focusedBeforeLock = document.activeElement instanceof HTMLElement && document.activeElement !== body ? document.activeElement : null;
    inerted = Array.from(body.children).filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.hasAttribute(MODAL_ROOT_ATTRIBUTE) && !child.inert,
    );
    for (const element of inerted) element.inert = true;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
      for (const element of inerted) element.inert = false;
      inerted = [];
      focusedBeforeLock = null;
    }
  };
}

export const isBodyScrollLocked = () => locks > 0;

export function useBodyScrollLock(active: boolean) {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
