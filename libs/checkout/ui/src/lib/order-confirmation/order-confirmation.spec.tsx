import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './order-confirmation.stories';

const { Paid, PaidInDutchStore, AwaitingBankTransfer, BusinessInvoice, BeingProcessed, PaidWithGiftCards } = composeStories(stories);

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('OrderConfirmation', () => {
  it('shows reference, status, items with receivers and extras, delivery and totals', () => {
    render(<Paid />);
    expect(fact('Order number')).toHaveTextContent('GCUK-2026-000101');
    expect(fact('Status')).toHaveTextContent('Paid and completed');
    expect(fact('Payment method')).toHaveTextContent('Visa');
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByRole('heading', { name: 'Harbour & Pine Gift Card' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('1 × £25.00');
    expect(items[0]).toHaveTextContent('Ada Lovelace (ada@example.com)');
    expect(items[0]).toHaveTextContent('Happy birthday, Ada!');
    expect(items[0]).toHaveTextContent('By e-mail: Friday, 20 March 2026 at 09:30');
    expect(items[1]).toHaveTextContent('2 × £30.00');
    expect(items[1]).toHaveTextContent('Gift box');
    expect(items[1]).toHaveTextContent('By post: Saturday, 14 March 2026');
    expect(items[1]).toHaveTextContent('Dispatched on Saturday, 14 March 2026, expected in the letterbox on Tuesday, 17 March 2026');
    expect(items[0]).not.toHaveTextContent('Dispatched');
    expect(fact('Total')).toHaveTextContent('£87.95');
    expect(screen.getByText('We have sent a confirmation e-mail to buyer@example.com.')).toBeInTheDocument();
  });

  it("gives the order's date and time in the store's own time zone", () => {
    const { unmount } = render(<Paid />);
    expect(fact('Order date')).toHaveTextContent('13 March 2026 at 10:15');
    unmount();
    render(<PaidInDutchStore />);
    expect(fact('Besteldatum')).toHaveTextContent('13 maart 2026 om 11:15');
  });

  it('splits an order bought with a card balance into what the gift cards paid and what the card paid', () => {
    render(<PaidWithGiftCards />);
    expect(fact('Total')).toHaveTextContent('£260.00');
    expect(fact('Paid with gift cards')).toHaveTextContent('£210.00');
    expect(fact('Paid with Visa')).toHaveTextContent('£50.00');
  });

  it('shows no split for an order paid by one method', () => {
    render(<Paid />);
    expect(screen.queryByText('Paid with gift cards')).not.toBeInTheDocument();
  });

  it('shows a bank transfer or invoice order as awaiting payment', () => {
    const { unmount } = render(<AwaitingBankTransfer />);
    expect(fact('Status')).toHaveTextContent('Awaiting payment');
    unmount();
    render(<BusinessInvoice />);
    expect(fact('Status')).toHaveTextContent('Awaiting payment');
    expect(fact('Payment method')).toHaveTextContent('Invoice');
  });

  it('says the payment details of a bank transfer were e-mailed, the confirmation follows the payment, and names the reference to quote', () => {
    const { unmount } = render(<AwaitingBankTransfer />);
    expect(screen.queryByText(/We will send/)).not.toBeInTheDocument();
    expect(screen.getByText('We have sent the payment details to buyer@example.com. Your confirmation e-mail follows once your payment has arrived.')).toBeInTheDocument();
    expect(screen.getByText('Please quote your order number GCUK-2026-000101 with your payment.')).toBeInTheDocument();
    unmount();
    render(<BusinessInvoice />);
    expect(screen.queryByText(/We have sent/)).not.toBeInTheDocument();
    expect(screen.getByText('We will send a confirmation e-mail to finance@example.com once your payment has arrived.')).toBeInTheDocument();
    expect(screen.queryByText(/Dispatched/)).not.toBeInTheDocument();
  });

  it('shows the account to pay to only while the order awaits its payment', () => {
    const { unmount } = render(<AwaitingBankTransfer />);
    const bank = screen.getByRole('region', { name: 'Pay by bank transfer to' });
    expect(within(bank).getByText('Sort code', { selector: 'dt' }).nextElementSibling).toHaveTextContent('20-20-15');
    expect(within(bank).getByText('IBAN', { selector: 'dt' }).nextElementSibling).toHaveTextContent('GB33 BUKB 2020 1555 5555 55');
    expect(within(bank).getByText('Reference', { selector: 'dt' }).nextElementSibling).toHaveTextContent('GCUK-2026-000101');
    unmount();
    render(<Paid />);
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer to' })).not.toBeInTheDocument();
  });

  it('shows a paid order still being fulfilled as being processed', () => {
    render(<BeingProcessed />);
    expect(fact('Status')).toHaveTextContent('Being processed');
  });
});
