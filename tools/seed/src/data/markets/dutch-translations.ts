/**
 * The catalogue texts of a Dutch store (CBBE, GCSBE) in its further language: the merchants described with the
 * language's market texts, the categories and occasions of the same kind, and CB's own products, occasion, extras
 * and brand links, which the market texts lack, written for the language here.
 */
import { buildCatalogue } from '../catalogue-builder';
import { cbCategories, cbOccasions } from '../cb/categories';
import type { SeedStore } from '../stores';
import type { SeedBrand, SeedCatalogueTexts } from '../types';
import { changedBrandTexts } from './brand-texts';
import { countryOf, type CountryCode } from './countries';
import { dutchCatalogueConfig, dutchCategory, dutchEntries, dutchOccasion, type DutchSources } from './dutch';
import type { Kind } from './names';
import type { CategorySlug, OccasionSlug } from './terms';
import { fill, type MarketTexts } from './texts';
import { translateEntries } from './translate-entries';

interface Text {
  title: string;
  description: string;
  keywords?: string[];
}

/**
 * CB's own products (by CB slug), occasion, extras (by SKU without 'CB-') and the link titles of its own brands (by
 * slug) per language.
 */
interface OwnTexts {
  products: Record<string, Text & { keywords: string[] }>;
  occasions: Record<string, Text & { heroTitle: string }>;
  extras: Record<string, Text>;
  brandLinks: Record<string, string>;
}

const ownTexts: Record<string, OwnTexts> = {
  fr: {
    products: {
      'stichting-wadvogelwacht-donatie': {
        title: 'Don à la Stichting Wadvogelwacht',
        description:
          'La Stichting Wadvogelwacht protège les lieux de nidification des avocettes, sternes et huîtriers le long de la côte des Wadden. Avec ce bon de don, le destinataire soutient les bénévoles qui surveillent et comptent les nids.',
        keywords: ['don', 'bonne cause', 'nature', 'oiseaux'],
      },
      'stichting-warme-maaltijd-donatie': {
        title: 'Don à la Stichting Warme Maaltijd',
        description:
          'La Stichting Warme Maaltijd cuisine chaque jour pour les personnes en difficulté financière, avec des bénévoles dans des maisons de quartier de tout le pays. Chaque euro va aux ingrédients et à la cuisine.',
        keywords: ['don', 'bonne cause', 'aide alimentaire', 'noël'],
      },
      'blanco-cadeaubonnen-set-van-3': {
        title: 'Cartes cadeaux vierges – lot de 3',
        description:
          'Un lot de 3 Cartes Cadeau Choice physiques dans des enveloppes neutres, idéal à distribuer soi-même au bureau, pour une tombola ou à la fête de l’école. Chaque carte du lot reçoit la valeur que vous choisissez et s’échange contre n’importe quelle carte de notre assortiment.',
        keywords: ['cartes cadeaux vierges', 'lot de 3', 'entreprise', 'distribuer'],
      },
    },
    occasions: {
      sinterklaas: {
        title: 'Saint-Nicolas',
        heroTitle: 'Des cartes cadeaux pour le soulier',
        description:
          'Une Saint-Nicolas sans stress : une carte cadeau tient dans chaque soulier et chaque surprise. Envoyée par e-mail en moins d’une heure.',
      },
    },
    extras: {
      'WRAP-KLASSIEK': {
        title: 'Pochette classique',
        description: 'Une pochette solide bleu foncé au liseré doré. La carte cadeau s’y glisse parfaitement.',
      },
      'WRAP-FEEST': {
        title: 'Pochette festive',
        description:
          'Une pochette gaie de confettis et de guirlandes, parfaite pour les anniversaires et les félicitations.',
      },
      'WRAP-LUXE': {
        title: 'Pochette de luxe',
        description:
          'Une pochette en carton recyclé texturé, avec un ruban et une fermeture aimantée. À garder, même quand la carte est utilisée.',
      },
      'DWRAP-CONFETTI': {
        title: 'E-mail « Confettis »',
        description: 'Votre carte cadeau numérique arrive sous une bande de confettis jaune soleil.',
      },
      'DWRAP-SINT': {
        title: 'E-mail « Saint-Nicolas »',
        description: 'Une bande festive rouge au-dessus de la carte numérique, pour la fête de Saint-Nicolas.',
      },
      CADEAUDOOS: {
        title: 'Boîte cadeau avec papier de soie',
        description:
          'Nous emballons la carte cadeau et sa pochette dans une boîte solide avec du papier de soie et un ruban de satin.',
      },
      BOODSCHAP: {
        title: 'Message personnel',
        description:
          'Ajoutez un message personnel de 150 caractères au plus, imprimé sur une carte ou affiché dans l’e-mail.',
      },
    },
    brandLinks: {
      keuze: 'Toutes les cartes de la collection Choice',
      'stichting-wadvogelwacht': 'À propos de la Stichting Wadvogelwacht',
      'stichting-warme-maaltijd': 'À propos de la Stichting Warme Maaltijd',
    },
  },
};

