// The account parts that pages load after their first view, each as a chunk of its own.

export const loadAccountHeaderMenu = () =>
  import('./header/account-header-menu').then((menu) => menu.AccountHeaderMenu);
