import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../fixtures';
import { redeemPackageEdit } from './redeem-package-edit';
import { emailOrPostProduct, postOnlyProduct, sampleShipments } from './redeem-package.fixtures';
import { emptyRedeemPackage } from './redeem-package-values';
import { RedeemPackageModal } from './redeem-package-modal';

const meta = {
  title: 'Redeem/RedeemPackageModal',
  component: RedeemPackageModal,
  args: { product: sampleProducts[0], storeCountry: 'GB', onClose: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof RedeemPackageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const GiftCard: Story = {};
export const Donation: Story = { args: { product: sampleProducts[2] } };
export const FixedAmount: Story = {
  args: { product: { ...sampleProducts[0], redeemData: { title: 'Harbour & Pine', description: '', minimumAvailableCustomAmount: null, maximumAvailableCustomAmount: null } } },
};
export const BalanceTooLow: Story = {
  args: {
    serverErrors: {
      fields: { amount: 'The balance left on your cards must be at least £5.00' },
      values: emptyRedeemPackage(),
    },
  },
};

/** Offered both ways: by e-mail until the holder chooses post. */
export const EmailOrPost: Story = { args: { product: emailOrPostProduct } };

/** By post: the number of cards and the delivery address. */
export const ByPost: Story = {
  args: { product: emailOrPostProduct },
  play: async () => {
    await userEvent.click(body().getByRole('radio', { name: 'By post' }));
  },
};

/** Sent by post only: no choice, and a fixed amount. */
export const PostOnly: Story = { args: { product: postOnlyProduct } };

/** Submitting the empty post form explains every missing field. */
export const ByPostMissingDetails: Story = {
  args: { product: postOnlyProduct },
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Add' }));
  },
};

const postPackage = redeemPackageEdit(sampleShipments, '703');

/** The gateway refused the postcode it was sent. */
export const PostcodeRefused: Story = {
  args: {
    product: null,
    editing: postPackage,
    serverErrors: postPackage && { fields: { 'receiver.address.postCode': 'Please enter a valid postcode' }, values: postPackage.values },
  },
};

/** Changing an e-mail package: prefilled, and the amount can be changed. */
export const EditByEmail: Story = { args: { product: null, editing: redeemPackageEdit(sampleShipments, '701') } };

/** Changing a package sent by post: two cards to Grace's address. */
export const EditByPost: Story = { args: { product: null, editing: postPackage } };

/** Changing a package whose amount cannot be changed (mainItemEditable false): the amount is shown. */
export const EditFixedAmount: Story = { args: { product: null, editing: redeemPackageEdit(sampleShipments, '704') } };
