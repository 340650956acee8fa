import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './order-details-modal.stories';

const { Open, Downloading, InvoiceRefused, ReorderLeftPackagesOut } = composeStories(stories);

describe('OrderDetailsModal', () => {
  it('shows the order: reference, items, delivery, payment and every total', () => {
    render(<Open />);
    const dialog = screen.getByRole('dialog', { name: 'Order GC-48-000041' });
    expect(dialog).toHaveTextContent('Visa');
    expect(dialog).toHaveTextContent('By e-mail and by post');
    expect(dialog).toHaveTextContent('Harbour & Pine gift card');
    expect(dialog).toHaveTextContent('2 × £25.00');
    expect(dialog).toHaveTextContent('Tom Reed (tom@example.com)');
    expect(dialog).toHaveTextContent('Happy birthday!');
    expect(dialog).toHaveTextContent('Gift box');
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('Gift cards').nextSibling).toHaveTextContent('£100.00');
    expect(totals.getByText('Service fee').nextSibling).toHaveTextContent('£0.95');
    expect(totals.getByText('Shipping').nextSibling).toHaveTextContent('£1.99');
    expect(totals.getByText('Extras').nextSibling).toHaveTextContent('£1.80');
    expect(totals.getByText('Total without VAT').nextSibling).toHaveTextContent('£103.95');
    expect(totals.getByText('Total with VAT').nextSibling).toHaveTextContent('£104.74');
  });

  it('downloads the invoice on request', async () => {
    const onDownloadInvoice = fn();
    render(<Open onDownloadInvoice={onDownloadInvoice} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    expect(onDownloadInvoice).toHaveBeenCalledTimes(1);
  });

  it('shows the reorder product details before anything goes into the basket, and adds only on "Add to basket"', async () => {
    const onReorder = fn();
    render(<Open onReorder={onReorder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(onReorder).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Reorder order GC-48-000041' });
    const details = within(dialog).getByRole('form', { name: 'This goes into your basket' });
    expect(details).toHaveTextContent('Prices and availability are checked again');
    expect(details).toHaveTextContent('delivered as soon as possible');
    expect(details).toHaveTextContent('Harbour & Pine gift card');
    expect(details).toHaveTextContent('2 × £25.00');
    expect(details).toHaveTextContent('Tom Reed (tom@example.com)');
    expect(details).toHaveTextContent('Happy birthday!');
    expect(details).toHaveTextContent('Gift box');
    expect(within(dialog).queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
    // The button that led here is gone: focus is on the view's heading.
    expect(within(details).getByRole('heading', { name: 'This goes into your basket' })).toHaveFocus();
    await userEvent.click(within(details).getByRole('button', { name: 'Add to basket' }));
    expect(onReorder).toHaveBeenCalledTimes(1);
  });

  it('goes back to the order from the reorder details with "Back" and the header\'s back button, focus on "Reorder"', async () => {
    const onReorder = fn();
    render(<Open onReorder={onReorder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    // The view's own "Back" (after the header's back button).
    const backs = screen.getAllByRole('button', { name: 'Back' });
    expect(backs).toHaveLength(2);
    await userEvent.click(backs[1]);
    expect(screen.getByRole('dialog', { name: 'Order GC-48-000041' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Back' })[0]);
    expect(screen.getByRole('dialog', { name: 'Order GC-48-000041' })).toBeInTheDocument();
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('closes on Escape from the reorder details', async () => {
    const onClose = fn();
    render(<Open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed or reordered while the invoice is being fetched', () => {
    render(<Downloading />);
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeDisabled();
  });

  it('says why there is no invoice', () => {
    render(<InvoiceRefused />);
    expect(screen.getByRole('alert')).toHaveTextContent('There is no invoice for this order yet');
  });

  it('shows what a reorder left out instead of the order, with the way to the basket', () => {
    render(<ReorderLeftPackagesOut />);
    const dialog = screen.getByRole('dialog', { name: 'Reorder' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('except for these packages');
    expect(within(alert).getByRole('link', { name: 'Go to basket' })).toHaveAttribute('href', '/basket/');
    expect(within(dialog).queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
  });
});
