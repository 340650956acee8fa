import { choiceCardSlug, orderParam } from './loaders';

describe('activation loaders', () => {
  it("read the Choice card's product slug from the language's route table", () => {
    expect(choiceCardSlug('en')).toBe('choice-gift-card');
    expect(choiceCardSlug('nl')).toBe('cadeaubonnl-keuze-cadeaukaart');
  });

  it('read the order uuid of ?order=, or null', () => {
    expect(orderParam(new URLSearchParams('order=%20abc%20'))).toBe('abc');
    expect(orderParam(new URLSearchParams(''))).toBeNull();
  });
});
