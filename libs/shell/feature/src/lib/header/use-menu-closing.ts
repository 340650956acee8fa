import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { menuClosed, selectMenuOpen, useShellDispatch, useShellSelector } from '@giftshop/shell-data-access';
import { NOT_DESKTOP, useMediaQuery } from '@giftshop/shell-ui';

/** Spec §9: the panel closes 50 ms after the URL changes. */
export const CLOSE_ON_NAVIGATION_MS = 50;

/**
 * When the gift-cards panel closes (spec §4): 50 ms after the URL changes, on Escape (focus goes back to the menu
 * button), on a click outside it on phones and tablets, and when keyboard focus moves on past it.
 */
export function useMenuClosing(container: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  const open = useShellSelector(selectMenuOpen);
  const dispatch = useShellDispatch();
  const notDesktop = useMediaQuery(NOT_DESKTOP);
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  const previousUrl = useRef(url);

  useEffect(() => {
    if (previousUrl.current === url) return;
    previousUrl.current = url;
    const timer = setTimeout(() => dispatch(menuClosed()), CLOSE_ON_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [url, dispatch]);

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => target instanceof Node && !container.current?.contains(target);
    // Focus leaving by keyboard closes the panel so it never covers the focused element; a click on the page
    // (which may focus <main>) only closes it on phones and tablets, as the spec asks.
    let keyboard = false;
    const onKeyDown = (event: KeyboardEvent) => {
      keyboard = true;
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dispatch(menuClosed());
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      keyboard = false;
      if (notDesktop && outside(event.target)) dispatch(menuClosed());
    };
    const onFocusIn = (event: FocusEvent) => {
      if (keyboard && outside(event.target)) dispatch(menuClosed());
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, notDesktop, dispatch, container, button]);
}
