import type { TestimonialData } from './testimonials';

/** Testimonials for stories and tests. */
export const sampleTestimonials: TestimonialData[] = [
  { id: '1', author: 'Sarah K.', rating: 5, publishedAt: '2026-11-02', quote: 'Ordered an e-mail gift card at lunchtime and it was in her inbox within minutes.' },
  { id: '2', author: 'Tom from Leeds', rating: 4, publishedAt: '2026-10-21', quote: 'Checked the balance on a card I had forgotten about, then spent it in the redeem shop.' },
  { id: '3', author: 'Priya S.', rating: 3, publishedAt: '2026-10-09', quote: 'The card came by post two days after I ordered, nicely packed.' },
  { id: '4', author: 'James from Cardiff', rating: 5, publishedAt: '2026-09-27', quote: 'Sent one card each to five colleagues in one order.' },
];
