/** Lower case without accents, so 'cafe' finds 'Café Rouge'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The brands whose name contains every word of the query, in their given order. */
export function matchBrands(brands: string[], query: string): string[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return brands;
  return brands.filter((brand) => {
    const name = fold(brand);
    return words.every((word) => name.includes(word));
  });
}
