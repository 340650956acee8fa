import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './delete-account-modal.stories';

const { Open, Deleting } = composeStories(stories);

describe('DeleteAccountModal', () => {
  it('says that deleting cannot be undone and confirms or keeps the account', async () => {
    const onConfirm = fn();
    const onClose = fn();
    render(<Open onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('cannot be left while the deletion runs', () => {
    render(<Deleting />);
    expect(screen.getByRole('button', { name: 'Keep my account' })).toBeDisabled();
  });
});
