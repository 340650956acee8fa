import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './mobile-menu-links.stories';

const { UkBuild, OtherBuild, WithoutBusinessMenu, WithoutLanguageSwitcher } = composeStories(stories);

describe('MobileMenuLinks', () => {
  it('links the Choice gift card on the UK build only', () => {
    const { unmount } = render(<UkBuild />);
    expect(screen.getByRole('link', { name: 'Choice gift card' })).toHaveAttribute('href', '/gift-cards/choice-gift-card/');
    unmount();
    render(<OtherBuild />);
    expect(screen.queryByRole('link', { name: 'Choice gift card' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choice Redeem gift card' })).toBeInTheDocument();
  });

  it('folds the business menu into an accordion', async () => {
    render(<UkBuild />);
    expect(screen.queryByRole('link', { name: 'Request a quote' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Business' }));
    expect(screen.getByRole('button', { name: 'Business' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Request a quote' })).toBeVisible();
  });

  it('links the business page when the store has no business menu', () => {
    render(<WithoutBusinessMenu />);
    expect(screen.getByRole('link', { name: 'Business' })).toHaveAttribute('href', '/business/');
  });

  it('opens the store switcher from the language entry', async () => {
    const onLanguage = fn();
    render(<UkBuild onLanguage={onLanguage} />);
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    expect(onLanguage).toHaveBeenCalled();
  });

  it('has no language entry without the language switcher', () => {
    render(<WithoutLanguageSwitcher />);
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });
});
