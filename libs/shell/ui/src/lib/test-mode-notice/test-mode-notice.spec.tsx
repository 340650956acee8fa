import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './test-mode-notice.stories';

const { PaymentsInTestMode } = composeStories(stories);

describe('TestModeNotice', () => {
  it('tells shoppers in a named landmark that no money is taken', () => {
    render(<PaymentsInTestMode />);
    const notice = screen.getByRole('complementary', { name: 'Test mode' });
    expect(notice).toHaveTextContent('Test mode Test shop: payments are simulated. No money is taken and no real gift cards are sold.');
  });
});
