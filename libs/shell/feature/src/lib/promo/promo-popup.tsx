import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { modalClosed, modalOpened, selectModalOpen } from '@giftshop/shared-data-access';
import { isBodyScrollLocked, lazyDialog } from '@giftshop/shared-ui';
import { useShellDispatch, useShellSelector } from '@giftshop/shell-data-access';
import { loadPromoModal } from '@giftshop/shell-ui';
import { useBrand } from '@giftshop/util-brand';
import { useI18n } from '@giftshop/util-i18n';
import { promoAllowed, readPromoSeen, savePromoSeen } from './promo-rules';

export const PROMO_MODAL = 'promo';
/** How long the page must go without input (and without another modal) before the pop-up shows. */
export const PROMO_IDLE_MS = 5000;

/** The dialog's code loads when the pop-up first opens. */
const PromoModal = lazyDialog(loadPromoModal);

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

const editing = (element: Element | null) => element instanceof HTMLElement && (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName));

/**
 * The brand's promo pop-up (spec §2.6, docs/modals.md): once per offer id, on browsing pages only, after the page has
 * been idle for PROMO_IDLE_MS with no other modal open and no field in use. Browser only (effects).
 */
export function PromoPopup() {
  const brand = useBrand();
  const { language } = useI18n();
  const { pathname } = useLocation();
  const dispatch = useShellDispatch();
  const open = useShellSelector((state) => selectModalOpen(state, PROMO_MODAL));
  const othersOpen = useShellSelector((state) => state.modals.open.some((id) => id !== PROMO_MODAL) || state.modals.error !== null);
  const promo = brand.config.promoPopup;
  const texts = promo?.enabled ? promo.texts[language] : undefined;
  const allowed = Boolean(texts) && promoAllowed(pathname, language);
  const id = promo?.id ?? '';

  useEffect(() => {
    if (!allowed || open || othersOpen || readPromoSeen(window.localStorage) === id) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(show, PROMO_IDLE_MS);
    };
    function show() {
      // Modals outside the modals slice (a dialog of a page) lock the body's scroll while open.
      if (isBodyScrollLocked() || editing(document.activeElement)) return arm();
      savePromoSeen(window.localStorage, id);
      dispatch(modalOpened({ id: PROMO_MODAL, keepOthers: true }));
    }
    for (const type of INPUT_EVENTS) window.addEventListener(type, arm, { capture: true, passive: true });
    arm();
    return () => {
      clearTimeout(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, arm, { capture: true });
    };
  }, [allowed, open, othersOpen, id, pathname, dispatch]);

  const close = () => dispatch(modalClosed(PROMO_MODAL));
  // Leaving for a page with a form (a link elsewhere on the page, history) takes the pop-up away.
  useEffect(() => {
    if (open && !allowed) dispatch(modalClosed(PROMO_MODAL));
  }, [open, allowed, dispatch]);

  if (!promo || !texts) return null;
  const image = promo.image ? { src: brand.imageUrl(promo.image), width: promo.image.width, height: promo.image.height } : null;
  return <PromoModal open={open && allowed} {...texts} image={image} onClose={close} onFollow={close} />;
}
