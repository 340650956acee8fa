import { screen, within } from '@testing-library/react';
import { axeViolations } from '@giftshop/shared-testing';
import { block, blocks, cards, metadataPayload, mock, occasion, topListItem } from '../../testing/fixtures';
import { loadAndRender, userData } from '../../testing/render-page';
import { HomePageQuery } from '../catalogue.queries';
import { loadHome } from '../loaders';
import { HomePage } from './home-page';

const homeData = {
  metadata: metadataPayload('Gift cards for every occasion', 'HOME'),
  hero: blocks([block('h1', 'The gift card for every occasion', '/gift-cards/choice-gift-card/', true), block('h2', 'Business gifts, sorted', '/business/')]),
  featured: blocks([block('f1', 'For business', '/business/'), block('f2', 'Find the right occasion', '/occasions/')]),
  usps: blocks([block('u1', 'Ordered before 17:00, delivered tomorrow', '/delivery/')]),
  mostChosen: blocks(cards(1, 8).map((product) => ({ __typename: 'Block', id: `product-${product.id}`, product }))),
  categoryMenu: {
    __typename: 'CategoryMenuPayload',
    items: [{ __typename: 'CategoryMenuItem', id: 'c1', topList: [topListItem(2), topListItem(30), topListItem(31), topListItem(32)] }],
  },
  occasions: { __typename: 'TaxonomyTermsPayload', terms: [occasion('birthday', 'Birthday'), occasion('wedding', 'Wedding')] },
  testimonials: {
    __typename: 'TestimonialsPayload',
    testimonials: {
      __typename: 'TestimonialList',
      count: 12,
      items: [
        { __typename: 'Testimonial', id: 't1', author: 'Sarah K.', rating: 5, quote: 'In her inbox within minutes.', publishedAt: '2026-11-02' },
        { __typename: 'Testimonial', id: 't2', author: 'Tom from Leeds', rating: 4, quote: 'Checked the balance, then spent it.', publishedAt: '2026-10-21' },
        { __typename: 'Testimonial', id: 't3', author: 'Priya S.', rating: 4, quote: 'Came by post two days later.', publishedAt: '2026-10-09' },
        { __typename: 'Testimonial', id: 't4', author: 'James from Cardiff', rating: 5, quote: 'Five colleagues in one order.', publishedAt: '2026-09-27' },
      ],
    },
  },
};

const renderHome = () => loadAndRender({ load: loadHome, Page: HomePage, pattern: '/', url: '/', mocks: [mock(HomePageQuery, { userData, path: '/' }, homeData)] });

describe('HomePage', () => {
  it("renders from the loader's answer without asking the gateway again, with the first hero title as its one h1", async () => {
    const { browserGateway } = await renderHome();
    expect(browserGateway.fetch.calls).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'The gift card for every occasion' })).toBeInTheDocument();
  });

  it('loads the hero image first and everything else lazily', async () => {
    const { view } = await renderHome();
    const [first, ...rest] = [...view.container.querySelectorAll('img')];
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(rest.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('mixes two top products of the first category into Most chosen, one first and one last', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Most chosen' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // Top product 2 is already among the most chosen, so the next two top products are mixed in.
    expect(titles).toEqual(['Top 30 Gift Card', ...cards(1, 8).map((card) => card.title), 'Top 31 Gift Card']);
  });

  it('links to the whole catalogue with the brand claim', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'View all 200+ gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });

  it('shows featured blocks with the brand featured block, and giving moments', async () => {
    await renderHome();
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(within(featured).getByRole('link', { name: 'The Choice Gift Card' })).toHaveAttribute('href', '/gift-cards/choice-gift-card/');
    expect(within(featured).getByRole('link', { name: 'For business' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Birthday' })).toHaveAttribute('href', '/occasions/birthday/');
  });

  it('shows what customers say, with the button to every review for small screens', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(section).getAllByRole('figure')).toHaveLength(3);
    expect(within(section).getByRole('img', { name: '5 out of 5' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Read all 12 reviews' })).toBeInTheDocument();
  });

  it('has no axe violations and headings in order', async () => {
    await renderHome();
    expect(await axeViolations()).toEqual([]);
  });
});
