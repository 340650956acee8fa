import { menuPanelStyles, mobileMenuLinksStyles } from '@giftshop/shell-ui';

/** The gift-cards panel as a chunk of its own: hidden until opened, it hydrates after the page. */
export const loadSiteMenuPanel = () => import('./site-menu-panel').then((panel) => panel.SiteMenuPanel);
/** The CSS modules of the panel's HTML: a page placing it loads them with its own CSS. */
export const siteMenuPanelLaterStyles = [menuPanelStyles, mobileMenuLinksStyles];
