import { useId, type ReactNode } from 'react';
import { usePageQuery } from '@giftshop/shared-data-access';
import type { HomePageQuery } from '@giftshop/shared-graphql';
import { FeaturedBlock, OccasionTiles, PromoCard, TestimonialsSection, UspList } from '@giftshop/catalogue-ui';
import { AppLink, VisuallyHidden } from '@giftshop/shared-ui';
import { useBrand } from '@giftshop/util-brand';
import { routePath, useI18n, useMessages } from '@giftshop/util-i18n';
import { brandLink } from '../brand-links';
import { catalogueMessages } from '../messages';
import { occasionTile } from '../occasions/occasion-tile-item';
import { usePageInput } from '../page-input';
import { promoCard, uspItem } from './home-blocks';
import { MostChosen } from './most-chosen';
import layout from '../page-layout.module.css';
import styles from './home-page.module.css';

/**
 * The home page: hero, selling points, most chosen, featured blocks, giving moments and what customers say (three
 * testimonials, one below 768 px with the testimonials mobile modal). The same-day shipping note is
 * the shell footer's top note on every page (spec §1, §2.5), so it is not repeated right above it. `newsletter`: the
 * sign-up the app places last (the account domain builds it).
 */
export function HomePage({ newsletter }: { newsletter?: ReactNode } = {}) {
  const input = usePageInput();
  const data = usePageQuery<HomePageQuery>();
  const messages = useMessages(catalogueMessages).home;
  const brand = useBrand();
  const { language } = useI18n();
  const featuredId = useId();
  const occasionsId = useId();
  const testimonialsId = useId();
  if (!data) return null;
  const { paths } = input;
  const hero = data.hero.blocks ?? [];
  const featured = data.featured.blocks ?? [];
  const occasions = data.occasions.terms ?? [];
  const brandBlock = brand.config.featuredBlock;
  const testimonials = data.testimonials.testimonials;

  return (
    <div className={layout.page}>
      {hero.length > 0 ? (
        <div className={styles.hero}>
          {hero.map((block, index) => (
            <PromoCard key={block.id} {...promoCard(block, paths)} size={index === 0 ? 'hero' : 'tile'} headingLevel={index === 0 ? 1 : 2} priority={index === 0} />
          ))}
        </div>
      ) : (
        <VisuallyHidden>
          <h1>{messages.title}</h1>
        </VisuallyHidden>
      )}
      <UspList heading={messages.usps} items={(data.usps.blocks ?? []).map((block) => uspItem(block, paths))} />
      <MostChosen data={data} paths={paths} />
      <section className={layout.section} aria-labelledby={featuredId}>
        <h2 id={featuredId} className={layout.sectionTitle}>
          {messages.featured}
        </h2>
        <FeaturedBlock
          headingLevel={3}
          {...brand.text(brandBlock.texts, language)}
          href={brandLink(brandBlock, paths)}
          image={{ ...brandBlock.image, src: brand.imageUrl(brandBlock.image) }}
        />
        {featured.length > 0 && (
          <ul className={styles.featured}>
            {featured.map((block) => (
              <li key={block.id}>
                <PromoCard {...promoCard(block, paths)} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {occasions.length > 0 && (
        <section className={layout.section} aria-labelledby={occasionsId}>
          <div className={layout.sectionHeader}>
            <h2 id={occasionsId} className={layout.sectionTitle}>
              {messages.occasions}
            </h2>
            <AppLink href={routePath('occasions', {}, paths)} className={layout.sectionLink}>
              {messages.occasionsLink}
            </AppLink>
          </div>
          <OccasionTiles items={occasions.map((term) => occasionTile(term, paths))} headingLevel={3} />
        </section>
      )}
      {testimonials && (
        <TestimonialsSection testimonials={testimonials.items} count={testimonials.count} headingId={testimonialsId} className={layout.section} titleClassName={layout.sectionTitle} />
      )}
      {newsletter && <div className={layout.section}>{newsletter}</div>}
    </div>
  );
}
