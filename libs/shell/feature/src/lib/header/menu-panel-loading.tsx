import { Spinner } from '@giftshop/shared-ui';
import { MENU_PANEL_ID } from './menu-panel-id';
import styles from './menu-panel-loading.module.css';

/**
 * In the gift-cards panel's place while its chunk is still loading (the panel hydrates after the page): a menu opened
 * that early, on a slow phone, shows that it is coming instead of nothing.
 */
export function MenuPanelLoading({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <div id={MENU_PANEL_ID} className={styles.loading}>
      <Spinner />
    </div>
  );
}
