/** Stories' stand-in for the ALTCHA widget loader: the widget stays an empty element. */
export const noCaptcha = async () => undefined;

export const captchaFailed = 'We could not verify that you are not a robot. Please try again.';

export const sampleLinks = [
  { href: '/account/details/', label: 'My details' },
  { href: '/account/orders/', label: 'My orders' },
  { href: '/account/address-book/', label: 'Address book' },
  { href: '/account/change-password/', label: 'Change password' },
  { href: '/account/notifications/', label: 'Newsletter' },
];
