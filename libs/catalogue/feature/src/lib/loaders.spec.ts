import { cards, giftCard, metadataPayload, mock, occasion, productList } from '../testing/fixtures';
import { runLoad, userData } from '../testing/render-page';
import { CategoryPageQuery, OccasionPageQuery, ProductDetailQuery, ProductListQuery } from './catalogue.queries';
import { loadCategory, loadOccasion, loadProductList } from './loaders';
import { loadChoiceCard, loadProductDetail } from './product/load-product';

const paging = (pageNumber: number) => ({ itemsPerPage: 16, pageNumber });
const status = (code: number) => expect.objectContaining({ init: expect.objectContaining({ status: code }) });
const listMock = (path: string, page: number, items: ReturnType<typeof cards>, total: number) =>
  mock(ProductListQuery, { userData, path, filters: null, paging: paging(page) }, { metadata: metadataPayload('Gift cards'), products: productList(items, total, page) });

describe('product list loader', () => {
  it('returns the metadata and the breadcrumb trail', async () => {
    const { result } = runLoad(loadProductList, '/gift-cards/', '/gift-cards/', [listMock('/gift-cards/', 1, cards(1, 16), 40)]);
    const { seo } = await result;
    expect(seo.metadata.title).toBe('Gift cards | GiftCards UK');
    expect(seo.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Gift cards', path: '/gift-cards/' },
    ]);
  });

  it('answers 404 for a page past the end of the list', async () => {
    const { result } = runLoad(loadProductList, '/gift-cards/:product/', '/gift-cards/9/', [listMock('/gift-cards/9/', 9, [], 40)]);
    await expect(result).rejects.toEqual(status(404));
  });

  it('answers 404 for page numbers that name no page instead of repeating page 1', async () => {
    for (const page of ['0', '2147483648', '99999999999']) {
      const path = `/gift-cards/${page}/`;
      const { result } = runLoad(loadProductList, '/gift-cards/:product/', path, [listMock(path, 1, cards(1, 16), 40)]);
      await expect(result).rejects.toEqual(status(404));
    }
  });

  it('keeps the language prefix in the trail', async () => {
    const { result } = runLoad(loadProductList, '/en/gift-cards/', '/en/gift-cards/', [listMock('/en/gift-cards/', 1, cards(1, 3), 3)]);
    expect((await result).seo.breadcrumbs?.[1]).toEqual({ name: 'Gift cards', path: '/en/gift-cards/' });
  });
});

describe('category loader', () => {
  const variables = (slug: string, path: string, page = 1) => ({
    userData,
    path,
    slug,
    all: slug === 'all-gift-cards',
    filters: { filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: [slug] }] },
    paging: paging(page),
  });

  it('names the category in the trail', async () => {
    const term = { __typename: 'TaxonomyTermPayload', term: { __typename: 'TaxonomyTerm', id: 'c1', slug: 'restaurants', title: 'Restaurants', description: 'Meals out.' } };
    const data = { metadata: metadataPayload('Restaurants'), category: term, products: productList(cards(1, 4), 4, 1) };
    const { result } = runLoad(loadCategory, '/category/:url/:page?/', '/category/restaurants/', [mock(CategoryPageQuery, variables('restaurants', '/category/restaurants/'), data)]);
    expect((await result).seo.breadcrumbs?.[2]).toEqual({ name: 'Restaurants', path: '/category/restaurants/' });
  });

  it('lists every product under all-gift-cards without asking for a category', async () => {
    const data = { metadata: metadataPayload('All gift cards'), products: productList(cards(1, 4), 4, 1) };
    const { result } = runLoad(loadCategory, '/category/all-gift-cards/', '/category/all-gift-cards/', [mock(CategoryPageQuery, variables('all-gift-cards', '/category/all-gift-cards/'), data)]);
    expect((await result).seo.breadcrumbs?.[2]).toEqual({ name: 'All gift cards', path: '/category/all-gift-cards/' });
  });

  it('answers 404 for a category page number beyond any page', async () => {
    const term = { __typename: 'TaxonomyTermPayload', term: { __typename: 'TaxonomyTerm', id: 'c1', slug: 'restaurants', title: 'Restaurants', description: 'Meals out.' } };
    const data = { metadata: metadataPayload('Restaurants'), category: term, products: productList(cards(1, 4), 4, 1) };
    const path = '/category/restaurants/2147483648/';
    const { result } = runLoad(loadCategory, '/category/:url/:page?/', path, [mock(CategoryPageQuery, variables('restaurants', path), data)]);
    await expect(result).rejects.toEqual(status(404));
  });

  it('answers 404 for an unknown category', async () => {
    const data = { metadata: metadataPayload(null), category: { __typename: 'TaxonomyTermPayload', term: null }, products: productList([], 0, 1) };
    const { result } = runLoad(loadCategory, '/category/:url/:page?/', '/category/nothing/', [mock(CategoryPageQuery, variables('nothing', '/category/nothing/'), data)]);
    await expect(result).rejects.toEqual(status(404));
  });
});

