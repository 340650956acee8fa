import type { Catalogue, PluralForms } from '@giftshop/util-i18n';

/** Every text the design system shows by itself; texts passed in by props come from the caller. */
export interface UiMessages {
  close: string;
  back: string;
  loading: string;
  /** Appended, visually hidden, to links that open in a new tab. */
  opensInNewTab: string;
  charactersLeft: PluralForms;
  charactersTooMany: PluralForms;
  noMatches: string;
  /** Read before a field's error message, which is otherwise recognised by colour and icon only. */
  errorPrefix: string;
  /** `{price}` is the formatted amount. */
  fromPrice: string;
  callingCode: string;
  phoneNumber: string;
  /** Under the captcha when its ALTCHA footer is hidden (brand toggle hideCaptchaBadge). */
  captchaNotice: string;
}

export const uiMessages = {
  en: {
    close: 'Close',
    back: 'Back',
    loading: 'Loading',
    opensInNewTab: '(opens in a new tab)',
    charactersLeft: { one: '{count} character left', other: '{count} characters left' },
    charactersTooMany: { one: '{count} character too many', other: '{count} characters too many' },
    noMatches: 'No matches',
    errorPrefix: 'Error:',
    fromPrice: 'From {price}',
    callingCode: 'Country code',
    phoneNumber: 'Number',
    captchaNotice: 'Protected by ALTCHA, a captcha that runs in your browser and sets no cookies.',
  },
  nl: {
    close: 'Sluiten',
    back: 'Terug',
    loading: 'Bezig met laden',
    opensInNewTab: '(opent in een nieuw tabblad)',
    charactersLeft: { one: 'Nog {count} teken over', other: 'Nog {count} tekens over' },
    charactersTooMany: { one: '{count} teken te veel', other: '{count} tekens te veel' },
    noMatches: 'Geen resultaten',
    errorPrefix: 'Fout:',
    fromPrice: 'Vanaf {price}',
    callingCode: 'Landcode',
    phoneNumber: 'Nummer',
    captchaNotice: 'Beveiligd met ALTCHA, een captcha die in je browser werkt en geen cookies plaatst.',
  },
} satisfies Catalogue<UiMessages>;
