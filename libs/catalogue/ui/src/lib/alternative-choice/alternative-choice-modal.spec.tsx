import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './alternative-choice-modal.stories';

const { Offer } = composeStories(stories);

describe('AlternativeChoiceModal', () => {
  it('offers the Choice card with a link to its page', () => {
    render(<Offer />);
    expect(screen.getByRole('dialog', { name: 'Not sure? Let them choose' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Choice Gift Card' })).toHaveAttribute('href', '/gift-cards/choice-gift-card/');
  });

  it('closes with No, thanks and with Escape', async () => {
    const onClose = fn();
    render(<Offer onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