describe('occasion loader', () => {
  it('answers 404 for an unknown occasion', async () => {
    const variables = { userData, path: '/occasions/nope/', slug: 'nope', filters: { filterByTaxonomy: [{ vocabularyID: 'OCCASION', terms: ['nope'] }] }, paging: paging(1) };
    const data = { metadata: metadataPayload('Nope'), occasion: { __typename: 'TaxonomyTermPayload', term: null }, products: productList([], 0, 1) };
    const { result } = runLoad(loadOccasion, '/occasions/:product/', '/occasions/nope/', [mock(OccasionPageQuery, variables, data)]);
    await expect(result).rejects.toEqual(status(404));
  });

  it('puts the occasion in the trail under Occasions', async () => {
    const variables = { userData, path: '/occasions/birthday/', slug: 'birthday', filters: { filterByTaxonomy: [{ vocabularyID: 'OCCASION', terms: ['birthday'] }] }, paging: paging(1) };
    const data = { metadata: metadataPayload('Birthday'), occasion: { __typename: 'TaxonomyTermPayload', term: occasion('birthday', 'Birthday') }, products: productList(cards(1, 2), 2, 1) };
    const { result } = runLoad(loadOccasion, '/occasions/:product/', '/occasions/birthday/', [mock(OccasionPageQuery, variables, data)]);
    expect((await result).seo.breadcrumbs?.slice(1)).toEqual([
      { name: 'Occasions', path: '/occasions/' },
      { name: 'Birthday', path: '/occasions/birthday/' },
    ]);
  });
});

describe('product loaders', () => {
  const productMock = (slug: string, path: string, product: ReturnType<typeof giftCard> | null) =>
    mock(ProductDetailQuery, { userData, path, slug }, {
      metadata: metadataPayload(product ? product.title : null, 'PRODUCT'),
      product: { __typename: 'ProductPayload', product },
      finder: { __typename: 'LocationsPayload', locations: { __typename: 'LocationList', pageInfo: { __typename: 'PageInfo', total: 0 } } },
    });

  it('describes the product for search engines with its whole price range', async () => {
    const { result } = runLoad(loadProductDetail, '/gift-cards/:product/', '/gift-cards/card-7-gift-card/', [productMock('card-7-gift-card', '/gift-cards/card-7-gift-card/', giftCard(7))]);
    const { seo } = await result;
    expect(seo.product).toEqual({
      name: 'Card 7 Gift Card',
      description: 'What card 7 is good for.',
      image: '/card-art/48/card-7-gift-card.svg',
      sku: 'SKU-7-d',
      brand: 'Brand 7',
      lowPrice: '5.00',
      highPrice: '150.00',
      currency: 'GBP',
      inStock: true,
    });
    expect(seo.breadcrumbs?.map((crumb) => crumb.name)).toEqual(['Home', 'Gift cards', 'Card 7 Gift Card']);
  });

  it('says when a product is out of stock', async () => {
    const { result } = runLoad(loadProductDetail, '/gift-cards/:product/', '/gift-cards/card-7-gift-card/', [
      productMock('card-7-gift-card', '/gift-cards/card-7-gift-card/', giftCard(7, { inStock: false })),
    ]);
    expect((await result).seo.product?.inStock).toBe(false);
  });

  it('answers 404 for an unknown product', async () => {
    const { result } = runLoad(loadProductDetail, '/gift-cards/:product/', '/gift-cards/nothing/', [productMock('nothing', '/gift-cards/nothing/', null)]);
    await expect(result).rejects.toEqual(status(404));
  });

  it('loads the Choice card on its own route', async () => {
    const choice = giftCard(99, { slug: 'choice-gift-card', title: 'Choice Gift Card', isChoice: true });
    const { result } = runLoad(loadChoiceCard, '/gift-cards/choice-gift-card/', '/gift-cards/choice-gift-card/', [productMock('choice-gift-card', '/gift-cards/choice-gift-card/', choice)]);
    expect((await result).seo.breadcrumbs?.[2]).toEqual({ name: 'Choice Gift Card', path: '/gift-cards/choice-gift-card/' });
  });
});
