import { AppLink } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { CARD_ART, imageLoading } from '../image-loading';
import { catalogueUiMessages } from '../messages';
import styles from './product-summary.module.css';

export interface ProductSummaryProps {
  title: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
  backgroundColor?: string;
  brand?: string;
  categories: { id: string; title: string; href: string }[];
}

/** The product's title (the page's h1), card art, description, brand and categories. */
export function ProductSummary({ title, description, imageUrl, imageAlt, brand, categories }: ProductSummaryProps) {
  const messages = useMessages(catalogueUiMessages).product;
  return (
    <div className={styles.summary}>
      <h1 className={styles.title}>{title}</h1>
      <img className={styles.image} src={imageUrl} alt={imageAlt} width={CARD_ART.width} height={CARD_ART.height} {...imageLoading(true)} />
      <p className={styles.description}>{description}</p>
      {(brand || categories.length > 0) && (
        <dl className={styles.facts}>
          {brand && (
            <div className={styles.fact}>
              <dt>{messages.brand}</dt>
              <dd>{brand}</dd>
            </div>
          )}
          {categories.length > 0 && (
            <div className={styles.fact}>
              <dt>{messages.categories}</dt>
              <dd>
                <ul className={styles.categories}>
                  {categories.map((category) => (
                    <li key={category.id}>
                      <AppLink href={category.href} className={styles.category}>
                        {category.title}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
