import { createRef } from 'react';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNT_ANNOUNCE_DELAY_MS } from './character-count';
import * as stories from './text-area.stories';

const { Default, WithCounter, OverLimit, WithError, Disabled } = composeStories(stories);

describe('TextArea', () => {
  it('is a labelled multi-line text box', async () => {
    render(<Default />);
    const box = screen.getByRole('textbox', { name: 'Personal message' });
    await userEvent.type(box, 'Hi{Enter}there');
    expect(box).toHaveValue('Hi\nthere');
  });

  it('counts down the characters left and describes the field with the count', async () => {
    render(<WithCounter />);
    const box = screen.getByRole('textbox', { name: 'Personal message' });
    expect(screen.getByText('135 characters left')).toBeInTheDocument();
    await userEvent.type(box, '!');
    expect(box).toHaveAccessibleDescription('134 characters left');
  });

  it('announces the count politely once typing pauses', () => {
    jest.useFakeTimers();
    try {
      const { container } = render(<WithCounter />);
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a' } });
      const live = container.querySelector('[aria-live="polite"]');
      expect(live).toHaveTextContent('');
      act(() => jest.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
      expect(live).toHaveTextContent('149 characters left');
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets text run over the limit and turns to the error state', () => {
    render(<OverLimit />);
    const box = screen.getByRole('textbox');
    expect((box as HTMLTextAreaElement).value.length).toBe(180);
    expect(box).not.toHaveAttribute('maxlength');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('30 characters too many')).toBeInTheDocument();
  });

  it('counts a controlled value', () => {
    render(<WithCounter defaultValue={undefined} value="Hello" onChange={() => undefined} />);
    expect(screen.getByText('145 characters left')).toBeInTheDocument();
  });

  it('shows the caller’s error after the count', () => {
    render(<WithError />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('150 characters left Error: Your personal message must not be empty');
  });

  it('cannot be edited while disabled and forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Disabled ref={ref} />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
