// The account parts pages load after their first view, each as a chunk of its own.

export const loadAccountHeaderMenu = () =>
  import('./header/account-header-menu').then((menu) => menu.AccountHeaderMenu);
export const loadNewsletterSignup = () =>
  import('./newsletter/newsletter-signup').then((signup) => signup.NewsletterSignup);
