import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-shell';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("shows the brand's artwork and links home and to all gift cards", async () => {
    const { container } = renderWithProviders(<NotFoundPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, we cannot find this page' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/brand/GCUK/not-found.svg');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View all 200+ gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });
});

describe('ErrorPage', () => {
  it('apologises with the generic text of the error catalogue', async () => {
    renderWithProviders(<ErrorPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/We are already working on a fix for this issue/)).toBeInTheDocument();
  });
});
