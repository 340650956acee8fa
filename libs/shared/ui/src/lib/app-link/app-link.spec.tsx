import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './app-link.stories';

const { Internal, OwnHostAbsolute, External, Email } = composeStories(stories);

describe('AppLink', () => {
  it('keeps site-relative links in the tab', () => {
    render(<Internal />);
    const link = screen.getByRole('link', { name: 'All gift cards' });
    expect(link).toHaveAttribute('href', '/gift-cards/');
    expect(link).not.toHaveAttribute('target');
  });

  it('turns absolute links on the brand host into site-relative ones', () => {
    render(<OwnHostAbsolute />);
    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/delivery/');
  });

  it('opens other hosts in a new tab and says so', () => {
    render(<External />);
    const link = screen.getByRole('link', { name: 'Partner help centre (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves mail links as plain links in the tab', () => {
    render(<Email />);
    const link = screen.getByRole('link', { name: 'service@giftshop.example' });
    expect(link).toHaveAttribute('href', 'mailto:service@giftshop.example');
    expect(link).not.toHaveAttribute('target');
  });
});
