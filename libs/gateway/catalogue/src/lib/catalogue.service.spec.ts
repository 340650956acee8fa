import { normalizePaging } from './catalogue.service';
import { renderCardArt } from './card-art';

describe('normalizePaging', () => {
  it('defaults to page 1 of 16', () => {
    expect(normalizePaging(undefined)).toEqual({ itemsPerPage: 16, pageNumber: 1 });
  });

  it('keeps pages at 1 or more and sizes between 1 and 100', () => {
    expect(normalizePaging({ pageNumber: 0, itemsPerPage: 1000 })).toEqual({ itemsPerPage: 100, pageNumber: 1 });
    expect(normalizePaging({ pageNumber: -3, itemsPerPage: 0 })).toEqual({ itemsPerPage: 1, pageNumber: 1 });
    expect(normalizePaging({ pageNumber: 3, itemsPerPage: 17 })).toEqual({ itemsPerPage: 17, pageNumber: 3 });
  });
});

describe('renderCardArt', () => {
  it('draws the brand name and colour, escaping markup', () => {
    const svg = renderCardArt('Fish & <Chips>', '#123456');
    expect(svg).toContain('#123456');
    expect(svg).toContain('Fish &#38; &#60;Chips&#62;');
    expect(svg).not.toContain('<Chips>');
  });
});
