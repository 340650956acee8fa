import { screen } from '@testing-library/react';
import { CustomerBillingQuery } from '@giftshop/shared-data-access';
import { cartAnswer, userData } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render-route';
import { CheckoutPage } from './checkout-page';

jest.setTimeout(30_000);
const slow = { timeout: 5_000 };
const routes = [{ path: '/order/', element: <CheckoutPage /> }];

const customerAnswer = (user: object | null) => ({
  request: { query: CustomerBillingQuery, variables: { userData } },
  result: { data: { getUserInfo: { __typename: 'UserInfoPayload' as const, user } } },
});

const customer = {
  __typename: 'User' as const,
  mainProfile: {
    __typename: 'CustomerProfile' as const,
    firstName: 'Ann',
    lastName: 'Smith',
    email: 'ann@example.com',
    invoiceEmail: null,
    phoneNumber: '+442079460958',
    vatNumber: null,
    address: null,
  },
  addresses: [
    {
      __typename: 'Address' as const,
      id: '7',
      firstName: 'Ann',
      lastName: 'Smith',
      customerType: 'PRIVATE' as const,
      companyName: null,
      countryCode: 'GB',
      postCode: 'EH1 1YZ',
      houseNumber: '12',
      suffix: null,
      street: 'Princes Street',
      city: 'Edinburgh',
      email: null,
      invoiceEmail: null,
      phoneNumber: null,
    },
  ],
  defaultBillingAddressId: '7',
};

describe('CheckoutPage for a logged-in customer', () => {
  it('starts the details step with the profile and the default billing address', async () => {
    renderRoutes({ routes, url: '/order/', mocks: [cartAnswer(), customerAnswer(customer)] });
    expect(await screen.findByRole('textbox', { name: /First name/ }, slow)).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('ann@example.com');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('EH1 1YZ');
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveValue('Princes Street');
    expect(screen.getByRole('textbox', { name: /^Number/ })).toHaveValue('020 7946 0958');
  });

  it('leaves the form empty for a guest', async () => {
    renderRoutes({ routes, url: '/order/', mocks: [cartAnswer(), customerAnswer(null)] });
    expect(await screen.findByRole('textbox', { name: /First name/ }, slow)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('');
  });
});
