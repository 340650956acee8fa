/** Testimonials of a generated store: the quotes of its language, signed with names of its country. */
import { mulberry32, pick, randInt, seedFrom } from '../prng';
import type { SeedTestimonial } from '../types';
import type { NamePool } from './names';

/** The quotes ([rating, quote]) as testimonials of the last months, the same on every run. */
export function marketTestimonials(quotes: Array<[number, string]>, seed: string, pool: NamePool): SeedTestimonial[] {
  const rand = mulberry32(seedFrom(`${seed}:testimonials`));
  return quotes.map(([rating, quote], i) => {
    const month = 11 - Math.floor(i / 2);
    return {
      author: `${pick(rand, pool.firstNames)} ${pick(rand, pool.surnames.filter((s) => /^\p{Lu}/u.test(s))).charAt(0)}.`,
      rating,
      quote,
      publishedAt: `2026-${String(month).padStart(2, '0')}-${String(randInt(rand, 1, 28)).padStart(2, '0')}`,
    };
  });
}
