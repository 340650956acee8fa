import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './button.stories';

const { Primary, Disabled, Loading, AsLink } = composeStories(stories);

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = fn();
    render(<Primary onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button, not a submit button, unless asked', () => {
    render(<Primary />);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('ignores clicks while disabled', async () => {
    const onClick = fn();
    render(<Disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps a loading button inert but focusable and shows a spinner', async () => {
    const onClick = fn();
    render(<Loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: /Pay now/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form again while loading', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Loading type="submit" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders a link when given an href', () => {
    render(<AsLink />);
    expect(screen.getByRole('link', { name: 'Go to basket' })).toHaveAttribute('href', '/basket/');
  });

  it('keeps a disabled link from navigating', async () => {
    const onClick = fn();
    render(<AsLink disabled onClick={onClick} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
