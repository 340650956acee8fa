import { useState } from 'react';
import { Button, lazyDialog } from '@giftshop/shared-ui';
import { format, useMessages, type Message } from '@giftshop/util-i18n';
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

/** The list of every testimonial loads when a visitor first opens it. */
const TestimonialsModal = lazyDialog(() => import('./testimonials-modal').then((module) => module.TestimonialsModal));

/**
 * An ISO calendar date as the page's language writes it ("14 March 2026", "14 maart 2026"), from the catalogue's
 * pattern and month names. Not `Intl.DateTimeFormat`: its first use loads the locale's calendar data, which cost the
 * home page's hydration ~120 ms in Chromium at 4× CPU (docs/performance.md). A calendar date has no time zone.
 */
export function formatDay(iso: string, messages: { date: Message<'day' | 'month' | 'year'>; months: readonly string[] }): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = parts ? messages.months[Number(parts[2]) - 1] : undefined;
  const day = parts ? Number(parts[3]) : 0;
  if (!parts || !month || day < 1 || day > 31) return iso;
  return format(messages.date, { day, month, year: parts[1] as string });
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
  const messages = useMessages(catalogueUiMessages).testimonials;
  return (
    <figure className={styles.card}>
      <Stars rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{testimonial.author}</span>
        <time dateTime={testimonial.publishedAt}>{formatDay(testimonial.publishedAt, messages)}</time>
      </figcaption>
    </figure>
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
