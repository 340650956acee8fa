import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './redeem-header.stories';

const { BalanceCheck, WithDelayWarning, RedeemShop } = composeStories(stories);

describe('RedeemHeader', () => {
  it('is the page banner with the logo linking home first in focus order', () => {
    render(<BalanceCheck />);
    const links = within(screen.getByRole('banner')).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('GiftCards UK home page');
    expect(links[0]).toHaveAttribute('href', '/');
  });

  it('names the customer support link for screen readers while phones show only its icon', () => {
    render(<BalanceCheck />);
    const support = screen.getByRole('link', { name: 'Customer support' });
    expect(support).toHaveAttribute('href', '/support/helpdesk/');
    expect(support.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no delay warning, language switch, menu or search unless asked', () => {
    render(<BalanceCheck />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the delay warning as a polite status inside the banner, not an alert', () => {
    render(<WithDelayWarning />);
    const status = within(screen.getByRole('banner')).getByRole('status');
    expect(status).toHaveTextContent('Please note: digital gift cards are currently sent with a delay.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the store switcher from the language switch, named with the current language', async () => {
    const onOpen = jest.fn();
    render(<RedeemShop languageSwitch={{ currentLanguage: 'English', onOpen }} />);
    const button = screen.getByRole('button', { name: 'Language English' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
