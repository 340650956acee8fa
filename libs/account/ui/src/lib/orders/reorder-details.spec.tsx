import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './reorder-details.stories';

const { OnPage, Adding, Refused } = composeStories(stories);

describe('ReorderDetails', () => {
  it('adds to the basket only when the button is pressed, and cancels', async () => {
    const onAddToBasket = fn();
    const onCancel = fn();
    render(<OnPage onAddToBasket={onAddToBasket} onCancel={onCancel} />);
    expect(onAddToBasket).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(onAddToBasket).toHaveBeenCalledTimes(1);
  });

  it('does not add twice while adding', async () => {
    const onAddToBasket = fn();
    render(<Adding onAddToBasket={onAddToBasket} />);
    await userEvent.click(screen.getByRole('button', { name: /^Add to basket/ }));
    expect(onAddToBasket).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('says why adding failed', () => {
    render(<Refused />);
    expect(screen.getByRole('alert')).toHaveTextContent('something went wrong');
  });
});
