import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentMethods } from '../fixtures';
import { toPaymentChoice } from './payment-values';
import * as stories from './payment-form.stories';

const { Methods, BusinessWithInvoice, IdealBank, SubmittedEmpty, Fraud, Retry } = composeStories(stories);

describe('PaymentForm', () => {
  it('asks for a method and the terms before placing the order', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<SubmittedEmpty onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('Please choose a payment method')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree to the general terms and conditions/ })).toHaveAccessibleDescription('Error: Please accept the terms and conditions');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the message of a field left by pointer only once the click below it has landed (no shift under the pointer)', async () => {
    const user = userEvent.setup();
    render(<IdealBank />);
    await user.click(screen.getByRole('radio', { name: 'iDEAL' }));
    await user.click(screen.getByRole('combobox', { name: /Your bank/ }));
    const terms = screen.getByRole('checkbox', { name: /I agree/ });
    await user.pointer({ keys: '[MouseLeft>]', target: terms });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Please choose your bank')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: terms });
    expect(terms).toBeChecked();
    expect(await screen.findByText('Please choose your bank')).toBeInTheDocument();
  });

  it('links the terms in a new tab, so the checkout stays', () => {
    render(<Methods />);
    const link = screen.getByRole('link', { name: 'general terms and conditions (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/general-terms/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks for the bank of iDEAL and submits it', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<IdealBank onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'iDEAL' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('Please choose your bank')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Your bank/ }), 'Rabobank');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), { timeout: 5_000 });
    expect(toPaymentChoice(onSubmit.mock.calls[0][0], paymentMethods)).toEqual({ paymentMethod: 'ideal', issuer: 'RABO' });
  });

  it('places an invoice order without a payment page', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<BusinessWithInvoice onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Invoice' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), { timeout: 5_000 });
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ paymentMethod: 'invoice', termsAccepted: true });
  });

  it('announces a refused payment', () => {
    render(<Fraud />);
    expect(screen.getByRole('alert')).toHaveTextContent('We were unable to process your payment.');
  });

  it('asks no terms again when retrying a placed order', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Retry onSubmit={onSubmit} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), { timeout: 5_000 });
  });
});
