/** The redeem pages of a generated store: spending the Choice card, and a business's shop for its team. */
import type { SeedRedeemPage } from '../types';
import { fill, type MarketTexts } from './texts';

/** `business` is the example business's name; its shop offers `productSlugs`. */
export function marketRedeemPages(t: MarketTexts, business: string, productSlugs: string[]): SeedRedeemPage[] {
  const { choiceCard, teamThankYou } = t.redeemPages;
  return [
    {
      pageId: 'choice-card',
      title: choiceCard.title,
      intro: choiceCard.intro,
      body: choiceCard.body.join('\n\n'),
      business: false,
      productSlugs: [],
    },
    {
      pageId: 'team-thank-you',
      title: fill(teamThankYou.title, { business }),
      intro: fill(teamThankYou.intro, { business }),
      body: teamThankYou.body.map((paragraph) => fill(paragraph, { business })).join('\n\n'),
      business: true,
      productSlugs,
    },
  ];
}
