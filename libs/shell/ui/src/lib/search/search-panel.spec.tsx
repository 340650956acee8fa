import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { fn } from 'storybook/test';
import { sampleSearchResults, samplePopularSearch } from '../story-data';
import { SearchPanel } from './search-panel';
import * as stories from './search-panel.stories';

const { Suggestions, WithResults, OneResult, NoResults, Searching } = composeStories(stories);

describe('SearchPanel', () => {
  it('asks what the visitor is looking for', () => {
    render(<Suggestions />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'What are you looking for?');
  });

  it('suggests popular terms, popular gift cards and the highlighted block while empty', () => {
    render(<Suggestions />);
    expect(within(screen.getByRole('region', { name: 'Popular searches' })).getByRole('link', { name: 'Spa' })).toHaveAttribute('href', '/category/spa-and-wellness/');
    expect(within(screen.getByRole('region', { name: 'Popular gift cards' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /The Choice Gift Card/ })).toHaveAttribute('href', '/gift-cards/choice-gift-card/');
  });

  it('counts the results and lists gift cards and giving moments', () => {
    render(<WithResults />);
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    expect(within(screen.getByRole('region', { name: 'Gift cards' })).getAllByRole('link')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Giving moments' })).getByRole('link', { name: 'Birthday' })).toHaveAttribute('href', '/occasions/birthday/');
    expect(screen.queryByRole('region', { name: 'Popular searches' })).not.toBeInTheDocument();
  });

  it('says 1 result for a single hit', () => {
    render(<OneResult />);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 result$/);
  });

  it('says so when nothing matches', () => {
    render(<NoResults />);
    expect(screen.getByRole('status')).toHaveTextContent('Oh no! No results found. Check the spelling or try a different search term.');
  });

  it('keeps the status empty while the first answer is on its way', () => {
    render(<Searching />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reports the followed result with its position', async () => {
    const onSelect = fn();
    render(<WithResults onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('link', { name: 'Birthday' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ path: '/occasions/birthday/', title: 'Birthday' }), 3);
  });

  it('passes typed text up', async () => {
    const onChange = fn();
    render(<Suggestions onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox'), 's');
    expect(onChange).toHaveBeenCalledWith('s');
  });

  it('takes Enter to the product list filtered by the typed text, and ignores it while empty', async () => {
    const onNavigate = fn();
    const Where = () => <p>{`at ${useLocation().pathname}${useLocation().search}`}</p>;
    const panel = (value: string) => (
      <SearchPanel value={value} onChange={fn()} popular={samplePopularSearch} results={sampleSearchResults} onNavigate={onNavigate} searchAction="/gift-cards/" />
    );
    const { unmount } = render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={panel('   ')} />
          <Route path="/gift-cards/" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByRole('searchbox'), '{Enter}');
    expect(onNavigate).not.toHaveBeenCalled();
    unmount();

    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={panel(' café ')} />
          <Route path="/gift-cards/" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    // Without script the same form sends ?s= to the list.
    expect(screen.getByRole('search')).toHaveAttribute('action', '/gift-cards/');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 's');
    await userEvent.type(screen.getByRole('searchbox'), '{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('at /gift-cards/?s=caf%C3%A9')).toBeInTheDocument();
  });
});
