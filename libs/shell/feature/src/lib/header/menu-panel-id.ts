/** The gift-cards panel's id, which the menu button's aria-controls names. */
export const MENU_PANEL_ID = 'gift-cards-menu';
