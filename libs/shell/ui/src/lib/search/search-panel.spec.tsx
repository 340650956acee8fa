import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
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
});
