import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { formatDrawDate } from './format-date';
import * as stories from './next-draw.stories';

const { Default } = composeStories(stories);

describe('NextDraw', () => {
  it('names the weekday and date of the draw, with a machine-readable date', () => {
    render(<Default />);
    const date = screen.getByText('Monday, 7 December 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-12-07');
    expect(screen.getByText('Next draw')).toBeVisible();
  });

  it('keeps the calendar date in every time zone and language', () => {
    expect(formatDrawDate('2027-02-01', 'nl-NL')).toBe('maandag 1 februari 2027');
    expect(formatDrawDate('not a date', 'en-GB')).toBe('not a date');
  });
});
