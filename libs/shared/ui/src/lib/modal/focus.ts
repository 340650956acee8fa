import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert]'));
}

/** Tab and Shift+Tab cycle through the container's focusable elements. */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = focusableElements(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Moves focus into the container while `active`, and back to where it was when it stops being active. */
export function useFocusInside(active: boolean, container: RefObject<HTMLElement | null>, initial?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial?.current ?? container.current)?.focus();
    return () => {
      if (previous?.isConnected) focusWhenAvailable(previous);
    };
  }, [active, container, initial]);
}

/**
 * Focuses an element as soon as it can take focus. The page behind a closing modal stays inert until the close
 * animation has ended, and browsers refuse focus to inert elements, so the opener gets focus once that is lifted.
 */
export function focusWhenAvailable(element: HTMLElement, waitMs = 2_000) {
  const blocked = () => element.closest('[inert]') !== null;
  if (!blocked()) {
    element.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!element.isConnected) observer.disconnect();
    else if (!blocked()) {
      observer.disconnect();
      element.focus();
    }
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true });
  setTimeout(() => observer.disconnect(), waitMs);
}

/**
 * Makes a scrolling region reachable by keyboard (Tab to it, then arrow keys scroll) only while its content
 * overflows, so short dialogs get no extra tab stop.
 */
export function useFocusableWhenScrollable(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    if (element.scrollHeight > element.clientHeight) element.tabIndex = 0;
    else element.removeAttribute('tabindex');
  });
}
