import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;
import { toOrderDetails } from './details-values';
import * as stories from './details-form.stories';

const { Empty, Filled, Business, SubmittedEmpty, RefusedByTheGateway } = composeStories(stories);

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Replaces a field's text in one change, as pasting does: each keystroke would run the whole schema. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

// Every change validates the whole form; on a busy machine the answers take their time.
jest.setTimeout(20_000);
const slow = { timeout: 5_000 };

describe('DetailsForm', () => {
  it('submits a private buyer with the phone in its calling code and the address', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Filled onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), slow);
    const details = toOrderDetails(onSubmit.mock.calls[0][0]);
    expect(details).toMatchObject({
      customerType: 'PRIVATE',
      business: null,
      billingAddress: { firstName: 'Ada', email: 'ada@example.com', phoneNumber: '+447400123456', countryCode: 'GB', postCode: 'SW1A 1AA', houseNumber: '10', suffix: null },
    });
  });

  it('names every missing required field after a first click and keeps the button disabled', async () => {
    const user = userEvent.setup();
    render(<SubmittedEmpty />);
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    for (const message of ['Last name is a required field', 'E-mail address is a required field', 'Postcode is a required field', 'House number is a required field', 'Street is a required field', 'City is a required field', 'Phone number is a required field']) {
      expect(await screen.findByText(message, {}, slow)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Continue to shipping' })).toBeDisabled();
    expect(field(/First name/)).toHaveAccessibleDescription('Error: First name is a required field');
  });

  it('checks the postcode against the chosen country and the house number as a positive number', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NL');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('Please enter a valid postcode', {}, slow)).toBeInTheDocument();
    await fill(user, field(/Postcode/), '1234 AB');
    await fill(user, field(/House number/), '0');
    await user.tab();
    expect(await screen.findByText('House number must be a positive number', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please enter a valid postcode')).not.toBeInTheDocument(), slow);
  });

  it('refuses a number that cannot exist for its calling code and takes a UK mobile in its national form', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const number = within(screen.getByRole('group', { name: /Phone number/ })).getByRole('textbox', { name: /Number/ });
    await fill(user, number, '1234');
    await user.tab();
    expect(await screen.findByText('Please enter valid phone number', {}, slow)).toBeInTheDocument();
    await fill(user, number, '07400 123456');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Please enter valid phone number')).not.toBeInTheDocument(), slow);
  });

  it('asks for the business details only when the business box is ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Empty onSubmit={onSubmit} />);
    expect(screen.queryByRole('group', { name: 'Business details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I am ordering for a business' }));
    const business = screen.getByRole('group', { name: 'Business details' });
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    for (const message of ['Company name is a required field', 'Chamber of Commerce number is a required field', 'VAT number is a required field', 'Reference is a required field']) {
      expect(await within(business).findByText(message, {}, slow)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the business details of a business buyer', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Business onSubmit={onSubmit} />);
    await user.click(field(/Company name/));
    await fill(user, field(/Company name/), 'Analytical Engines Ltd');
    await user.click(field(/Chamber of Commerce number/));
    await fill(user, field(/Chamber of Commerce number/), '12345678');
    await user.click(field(/VAT number/));
    await fill(user, field(/VAT number/), 'GB123456789');
    await user.click(field(/Reference or cost centre/));
    await fill(user, field(/Reference or cost centre/), 'PO-42');
    await user.click(field(/Invoice e-mail address/));
    await fill(user, field(/Invoice e-mail address/), 'invoices@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), slow);
    expect(toOrderDetails(onSubmit.mock.calls[0][0])).toMatchObject({
      customerType: 'BUSINESS',
      billingAddress: { customerType: 'BUSINESS', companyName: 'Analytical Engines Ltd', invoiceEmail: 'invoices@example.com' },
      business: { companyName: 'Analytical Engines Ltd', kvkNumber: '12345678', vatNumber: 'GB123456789', referenceNumber: 'PO-42', invoiceEmail: 'invoices@example.com' },
    });
  });

  it("shows the gateway's refusal on its field until the field changes", async () => {
    const user = userEvent.setup();
    render(<RefusedByTheGateway />);
    expect(field(/Postcode/)).toHaveAccessibleDescription('Error: Please enter a valid postcode');
    await user.click(field(/Postcode/));
    await fill(user, field(/Postcode/), 'SW1A 2AA');
    await waitFor(() => expect(screen.queryByText('Please enter a valid postcode')).not.toBeInTheDocument(), slow);
  });
});
