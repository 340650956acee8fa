import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleMethods } from '../fixtures';
import { toPlaceRedeemOrder, type RedeemBillingValues } from './redeem-billing-values';
import * as stories from './redeem-billing-form.stories';

const { CoveredByTheCards, WithShortfall, PostcodeRefused } = composeStories(stories);

async function fillAddress() {
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Grace');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Hopper');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'grace@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), '020 7946 0958');
  await userEvent.type(screen.getByRole('textbox', { name: /Postcode/ }), 'sw1a 1aa');
  await userEvent.type(screen.getByRole('textbox', { name: /House number/ }), '10');
  await userEvent.type(screen.getByRole('textbox', { name: /Street/ }), 'Downing Street');
  await userEvent.type(screen.getByRole('textbox', { name: /Town or city/ }), 'London');
}

describe('RedeemBillingForm', () => {
  it('asks no payment method when the cards cover the order, and sends the address and the terms', async () => {
    const onSubmit = fn(async (_values: RedeemBillingValues) => undefined);
    render(<CoveredByTheCards onSubmit={onSubmit} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await fillAddress();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the general terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const input = toPlaceRedeemOrder(onSubmit.mock.calls[0][0], []);
    expect(input).toEqual(
      expect.objectContaining({ termsAccepted: true, paymentMethod: null, issuer: null, billingAddress: expect.objectContaining({ postCode: 'SW1A 1AA', countryCode: 'GB', phoneNumber: '+442079460958' }) }),
    );
  });

  it('asks how to pay a shortfall, and refuses to go on without a method or the terms', async () => {
    const onSubmit = fn(async (_values: RedeemBillingValues) => undefined);
    render(<WithShortfall onSubmit={onSubmit} />);
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Please choose how you would like to pay')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Visa' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toPlaceRedeemOrder(onSubmit.mock.calls[0][0], sampleMethods).paymentMethod).toBe('visa');
  });

  it("shows the gateway's refusal on its field", () => {
    render(<PostcodeRefused />);
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid postcode'));
  });
});
