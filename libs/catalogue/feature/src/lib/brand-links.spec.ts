import { brandLink } from './brand-links';

describe('brandLink', () => {
  const block = { link: '/cadeaubonnen/cadeaubonbe-keuze-cadeaukaart/', links: { fr: '/cartes-cadeaux/carte-cadeau-au-choix/' } };

  it("keeps the first language's link on the first language", () => {
    expect(brandLink(block, { language: 'nl', prefixed: false })).toBe('/cadeaubonnen/cadeaubonbe-keuze-cadeaukaart/');
  });

  it("takes the second language's link under its prefix", () => {
    expect(brandLink(block, { language: 'fr', prefixed: true })).toBe('/fr/cartes-cadeaux/carte-cadeau-au-choix/');
    expect(brandLink({ link: '/occasions/' }, { language: 'fr', prefixed: true })).toBe('/fr/occasions/');
  });

  it('leaves absolute links alone', () => {
    expect(brandLink({ link: 'https://cbde.giftshop.example/gutscheine/' }, { language: 'fr', prefixed: true })).toBe('https://cbde.giftshop.example/gutscheine/');
  });
});
