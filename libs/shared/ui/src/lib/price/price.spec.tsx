import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './price.stories';

const { Default, From, WithPence, Euro } = composeStories(stories);
const dutch = composeStories(stories, { initialGlobals: { language: 'nl' } });

describe('Price', () => {
  it('formats minor units in the page locale', () => {
    render(<Default />);
    expect(screen.getByText('£25.00')).toBeInTheDocument();
  });

  it('shows a round "from" price without decimals', () => {
    render(<From />);
    expect(screen.getByText('From £10')).toBeInTheDocument();
  });

  it('keeps the pence of an amount that is not round', () => {
    render(<WithPence />);
    expect(screen.getByText('£19.99')).toBeInTheDocument();
  });

  it('formats for the Dutch locale and catalogue', () => {
    render(<dutch.Euro />);
    render(<dutch.From />);
    expect(screen.getByText(/€\s?25,50/)).toBeInTheDocument();
    expect(screen.getByText(/^Vanaf £\s?10$/)).toBeInTheDocument();
  });

  it('formats other currencies in the English locale', () => {
    render(<Euro />);
    expect(screen.getByText('€25.50')).toBeInTheDocument();
  });
});
