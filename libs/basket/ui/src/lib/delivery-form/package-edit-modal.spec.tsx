import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import type { SubmitResult } from './apply-field-errors';
import type { PackageValues } from './package-values';
import * as stories from './package-edit-modal.stories';

const { Digital, AmountTooHigh } = composeStories(stories);

describe('PackageEditModal', () => {
  it('starts from the package as it is and saves the changes', async () => {
    const onSubmit = fn(async (_values: PackageValues): Promise<SubmitResult> => undefined);
    render(<Digital onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: '£25' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Quantity/ })).toHaveValue(2);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Alex');
    await userEvent.click(screen.getByRole('radio', { name: '£50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ amount: '5000', quantity: '2', personalMessage: 'Happy birthday, Alex!' });
  });

  it('refuses a custom amount above the maximum', async () => {
    const { container } = render(<AmountTooHigh />);
    await AmountTooHigh.play?.({ canvasElement: container });
    expect(await screen.findByText('The amount can be at most £150')).toBeInTheDocument();
  });
});
