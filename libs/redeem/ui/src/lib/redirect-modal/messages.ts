import type { Catalogue } from '@giftshop/util-i18n';

/** The redirect modal: after a package of a brand with a redirect link is added, the holder is sent on. */
export interface RedirectMessages {
  title: string;
  added: string;
  countdown: string;
  /** The countdown as screen readers hear it: at the start and every ten seconds, not every second. */
  announcement: string;
  goNow: string;
  stay: string;
}

export const redirectMessages = {
  en: {
    title: 'On to {brand}',
    added: 'Your {brand} gift card is in your order. Your order stays here until you come back to check out.',
    countdown: 'You will be taken to the {brand} website in {seconds} s.',
    announcement: 'You will be taken to the {brand} website in {seconds} seconds. Choose Stay here to stay.',
    goNow: 'Go now',
    stay: 'Stay here',
  },
  nl: {
    title: 'Door naar {brand}',
    added: 'Je {brand} cadeaubon zit in je bestelling. Je bestelling blijft hier staan tot je terugkomt om af te rekenen.',
    countdown: 'Je gaat over {seconds} s naar de website van {brand}.',
    announcement: 'Je gaat over {seconds} seconden naar de website van {brand}. Kies Hier blijven om te blijven.',
    goNow: 'Nu gaan',
    stay: 'Hier blijven',
  },
} satisfies Catalogue<RedirectMessages>;
