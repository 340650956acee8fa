import { accountFormStyles, newsletterFormStyles } from '@giftshop/account-ui';
import { buttonStyles, fieldStyles, textFieldStyles } from '@giftshop/shared-ui';

// The account parts that pages load after their first view, each as a chunk of its own.

export const loadAccountHeaderMenu = () =>
  import('./header/account-header-menu').then((menu) => menu.AccountHeaderMenu);
export const loadNewsletterSignup = () =>
  import('./newsletter/newsletter-signup').then((signup) => signup.NewsletterSignup);
/** The CSS modules of the sign-up form's HTML: a page placing it loads them with its own CSS. */
export const newsletterSignupStyles = [newsletterFormStyles, accountFormStyles, textFieldStyles, fieldStyles, buttonStyles];
