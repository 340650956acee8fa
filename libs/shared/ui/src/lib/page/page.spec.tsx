import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { Page, PageIntro, PageTitle } from './page';

describe('Page', () => {
  it('renders one h1 that takes focus only when a page moves focus to it', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Page>
        <PageTitle ref={ref}>Check your balance</PageTitle>
        <PageIntro>Enter the card number and PIN.</PageIntro>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Check your balance' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    ref.current?.focus();
    expect(heading).toHaveFocus();
    expect(screen.getByText('Enter the card number and PIN.')).toBeVisible();
  });

  it('leaves a heading without a ref out of the tab order', () => {
    render(<PageTitle>Doubler</PageTitle>);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
  });
});
