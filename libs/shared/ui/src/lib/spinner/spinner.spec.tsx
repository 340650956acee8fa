import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './spinner.stories';

const { Medium, CustomLabel } = composeStories(stories);

describe('Spinner', () => {
  it('announces loading as a status', () => {
    render(<Medium />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces a caller-provided label instead', () => {
    render(<CustomLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your balance');
  });

  it('reads its label from the page language catalogue', () => {
    const { Medium: Dutch } = composeStories(stories, { initialGlobals: { language: 'nl' } });
    render(<Dutch />);
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden');
  });
});
