import { footerStyles } from '@giftshop/shell-ui';
import siteFooterStyles from './site-footer.module.css';

/** The footer as a chunk of its own, for pages that hydrate it after themselves. */
export const loadSiteFooter = () => import('./site-footer').then((footer) => footer.SiteFooter);
/** The CSS modules of the footer's HTML: a page placing it loads them with its own CSS. */
export const siteFooterLaterStyles = [footerStyles, siteFooterStyles];
