import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueUiMessages } from '../messages';
import { pickMessages } from '@giftshop/util-i18n';
import { formatDay, TestimonialsSection } from './testimonials';
import { TestimonialsModal } from './testimonials-modal';
import * as stories from './testimonials.stories';
import { sampleTestimonials } from './testimonials.samples';

const { Section } = composeStories(stories);

describe('TestimonialsSection', () => {
  it('shows the first three testimonials with stars read as "n out of 5", quote, author and date', () => {
    render(<Section />);
    const section = screen.getByRole('region', { name: 'What our customers say' });
    const cards = within(section).getAllByRole('figure');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('img', { name: '5 out of 5' })).toBeInTheDocument();
    expect(within(cards[2]).getByRole('img', { name: '3 out of 5' })).toBeInTheDocument();
    expect(within(cards[0]).getByText(/within minutes/)).toBeInTheDocument();
    expect(within(cards[0]).getByText('Sarah K.')).toBeInTheDocument();
    expect(within(cards[0]).getByText('2 November 2026')).toHaveAttribute('datetime', '2026-11-02');
  });

  it('opens every testimonial in the modal; Escape closes it and focus returns to the button', async () => {
    render(<Section />);
    const button = screen.getByRole('button', { name: 'Read all 4 reviews' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'What our customers say' });
    expect(within(dialog).getAllByRole('figure')).toHaveLength(4);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('renders nothing without testimonials', () => {
    const { container } = render(<TestimonialsSection testimonials={[]} count={0} headingId="t" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TestimonialsModal', () => {
  it('lists every testimonial and closes with Close and with Escape', async () => {
    const onClose = jest.fn();
    render(<TestimonialsModal open onClose={onClose} testimonials={sampleTestimonials} />);
    const dialog = screen.getByRole('dialog', { name: 'What our customers say' });
    expect(within(dialog).getAllByRole('figure')).toHaveLength(4);
    const [closeIcon, closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeIcon).toBeInTheDocument();
    await userEvent.click(closeButton);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('formatDay', () => {
  // Every day of a leap year, against the locale's own long date (Node carries full ICU).
  it.each([
    ['en', 'en-GB'],
    ['nl', 'nl-NL'],
  ] as const)('writes every date of 2028 as Intl does for %s (%s)', (language, locale) => {
    const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const messages = pickMessages(catalogueUiMessages, language).testimonials;
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(formatDay(date.toISOString(), messages)).toBe(intl.format(date));
    }
  });

  it('leaves what is not a calendar date as it came', () => {
    const messages = catalogueUiMessages.en.testimonials;
    expect(formatDay('2026-13-01', messages)).toBe('2026-13-01');
    expect(formatDay('2026-11-00', messages)).toBe('2026-11-00');
    expect(formatDay('yesterday', messages)).toBe('yesterday');
  });
});
