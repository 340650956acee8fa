import { REDUCED_MOTION, ScrollToTopButton, useMediaQuery, useScrolledPast } from '@giftshop/shell-ui';
import { LOGO_ID } from './header/brand-logo';

/** Spec §2.5, §9: shown once the page is scrolled more than twice the screen height. */
export function ScrollToTop() {
  const visible = useScrolledPast(2);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const onClick = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // The button disappears at the top; focus goes to the start of the page instead of getting lost.
    document.getElementById(LOGO_ID)?.focus({ preventScroll: true });
  };
  return <ScrollToTopButton visible={visible} onClick={onClick} />;
}
