import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './more-info-modal.stories';

const { GiftCard, Donation } = composeStories(stories);

describe('MoreInfoModal', () => {
  it("tells the product's redeem description and links the brand's page in a new tab", () => {
    render(<GiftCard />);
    const dialog = screen.getByRole('dialog', { name: 'Harbour & Pine' });
    expect(dialog).toHaveTextContent('Harbour & Pine, paid with your balance.');
    const link = within(dialog).getByRole('link', { name: /Visit Harbour & Pine/ });
    expect(link).toHaveAttribute('href', 'https://harbourpine.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no link for a product without a brand page', () => {
    render(<Donation />);
    expect(within(screen.getByRole('dialog')).queryByRole('link')).toBeNull();
  });

  it('closes with Escape and with Close', async () => {
    const onClose = fn();
    render(<GiftCard onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
