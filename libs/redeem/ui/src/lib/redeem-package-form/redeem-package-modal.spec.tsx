import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleProducts } from '../fixtures';
import { emailOrPostProduct, postOnlyProduct } from './redeem-package.fixtures';
import { toRedeemPackageInput, toUpdateRedeemPackageInput, type RedeemPackageValues } from './redeem-package-values';
import * as stories from './redeem-package-modal.stories';

const { GiftCard, FixedAmount, BalanceTooLow, EmailOrPost, PostOnly, PostcodeRefused, EditByEmail, EditByPost, EditFixedAmount } = composeStories(stories);

const submitted = () => fn(async (_values: RedeemPackageValues) => undefined);

async function fillReceiver(dialog: HTMLElement, email = 'ada@example.com', confirm = email) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ada');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^E-mail address/ }), email);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Repeat e-mail address/ }), confirm);
}

async function fillAddress(dialog: HTMLElement, postCode = 'SW1A 2AA') {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Grace');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Hopper');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Postcode/ }), postCode);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /House number/ }), '10');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Addition/ }), 'B');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Street/ }), 'Downing Street');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Town or city/ }), 'London');
}

describe('RedeemPackageModal', () => {
  it('takes a whole amount within the range and the receiver, and hands them over', async () => {
    const onSubmit = submitted();
    render(<GiftCard onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Harbour & Pine' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveAccessibleDescription('A whole amount from £5 to £150');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await userEvent.type(amount, '20');
    await fillReceiver(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0];
    expect(toRedeemPackageInput(sampleProducts[0], values)).toEqual({
      variationId: '110',
      amount: 2000,
      quantity: 1,
      receiver: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', confirmEmail: 'ada@example.com' },
    });
  });

  it('refuses pence, amounts out of range and a confirmation that differs', async () => {
    const onSubmit = submitted();
    render(<GiftCard onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '12.50');
    await fillReceiver(dialog, 'ada@example.com', 'ada@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining('Please enter a whole amount')));
    expect(within(dialog).getByRole('textbox', { name: /Repeat e-mail address/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '151');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining('The amount can be at most £150')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a fixed amount instead of asking for one, and leaves it to the gateway', async () => {
    const onSubmit = submitted();
    render(<FixedAmount onSubmit={onSubmit} />);
    expect(screen.getByText('Amount: £5')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
    await fillReceiver(screen.getByRole('dialog'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const product = FixedAmount.args.product ?? sampleProducts[0];
    expect(toRedeemPackageInput(product, onSubmit.mock.calls[0][0])).not.toHaveProperty('amount');
  });

  it("shows the gateway's refusal on its field", () => {
    render(<BalanceTooLow />);
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(expect.stringContaining('must be at least £5.00'));
  });

  describe('by post', () => {
    it('offers e-mail and post when the product has both, e-mail first', async () => {
      render(<EmailOrPost />);
      const dialog = screen.getByRole('dialog', { name: 'The Velvet Teapot' });
      const choice = within(dialog).getByRole('group', { name: 'How should it be sent?' });
      expect(within(choice).getByRole('radio', { name: 'By e-mail' })).toBeChecked();
      expect(within(dialog).getByRole('textbox', { name: /^E-mail address/ })).toBeVisible();
      expect(within(dialog).queryByRole('textbox', { name: /Postcode/ })).toBeNull();
      await userEvent.click(within(choice).getByRole('radio', { name: 'By post' }));
      expect(within(dialog).queryByRole('textbox', { name: /E-mail address/ })).toBeNull();
      expect(within(dialog).getByRole('group', { name: 'Who receives it by post' })).toBeVisible();
      expect(within(dialog).getByRole('textbox', { name: /Amount per card/ })).toBeVisible();
      expect(within(dialog).getByRole('combobox', { name: /Country/ })).toHaveValue('GB');
    });

    it('sends the number of cards and the address with the post variation', async () => {
      const onSubmit = submitted();
      render(<EmailOrPost onSubmit={onSubmit} />);
      const dialog = screen.getByRole('dialog');
      await userEvent.click(within(dialog).getByRole('radio', { name: 'By post' }));
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount per card/ }), '25');
      const quantity = within(dialog).getByRole('textbox', { name: /Number of cards/ });
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '3');
      await fillAddress(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(toRedeemPackageInput(emailOrPostProduct, onSubmit.mock.calls[0][0])).toEqual({
        variationId: '121',
        amount: 2500,
        quantity: 3,
        deliveryAddress: { firstName: 'Grace', lastName: 'Hopper', countryCode: 'GB', postCode: 'SW1A 2AA', houseNumber: '10', suffix: 'B', street: 'Downing Street', city: 'London' },
      });
    });

    it('explains a missing address, a wrong postcode and a number of cards out of range', async () => {
      const onSubmit = submitted();
      render(<PostOnly onSubmit={onSubmit} />);
      const dialog = screen.getByRole('dialog', { name: 'Copper Kettle Bakery' });
      expect(within(dialog).queryByRole('radio')).toBeNull();
      expect(within(dialog).getByText('Amount: £25')).toBeVisible();
      const quantity = within(dialog).getByRole('textbox', { name: /Number of cards/ });
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '1.5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(quantity).toHaveAccessibleDescription(expect.stringContaining('Choose a number of cards from 1 to 99')));
      expect(within(dialog).getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByRole('textbox', { name: /House number/ })).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByRole('textbox', { name: /Street/ })).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByRole('textbox', { name: /Addition/ })).not.toHaveAttribute('aria-invalid');
      await fillAddress(dialog, '1234');
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Postcode/ })).toHaveAttribute('aria-invalid', 'true'));
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '100');
      await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
      expect(onSubmit).not.toHaveBeenCalled();
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '2');
      const postcode = within(dialog).getByRole('textbox', { name: /Postcode/ });
      await userEvent.clear(postcode);
      await userEvent.type(postcode, 'SW1A 2AA');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(toRedeemPackageInput(postOnlyProduct, onSubmit.mock.calls[0][0])).toEqual(expect.objectContaining({ variationId: '140', quantity: 2 }));
    });

    it("shows the gateway's refusal of the postcode until it is changed", async () => {
      render(<PostcodeRefused />);
      const postcode = screen.getByRole('textbox', { name: /Postcode/ });
      expect(postcode).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid postcode'));
      await userEvent.type(postcode, 'X');
      expect(postcode).not.toHaveAccessibleDescription(expect.stringContaining('Please enter a valid postcode'));
    });
  });

  describe('changing a package', () => {
    it('prefills an e-mail package and saves the amount and receiver', async () => {
      const onSubmit = submitted();
      render(<EditByEmail onSubmit={onSubmit} />);
      const dialog = screen.getByRole('dialog', { name: 'Harbour & Pine' });
      expect(within(dialog).queryByRole('radio')).toBeNull();
      const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
      expect(amount).toHaveValue('20');
      expect(within(dialog).getByRole('textbox', { name: /Repeat e-mail address/ })).toHaveValue('ada@example.com');
      await userEvent.clear(amount);
      await userEvent.type(amount, '15');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(toUpdateRedeemPackageInput(true, onSubmit.mock.calls[0][0])).toEqual({
        amount: 1500,
        receiver: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', confirmEmail: 'ada@example.com' },
      });
    });

    it('prefills a package sent by post with its address and number of cards', async () => {
      const onSubmit = submitted();
      render(<EditByPost onSubmit={onSubmit} />);
      const dialog = screen.getByRole('dialog', { name: 'The Velvet Teapot' });
      expect(within(dialog).queryByRole('radio')).toBeNull();
      expect(within(dialog).getByRole('textbox', { name: /Number of cards/ })).toHaveValue('2');
      expect(within(dialog).getByRole('textbox', { name: /Street/ })).toHaveValue('Downing Street');
      const city = within(dialog).getByRole('textbox', { name: /Town or city/ });
      await userEvent.clear(city);
      await userEvent.type(city, 'Westminster');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(toUpdateRedeemPackageInput(true, onSubmit.mock.calls[0][0])).toEqual({
        amount: 2500,
        quantity: 2,
        deliveryAddress: { firstName: 'Grace', lastName: 'Hopper', countryCode: 'GB', postCode: 'SW1A 2AA', houseNumber: '10', suffix: null, street: 'Downing Street', city: 'Westminster' },
      });
    });

    it('shows the amount of a package whose amount cannot be changed, and sends none', async () => {
      const onSubmit = submitted();
      render(<EditFixedAmount onSubmit={onSubmit} />);
      expect(screen.getByText('Amount: £25')).toBeVisible();
      expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(toUpdateRedeemPackageInput(false, onSubmit.mock.calls[0][0])).not.toHaveProperty('amount');
    });
  });
});
