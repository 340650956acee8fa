import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressBookQuery, CustomerDetailsQuery, UpdateProfileMutation } from '@giftshop/account-data-access';
import { nina, renderAccount, userData, userInfo } from '../../testing/render-account';
import { AddressBookPage } from './address-book-page';
import { DetailsPage } from './details-page';

jest.setTimeout(30_000);

const profile = {
  __typename: 'CustomerProfile',
  firstName: 'Nina',
  lastName: 'Baker',
  email: 'nina@example.com',
  invoiceEmail: null,
  phoneNumber: null,
  vatNumber: null,
  address: null,
};

const details = (mainProfile: object) => ({
  request: { query: CustomerDetailsQuery, variables: { userData } },
  result: { data: { getUserInfo: { __typename: 'UserInfoPayload', user: { __typename: 'User', mainProfile }, errors: [] } } },
});

describe('DetailsPage', () => {
  it('shows the profile, and a refused field on the field itself', async () => {
    const refused = { __typename: 'Error', code: 1007, message: 'Please use 1 to 20 letters, digits, dots or hyphens', referencedRequestParameter: 'input.vatNumber' };
    const update = {
      request: { query: UpdateProfileMutation, variables: (variables: { input: { vatNumber?: string | null } }) => variables.input.vatNumber === 'GB 1' },
      result: { data: { updateProfile: { __typename: 'UserInfoPayload', user: null, errors: [refused] } } },
    };
    renderAccount({ '/account/details/': <DetailsPage /> }, '/account/details/', [userInfo(nina), details(profile), update]);
    expect(await screen.findByText('nina@example.com')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am a business customer' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Company name/ }), 'Baker & Co');
    await userEvent.type(screen.getByRole('textbox', { name: /VAT number/ }), 'GB 1');
    await userEvent.type(screen.getByRole('textbox', { name: /Postcode/ }), 'SW1A 1AA');
    await userEvent.type(screen.getByRole('textbox', { name: /House number/ }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: /Street/ }), 'Downing Street');
    await userEvent.type(screen.getByRole('textbox', { name: /Town or city/ }), 'London');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const vat = screen.getByRole('textbox', { name: /VAT number/ });
    expect(await screen.findByText('Please use 1 to 20 letters, digits, dots or hyphens')).toBeInTheDocument();
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(vat).toHaveFocus();
  });
});

describe('AddressBookPage', () => {
  it('lists the addresses with their defaults and asks before deleting one', async () => {
    const address = {
      __typename: 'Address',
      id: '7',
      firstName: 'Nina',
      lastName: 'Baker',
      customerType: 'PRIVATE',
      companyName: null,
      countryCode: 'GB',
      postCode: 'EH1 1YZ',
      houseNumber: '12',
      suffix: null,
      street: 'Princes Street',
      city: 'Edinburgh',
      email: null,
      phoneNumber: null,
      postalLines: ['12 Princes Street', 'Edinburgh', 'EH1 1YZ'],
    };
    const book = {
      request: { query: AddressBookQuery, variables: { userData } },
      result: {
        data: { getUserInfo: { __typename: 'UserInfoPayload', user: { __typename: 'User', addresses: [address], defaultBillingAddressId: '7', defaultDeliveryAddressId: null }, errors: [] } },
      },
    };
    renderAccount({ '/account/address-book/': <AddressBookPage /> }, '/account/address-book/', [userInfo(nina), book]);
    expect(await screen.findByText('12 Princes Street')).toBeInTheDocument();
    expect(screen.getByText('Default billing address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete address of Nina Baker' }));
    expect(screen.getByRole('dialog', { name: 'Delete this address?' })).toHaveTextContent('Nina Baker');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByText('12 Princes Street')).toBeInTheDocument();
  });
});
