import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { DetailsForm } from './details-form';
import { emptyDetails, type CheckoutDetailsValues } from './details-values';
import { callingCodeOptions, countryOptions } from '@giftshop/shared-ui';

const filled: CheckoutDetailsValues = {
  ...emptyDetails('GB'),
  billingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: { callingCode: '+44', number: '07400 123456' },
    countryCode: 'GB',
    postCode: 'SW1A 1AA',
    houseNumber: '10',
    suffix: '',
    street: 'Downing Street',
    city: 'London',
  },
};

const meta = {
  title: 'Checkout/DetailsForm',
  component: DetailsForm,
  args: { initialValues: emptyDetails('GB'), countries: countryOptions('en-GB', 'GB'), callingCodes: callingCodeOptions('en-GB', 'GB'), onSubmit: fn() },
} satisfies Meta<typeof DetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initialValues: filled } };
export const Business: Story = { args: { initialValues: { ...filled, isBusiness: true } } };

/** Continuing without filling anything in names every required field. */
export const SubmittedEmpty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue to shipping' }));
  },
};

/** The gateway refused the postcode: its message sits on the field until the field changes. */
export const RefusedByTheGateway: Story = {
  args: { initialValues: filled, serverErrors: { 'billingAddress.postCode': 'Please enter a valid postcode' } },
};
