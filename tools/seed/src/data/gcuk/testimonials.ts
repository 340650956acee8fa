import type { SeedTestimonial } from '../types';

/** What UK customers said; only about what the shop does (cards by e-mail or post, wrappers, balance check, redeeming, delivery). */
export const gcukTestimonials: SeedTestimonial[] = [
  { author: 'Sarah K.', rating: 5, publishedAt: '2026-11-02', quote: 'Ordered an e-mail gift card for my sister\'s birthday at lunchtime and it was in her inbox within minutes. The balloons e-mail design looked lovely.' },
  { author: 'Tom from Leeds', rating: 5, publishedAt: '2026-10-21', quote: 'Checked the balance on a card I had forgotten about, then spent it on a restaurant card in the redeem shop. Took two minutes.' },
  { author: 'Priya S.', rating: 4, publishedAt: '2026-10-09', quote: 'The card came by post two days after I ordered, nicely packed. I would have liked a few more wallet designs to choose from.' },
  { author: 'James from Cardiff', rating: 5, publishedAt: '2026-09-27', quote: 'Sent one card each to five colleagues, each to their own e-mail address. Easy to set up in one order.' },
  { author: 'Helen M.', rating: 5, publishedAt: '2026-09-14', quote: 'I scheduled the e-mail for the morning of our anniversary and it arrived exactly then. My husband had no idea.' },
  { author: 'Daniel from Bristol', rating: 4, publishedAt: '2026-08-30', quote: 'Clear prices and no surprises at checkout. Paying by bank transfer took a little longer before the card was sent, as the page said it would.' },
  { author: 'Aisha R.', rating: 5, publishedAt: '2026-08-12', quote: 'The Choice card was perfect for my nephew: he picked his own gift card with the balance. The personal message came through just as I wrote it.' },
  { author: 'Mark from Glasgow', rating: 3, publishedAt: '2026-07-25', quote: 'The card arrived as promised, but checkout asked for more details than I expected for a small present.' },
  { author: 'Emma L.', rating: 5, publishedAt: '2026-07-03', quote: 'Gift packing for the posted card made it feel like a real present. Arrived well before the weekend.' },
  { author: 'Chris from Norwich', rating: 4, publishedAt: '2026-06-18', quote: 'Balance check is quick once you have the PIN to hand. Used what was left on my card for a cinema card.' },
  { author: 'Fiona D.', rating: 5, publishedAt: '2026-05-29', quote: 'Last-minute present sorted in five minutes. The confetti e-mail design went down really well.' },
  { author: 'Oliver from York', rating: 4, publishedAt: '2026-05-06', quote: 'Good choice of cards for restaurants near us. The celebration wallet on the posted card looked smart.' },
];
