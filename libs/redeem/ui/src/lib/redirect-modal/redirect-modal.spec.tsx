import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './redirect-modal.stories';

const { CountingDown, WithoutRedirectLink } = composeStories(stories);

describe('RedirectModal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the redirect time down visibly, announces it once, and sends the holder on at 0', () => {
    const onRedirect = fn();
    render(<CountingDown onRedirect={onRedirect} />);
    const dialog = screen.getByRole('dialog', { name: 'On to The Velvet Teapot' });
    expect(dialog).toHaveTextContent('You will be taken to the The Velvet Teapot website in 5 s.');
    const status = within(dialog).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('in 5 seconds');
    act(() => jest.advanceTimersByTime(2_100));
    expect(dialog).toHaveTextContent('website in 3 s.');
    expect(status).toHaveTextContent('in 5 seconds');
    expect(onRedirect).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(3_000));
    expect(onRedirect).toHaveBeenCalledWith('https://thevelvetteapot.example/');
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it('offers Go now in a new tab, and Stay here, which cancels', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onClose = fn();
    const onRedirect = fn();
    const { rerender } = render(<CountingDown onClose={onClose} onRedirect={onRedirect} />);
    const go = screen.getByRole('link', { name: /Go now/ });
    expect(go).toHaveAttribute('href', 'https://thevelvetteapot.example/');
    expect(go).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<CountingDown onClose={onClose} onRedirect={onRedirect} product={null} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('stays closed for a brand without a redirect link', () => {
    render(<WithoutRedirectLink />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
