import { useState } from 'react';
import { Button, Modal } from '@giftshop/shared-ui';
import { format, perLocale, useI18n, useMessages } from '@giftshop/util-i18n';
import { catalogueUiMessages } from '../messages';
import styles from './testimonials.module.css';

export interface TestimonialData {
  id: string;
  author: string;
  /** 1 to 5 stars. */
  rating: number;
  quote: string;
  /** ISO date, e.g. 2026-03-14. */
  publishedAt: string;
}

const MAX_RATING = 5;

const dayFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** An ISO calendar date shown as a date in the page's locale (UTC noon, so no time zone moves it to another day). */
function formatDay(iso: string, locale: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return dayFormat(locale).format(date);
}

/** Stars drawn for the eye; assistive technology reads the text alternative ("4 out of 5"). */
function Stars({ rating }: { rating: number }) {
  const messages = useMessages(catalogueUiMessages).testimonials;
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={format(messages.rating, { rating: filled, max: MAX_RATING })}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" className={index < filled ? styles.starFilled : styles.starEmpty}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}

/** One testimonial: stars, quote, author and date. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialData }) {
  const { locale } = useI18n();
  return (
    <figure className={styles.card}>
      <Stars rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{testimonial.author}</span>
        <time dateTime={testimonial.publishedAt}>{formatDay(testimonial.publishedAt, locale)}</time>
      </figcaption>
    </figure>
  );
}

export interface TestimonialsModalProps {
  open: boolean;
  onClose: () => void;
  testimonials: TestimonialData[];
}

/** Testimonials mobile (spec §2.6): every testimonial of the store in one scrolling list. */
export function TestimonialsModal({ open, onClose, testimonials }: TestimonialsModalProps) {
  const messages = useMessages(catalogueUiMessages).testimonials;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={messages.modalTitle}
      size="medium"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.close}
        </Button>
      }
    >
      <ul className={styles.modalList}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}

export interface TestimonialsSectionProps {
  /** Newest first; the section shows the first three (one below 768 px). */
  testimonials: TestimonialData[];
  /** How many the store has, for "Read all {count} reviews". */
  count: number;
  /** The section heading's id, for aria-labelledby. */
  headingId: string;
  className?: string;
  titleClassName?: string;
}

/**
 * "What our customers say" (the spec's testimonial content block): three cards from 768 px, one below with a button
 * opening the testimonials mobile modal. Renders nothing without testimonials.
 */
export function TestimonialsSection({ testimonials, count, headingId, className, titleClassName }: TestimonialsSectionProps) {
  const messages = useMessages(catalogueUiMessages).testimonials;
  const [open, setOpen] = useState(false);
  if (testimonials.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {messages.title}
      </h2>
      <ul className={styles.cards}>
        {testimonials.slice(0, 3).map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      {testimonials.length > 1 && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {format(messages.readAll, { count })}
          </Button>
        </div>
      )}
      <TestimonialsModal open={open} onClose={() => setOpen(false)} testimonials={testimonials} />
    </section>
  );
}
