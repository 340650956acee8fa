import { appendUnique, hasMore, mixTopProducts } from './listing';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('hasMore', () => {
  it('shows more while page × per page is below the total', () => {
    expect(hasMore(1, 16, 238)).toBe(true);
    expect(hasMore(14, 17, 238)).toBe(false);
    expect(hasMore(15, 16, 238)).toBe(false);
  });
});

describe('appendUnique', () => {
  it('drops items already listed', () => {
    expect(appendUnique(items(1, 2, 3), items(3, 4, 4, 5))).toEqual(items(1, 2, 3, 4, 5));
  });
});

describe('mixTopProducts', () => {
  const chosen = items(10, 11, 12);
  it('puts both top products in front on a large desktop', () => {
    expect(mixTopProducts(chosen, items(1, 2, 3), true)).toEqual(items(1, 2, 10, 11, 12));
  });

  it('puts one first and one last on smaller screens', () => {
    expect(mixTopProducts(chosen, items(1, 2), false)).toEqual(items(1, 10, 11, 12, 2));
  });

  it('mixes in at most two, skipping products already chosen', () => {
    expect(mixTopProducts(chosen, items(10, 1), false)).toEqual(items(1, 10, 11, 12));
    expect(mixTopProducts(chosen, [], true)).toEqual(chosen);
  });
});