/** The brand of CB's Choice card, named like the card in each language. */
const CHOICE_BRAND = 'keuze';

/** CB's categories that are no kind of shop, by their market slug. */
const dutchOnlyCategory: Record<string, CategorySlug> = { zakelijk: 'business-gifts', 'goede-doelen': 'charity' };

const kindOfDutch = Object.fromEntries(Object.entries(dutchCategory).map(([kind, slug]) => [slug, kind])) as Record<
  string,
  Kind
>;
const occasionOfDutch = Object.fromEntries(
  Object.entries(dutchOccasion)
    .filter(([english]) => english !== 'congratulations')
    .map(([english, slug]) => [slug, english]),
) as Record<string, OccasionSlug>;

const kindOf = (category: string): Kind => kindOfDutch[category] ?? 'experiences';

/** One of CB's own brands (`brand`, in Dutch) in the language of `t`: the Choice card's name and the links' titles. */
function ownBrand(brand: SeedBrand, t: MarketTexts, own: OwnTexts): SeedBrand {
  const name = brand.slug === CHOICE_BRAND ? t.choiceCard : brand.name;
  if (!brand.externalLink) return { ...brand, name };
  const title = own.brandLinks[brand.slug];
  if (!title) throw new Error(`seed: no ${t.language} link title of the brand '${brand.slug}'`);
  return { ...brand, name, externalLink: { ...brand.externalLink, title } };
}

/** `brands`: the store's brands in Dutch; those that read differently in the language of `t` get texts. */
export function dutchCatalogueTexts(
  store: SeedStore,
  t: MarketTexts,
  sources: DutchSources,
  brands: SeedBrand[],
): SeedCatalogueTexts {
  const own = ownTexts[t.language];
  if (!own) throw new Error(`seed: no ${t.language} texts of CB's own products for ${store.buildKey}`);
  const countryName = t.countries[store.countryCode as CountryCode] ?? store.countryCode;
  const place = { country: countryOf(store.countryCode), countryName };
  const config = dutchCatalogueConfig(store, sources);
  const catalogue = buildCatalogue(translateEntries(dutchEntries(store, sources), t, place, kindOf), {
    ...config,
    productTitle: (name) => fill(t.catalogue.productTitle, { name }),
    visitLabel: (name) => fill(t.catalogue.visitLabel, { name }),
    closers: t.catalogue.closers,
    defaultClosers: t.catalogue.defaultClosers,
    platformClosers: t.catalogue.platformClosers,
    wineClosers: t.catalogue.wineClosers,
    digitalOnlyNote: t.catalogue.digitalOnlyNote,
    physicalOnlyNote: t.catalogue.physicalOnlyNote,
    categoryKeyword: t.catalogue.categoryKeywords,
  });
  const choice = {
    slug: sources.choiceSlug,
    title: t.choiceCard,
    description: fill(t.house.choiceDescription, { more: sources.more(t) }),
    keywords: [...t.house.choiceKeywords],
  };
  const ownProducts = Object.entries(own.products).map(([slug, text]) => ({ slug, ...text }));
  const merchants = new Map(catalogue.brands.map((b) => [b.slug, b]));
  return {
    products: [
      choice,
      ...ownProducts,
      ...catalogue.products.map(({ slug, title, description, keywords }) => ({ slug, title, description, keywords })),
    ],
    categories: cbCategories.map(({ slug }) => {
      const text = t.categories[dutchOnlyCategory[slug] ?? (kindOf(slug) as CategorySlug)];
      return { slug, title: text.title, description: fill(text.description, { country: countryName }) };
    }),
    occasions: cbOccasions.map(({ slug }) => {
      const english = occasionOfDutch[slug];
      const text = english ? t.occasions[english] : own.occasions[slug];
      if (!text) throw new Error(`seed: no ${t.language} text of the occasion '${slug}'`);
      return {
        slug,
        title: text.title,
        heroTitle: text.heroTitle,
        description: fill(text.description, { country: countryName }),
      };
    }),
    extras: Object.entries(own.extras).map(([sku, text]) => ({ sku, ...text })),
    brands: changedBrandTexts(
      brands,
      brands.map((b) => merchants.get(b.slug) ?? ownBrand(b, t, own)),
    ),
  };
}
