import type { Catalogue } from '@giftshop/util-i18n';

/** Page copy of the doubler pages; the components' own texts are in doubler-ui. */
export interface DoublerMessages {
  entry: { title: string; description: string; heading: string; intro: string; rules: string };
  thankYou: { title: string; description: string; heading: string; intro: string; winnerMail: string; checkBalance: string; continueShopping: string };
}

export const doublerMessages = {
  en: {
    entry: {
      title: 'The doubler: win double your gift card balance',
      description: 'Enter your gift card in the doubler: every month we double the balance of one card, drawn on the first Monday.',
      heading: 'The doubler',
      intro: 'Every month we double the balance of one gift card. Enter your card with your name and e-mail address to take part.',
      rules: 'One entry per card each month. The winner is drawn at random on the first Monday of the month and told by e-mail.',
    },
    thankYou: {
      title: 'Thank you for entering the doubler',
      description: 'Your gift card takes part in the next doubler draw.',
      heading: 'Thank you, you are in the draw',
      intro: 'Your gift card takes part in the next draw.',
      winnerMail: 'If your card wins, we double its balance and let you know by e-mail.',
      checkBalance: 'Check your balance',
      continueShopping: 'Continue shopping',
    },
  },
  nl: {
    entry: {
      title: 'De verdubbelaar: win het dubbele saldo op je cadeaubon',
      description: 'Doe mee met je cadeaubon aan de verdubbelaar: elke maand verdubbelen we het saldo van één kaart, getrokken op de eerste maandag.',
      heading: 'De verdubbelaar',
      intro: 'Elke maand verdubbelen we het saldo van één cadeaubon. Vul je naam, e-mailadres en kaartnummer in om mee te doen.',
      rules: 'Eén deelname per kaart per maand. De winnaar wordt op de eerste maandag van de maand willekeurig getrokken en krijgt bericht per e-mail.',
    },
    thankYou: {
      title: 'Bedankt voor je deelname aan de verdubbelaar',
      description: 'Je cadeaubon doet mee aan de volgende trekking van de verdubbelaar.',
      heading: 'Bedankt, je doet mee',
      intro: 'Je cadeaubon doet mee aan de volgende trekking.',
      winnerMail: 'Als je kaart wint, verdubbelen we het saldo en laten we het je per e-mail weten.',
      checkBalance: 'Bekijk je saldo',
      continueShopping: 'Verder winkelen',
    },
  },
} satisfies Catalogue<DoublerMessages>;
