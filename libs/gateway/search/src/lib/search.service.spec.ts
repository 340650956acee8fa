import { searchWords } from './search.service';

describe('searchWords', () => {
  it('keeps letters and digits in lower case', () => {
    expect(searchWords("Harbour & Pine's 25!")).toEqual(['harbour', 'pine', 's', '25']);
    expect(searchWords('Café Ölberg')).toEqual(['café', 'ölberg']);
  });

  it('drops query syntax and caps the number of words', () => {
    expect(searchWords('a:* | !b')).toEqual(['a', 'b']);
    expect(searchWords('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8);
    expect(searchWords('   ')).toEqual([]);
  });
});
