import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './occasion-tiles.stories';

const { HomeRow, OverviewWithDescriptions } = composeStories(stories);

describe('OccasionTiles', () => {
  it('links every giving moment by its title', () => {
    render(<HomeRow />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Christmas' })).toHaveAttribute('href', '/occasions/christmas/');
    expect(screen.queryByText('Stocking fillers sorted in minutes.')).not.toBeInTheDocument();
  });

  it('adds the descriptions on the overview', () => {
    render(<OverviewWithDescriptions />);
    expect(screen.getByText('Stocking fillers sorted in minutes.')).toBeInTheDocument();
  });
});
