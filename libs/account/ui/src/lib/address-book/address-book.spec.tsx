import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as listStories from './address-list.stories';
import * as formStories from './address-modals.stories';
import * as deleteStories from './delete-address-modal.stories';
import { toAddressInput, type AddressValues } from './address-values';

const { WithDefaults } = composeStories(listStories);
const { Add, Edit } = composeStories(formStories);
const { Confirm } = composeStories(deleteStories);

describe('AddressList', () => {
  it('marks the defaults and offers the other default, edit and delete per address', async () => {
    const onMakeDefault = fn();
    const onDelete = fn();
    render(<WithDefaults onMakeDefault={onMakeDefault} onDelete={onDelete} />);
    const [ann, tom] = screen.getAllByRole('listitem');
    expect(ann).toHaveTextContent('Default billing address');
    expect(within(ann).queryByRole('button', { name: 'Use for billing' })).not.toBeInTheDocument();
    await userEvent.click(within(ann).getByRole('button', { name: 'Use for delivery' }));
    expect(onMakeDefault).toHaveBeenCalledWith(expect.objectContaining({ id: '7' }), 'DELIVERY');
    expect(tom).toHaveTextContent('Northwind Logistics');
    await userEvent.click(screen.getByRole('button', { name: 'Delete address of Tom Reed, Northwind Logistics' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '8' }));
  });
});

describe('AddressList addresses', () => {
  it('writes each address in its country\'s order: number before street, town, then postcode in the UK', () => {
    render(<WithDefaults />);
    const [, tom] = screen.getAllByRole('listitem');
    const lines = Array.from(tom.querySelectorAll('address span')).map((line) => line.textContent);
    expect(lines.slice(0, 3)).toEqual(['12B Princes Street', 'Edinburgh', 'EH1 1YZ']);
  });
});

describe('AddressFormModal', () => {
  it('refuses an incomplete address by the address book rules', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Add onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('First name is a required field')).toBeInTheDocument();
    expect(screen.getByText('Street is a required field')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds an address and can make it a default at once', async () => {
    const onSubmit = fn(async (_values: AddressValues) => undefined);
    render(<Add onSubmit={onSubmit} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Add an address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Lia');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Moss');
    await userEvent.type(dialog.getByRole('textbox', { name: /Postcode/ }), 'EH1 1YZ');
    await userEvent.type(dialog.getByRole('textbox', { name: /House number/ }), '3');
    await userEvent.type(dialog.getByRole('textbox', { name: /Street/ }), 'Princes Street');
    await userEvent.type(dialog.getByRole('textbox', { name: /Town or city/ }), 'Edinburgh');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Default delivery address' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0];
    expect(values.defaultFor).toEqual(['DELIVERY']);
    expect(toAddressInput(values)).toMatchObject({ firstName: 'Lia', countryCode: 'GB', postCode: 'EH1 1YZ', customerType: 'PRIVATE', phoneNumber: null });
  });

  it('edits an entry prefilled, a business one with its company', () => {
    render(<Edit />);
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Northwind Logistics');
    expect(screen.queryByRole('checkbox', { name: 'Default billing address' })).not.toBeInTheDocument();
  });
});

describe('DeleteAddressModal', () => {
  it('names the address and confirms or keeps it', async () => {
    const onConfirm = fn();
    const onClose = fn();
    render(<Confirm onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Delete this address?' })).toHaveTextContent('Ann Smith');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalled();
  });
});
