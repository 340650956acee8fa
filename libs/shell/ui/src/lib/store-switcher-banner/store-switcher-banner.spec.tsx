import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './store-switcher-banner.stories';

const { VisitorFromAbroad } = composeStories(stories);

describe('StoreSwitcherBanner', () => {
  it('says the store does not deliver in the visitor country and offers the local store', async () => {
    const onContinue = fn();
    render(<VisitorFromAbroad onContinue={onContinue} />);
    expect(screen.getByText('You are visiting a site that does not deliver in the Netherlands.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the local store' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('can be closed', async () => {
    const onClose = fn();
    render(<VisitorFromAbroad onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
