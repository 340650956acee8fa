import { brandLink } from './brand-links';

describe('brandLink', () => {
  const choiceCard = '/cadeaubonnen/cadeaubonbe-keuze-cadeaukaart/';

  it('keeps a first-language path on the first language', () => {
    expect(brandLink(choiceCard, { language: 'nl', prefixed: false }, 'nl')).toBe(choiceCard);
  });

  it("moves it onto the second language's route under its prefix", () => {
    expect(brandLink(choiceCard, { language: 'fr', prefixed: true }, 'nl')).toBe('/fr/cartes-cadeaux/cadeaubonbe-keuze-cadeaukaart/');
    expect(brandLink('/cadeaubonnen/', { language: 'fr', prefixed: true }, 'nl')).toBe('/fr/cartes-cadeaux/');
  });

  it('leaves absolute links alone', () => {
    expect(brandLink('https://example.org/x', { language: 'fr', prefixed: true }, 'nl')).toBe('https://example.org/x');
  });
});
