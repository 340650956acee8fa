import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './profile-form.stories';
import { toProfileInput, type ProfileValues } from './profile-values';

const { Private, Business, Refused } = composeStories(stories);

describe('ProfileForm', () => {
  it('saves changed details as the updateProfile input, business details cleared for a private customer', async () => {
    const onSubmit = fn(async (_values: ProfileValues) => undefined);
    render(<Private onSubmit={onSubmit} />);
    const first = screen.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'Annie');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const input = toProfileInput(onSubmit.mock.calls[0][0]);
    expect(input).toMatchObject({ firstName: 'Annie', lastName: 'Smith', phoneNumber: '+442079460958', vatNumber: '', invoiceEmail: '' });
    expect(input.address).toMatchObject({ postCode: 'SW1A 1AA', houseNumber: '10', street: 'Downing Street', city: 'London', companyName: null });
  });

  it('shows the login e-mail without letting it be edited', () => {
    render(<Private />);
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('readonly');
  });

  it('asks a business customer for a company name and refuses a postcode the shared rules refuse', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Business onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByRole('textbox', { name: /Company name/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Postcode/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Postcode/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Company name is a required field')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid postcode')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves the stored address alone when the address fields are all empty', () => {
    const values = { ...toProfileInputValues(), address: { companyName: '', postCode: '', houseNumber: '', suffix: '', street: '', city: '' } };
    expect(toProfileInput(values).address).toBeNull();
  });

  it('shows the gateway refusal on its field until the field changes', async () => {
    render(<Refused />);
    const postcode = screen.getByRole('textbox', { name: /Postcode/ });
    expect(postcode).toHaveAccessibleDescription(/Please enter a valid postcode/);
    await userEvent.type(postcode, 'X');
    expect(screen.queryByText('Please enter a valid postcode')).not.toBeInTheDocument();
  });
});

function toProfileInputValues() {
  return {
    firstName: 'Ann',
    lastName: 'Smith',
    phoneNumber: { callingCode: '+44', number: '' },
    isBusiness: false,
    invoiceEmail: '',
    vatNumber: '',
    address: { companyName: '', postCode: '', houseNumber: '', suffix: '', street: '', city: '' },
  };
}
