import { screen } from '@testing-library/react';
import { axeViolations } from '@giftshop/shared-testing';
import { cards, metadataPayload, mock, occasion, productList } from '../../testing/fixtures';
import { loadAndRender, userData } from '../../testing/render-page';
import { OccasionPageQuery, OccasionsPageQuery } from '../catalogue.queries';
import { loadOccasion, loadOccasions } from '../loaders';
import { OccasionPage } from './occasion-page';
import { OccasionsPage } from './occasions-page';

describe('OccasionsPage', () => {
  const renderOccasions = () =>
    loadAndRender({
      load: loadOccasions,
      Page: OccasionsPage,
      pattern: '/occasions/',
      url: '/occasions/',
      mocks: [
        mock(
          OccasionsPageQuery,
          { userData, path: '/occasions/' },
          { metadata: metadataPayload('Giving moments', 'OCCASIONS'), occasions: { __typename: 'TaxonomyTermsPayload', terms: [occasion('birthday', 'Birthday'), occasion('wedding', 'Wedding')] } },
        ),
      ],
    });

  it('shows every giving moment as a tile with its description', async () => {
    await renderOccasions();
    expect(screen.getByRole('heading', { level: 1, name: 'Giving moments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wedding' })).toHaveAttribute('href', '/occasions/wedding/');
    expect(screen.getByText('Gift cards for birthday.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await renderOccasions();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('OccasionPage', () => {
  const filters = { filterByTaxonomy: [{ vocabularyID: 'OCCASION', terms: ['birthday'] }] };
  const renderOccasion = (url: string, page: number) =>
    loadAndRender({
      load: loadOccasion,
      Page: OccasionPage,
      pattern: '/occasions/:product/',
      url,
      mocks: [
        mock(
          OccasionPageQuery,
          { userData, path: '/occasions/birthday/', slug: 'birthday', filters, paging: { itemsPerPage: 16, pageNumber: page } },
          { metadata: metadataPayload('Birthday', 'OCCASION'), occasion: { __typename: 'TaxonomyTermPayload', term: occasion('birthday', 'Birthday') }, products: productList(cards(16 * (page - 1) + 1, 16), 40, page) },
        ),
      ],
    });

  it('shows the hero title, description and products of the occasion', async () => {
    await renderOccasion('/occasions/birthday/', 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Birthday gift cards they will love' })).toBeInTheDocument();
    expect(screen.getByText('Gift cards for birthday.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Card 1 Gift Card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/occasions/birthday/?page=2');
  });

  it('pages with ?page=n', async () => {
    await renderOccasion('/occasions/birthday/?page=2', 2);
    expect(screen.getByRole('heading', { level: 2, name: 'Card 17 Gift Card' })).toBeInTheDocument();
    expect(screen.getByText('Showing 17–32 of 40 gift cards')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/occasions/birthday/');
  });

  it('has no axe violations', async () => {
    await renderOccasion('/occasions/birthday/', 1);
    expect(await axeViolations()).toEqual([]);
  });
});
