import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusBeforeLock, MODAL_ROOT_ATTRIBUTE } from './scroll-lock';

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

/**
 * Where focus goes back to once the last modal has closed. A modal opened while another closes (the delivery form
 * handing over to "Added to basket") finds focus inside the closing one or on the body, not on the opener, so it
 * inherits the closing modal's target instead.
 */
let pendingReturn: HTMLElement | null = null;

function returnTarget(): HTMLElement | null {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // The page behind is already inert here (the scroll lock comes first); a closing modal's root is inert too.
  const usable = active && active !== document.body && !active.closest(`[${MODAL_ROOT_ATTRIBUTE}][inert]`);
  return usable ? active : (pendingReturn ?? focusBeforeLock());
}

/**
 * Moves focus into the container while `active`, and back to the opener when it stops being active. Focus moves in
 * before the browser paints the container: a dialog on screen already has it, so a key pressed the moment the dialog
 * appears (Escape, Tab) reaches the dialog instead of the page behind. It goes back after the close has been painted,
 * once the page behind takes focus again.
 */
export function useFocusInside(active: boolean, container: RefObject<HTMLElement | null>, initial?: RefObject<HTMLElement | null>) {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    previous.current ??= returnTarget();
    (initial?.current ?? container.current)?.focus();
  }, [active, container, initial]);
  useEffect(() => {
    if (!active) return;
    return () => {
      const target = previous.current;
      previous.current = null;
      if (target?.isConnected) focusWhenAvailable(target);
    };
  }, [active]);
}

/**
 * Focuses an element as soon as it can take focus. The page behind a closing modal stays inert until the close
 * animation has ended (or a modal opened meanwhile has closed too), and browsers refuse focus to inert elements,
 * so the opener gets focus once that is lifted.
 */
export function focusWhenAvailable(element: HTMLElement) {
  const blocked = () => element.closest('[inert]') !== null;
  const focus = () => {
    pendingReturn = null;
    element.focus();
  };
  if (!blocked()) {
    focus();
    return;
  }
  pendingReturn = element;
  const observer = new MutationObserver(() => {
    // Gone, or a modal opened meanwhile has taken the return over (and will give focus back when it closes).
    if (!element.isConnected || pendingReturn !== element) observer.disconnect();
    else if (!blocked()) {
      observer.disconnect();
      focus();
    }
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true });
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
