import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@giftshop/util-i18n';
import { BusinessQuoteLine, businessQuoteHref } from './business-quote-line';

describe('BusinessQuoteLine', () => {
  it('links to the quote form with the product filled in', () => {
    render(
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'gcuk.giftshop.example' }}>
        <MemoryRouter>
          <BusinessQuoteLine productTitle="Café Rouge & Co" paths={{ language: 'en', prefixed: false }} />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByText(/Buying for a business\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/business/request-a-quote/?product=Caf%C3%A9+Rouge+%26+Co');
  });

  it('uses the language prefix and the Dutch path', () => {
    expect(businessQuoteHref('Bol', { language: 'nl', prefixed: true })).toBe('/nl/zakelijk/offerte-aanvragen/?product=Bol');
  });
});
