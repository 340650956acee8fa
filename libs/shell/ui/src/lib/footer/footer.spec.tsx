import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { MemoryRouter } from 'react-router';
import type { FooterColumns_MenuFragment } from '@giftshop/shared-graphql';
import { I18nProvider } from '@giftshop/util-i18n';
import { FooterColumns } from './footer-columns';
import { StoreSwitcherButton } from './store-switcher-button';
import * as stories from './footer.stories';

const { Complete, WithoutCookieLinkAndSwitcher } = composeStories(stories);

describe('Footer', () => {
  it('gives the same-day shipping rule on top', () => {
    render(<Complete />);
    expect(screen.getByText('Orders placed on working days before 5:00 PM ship the same day')).toBeInTheDocument();
  });

  it('lists the menu sections, opening links to other sites in a new tab', () => {
    render(<Complete />);
    const menu = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(menu).getByRole('heading', { name: 'Customer service' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/delivery/');
    expect(within(menu).getByRole('link', { name: /Careers/ })).toHaveAttribute('target', '_blank');
  });

  it('puts the store’s own menu links under the language prefix on a prefixed page, and leaves other sites’ alone', () => {
    const menu = { menuItems: [{ title: 'Service', menuItems: [{ title: 'Livraison', path: '/livraison/' }, { title: 'Carrières', path: 'https://jobs.example.org/' }] }] };
    render(
      <MemoryRouter>
        <I18nProvider value={{ language: 'fr', locale: 'fr-BE', prefixed: true, brandHost: 'localhost' }}>
          <FooterColumns menu={menu as FooterColumns_MenuFragment} />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Livraison' })).toHaveAttribute('href', '/fr/livraison/');
    expect(screen.getByRole('link', { name: /Carrières/ })).toHaveAttribute('href', 'https://jobs.example.org/');
  });

  it('names each social network for screen readers', () => {
    render(<Complete />);
    expect(screen.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/giftcardsuk');
    expect(screen.getByRole('link', { name: /^TikTok/ })).toBeInTheDocument();
  });

  it('marks the payment icons after the fourth as hidden on phones', () => {
    render(<Complete />);
    const items = within(screen.getByRole('list', { name: 'Payment methods' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.filter((item) => item.classList.contains('beyondMobile'))).toHaveLength(2);
  });

  it('links terms, privacy and the cookie statement and shows the copyright year', () => {
    render(<Complete />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Cookie statement' })).toHaveAttribute('href', '/cookieverklaring/');
    expect(screen.getByText('© Copyright 2026')).toBeInTheDocument();
  });

  it('leaves out the cookie link and the store switcher when the brand turns them off', () => {
    render(<WithoutCookieLinkAndSwitcher />);
    expect(screen.queryByRole('link', { name: 'Cookie statement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Country and language/ })).not.toBeInTheDocument();
  });

  it('opens the store switcher from under its label', async () => {
    const onOpen = fn();
    render(<StoreSwitcherButton countryName="United Kingdom" languageName="English" onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Country and language United Kingdom – English' }));
    expect(onOpen).toHaveBeenCalled();
  });
});
