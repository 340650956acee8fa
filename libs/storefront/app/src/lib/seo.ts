import type { MetaDescriptor } from 'react-router';
import type { ArticleSeo, Crumb, ProductSeo, Seo } from '@giftshop/shared-data-access';
import { brand } from '../brand';
import { siteOrigin } from './site-origin';

const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteOrigin()}${path}`);

function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(crumb.path) })),
  };
}

function product(p: ProductSeo, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: absolute(p.image),
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    offers: {
      '@type': 'AggregateOffer',
      url,
      priceCurrency: p.currency,
      lowPrice: p.lowPrice,
      highPrice: p.highPrice,
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

function blogPosting(a: ArticleSeo, url: string, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: a.headline,
    description: a.description,
    datePublished: a.datePublished,
    dateModified: a.datePublished,
    author: { '@type': 'Person', name: a.author },
    publisher: { '@type': 'Organization', name: brand.name, logo: { '@type': 'ImageObject', url: absolute(`/brand/${brand.buildKey}/${brand.logos.v1.desktop.src}`) } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image,
    ...(a.keywords.length ? { keywords: a.keywords.join(', ') } : {}),
  };
}

/** <head> of a page (spec §3 page metadata): title, description, canonical, hreflang, robots, Open Graph, JSON-LD. */
export function seoMeta(seo: Seo, ogLocale = 'en_GB'): MetaDescriptor[] {
  const m = seo.metadata;
  const robots = [m.noindex ? 'noindex' : 'index', m.nofollow ? 'nofollow' : 'follow'].join(', ');
  const image = absolute(seo.product?.image ?? `/brand/${brand.buildKey}/${brand.featuredBlock.image.src}`);
  const meta: MetaDescriptor[] = [
    { title: m.title },
    { name: 'description', content: m.description },
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: m.canonical },
    { property: 'og:type', content: seo.product ? 'product' : seo.article ? 'article' : 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: m.title },
    { property: 'og:description', content: m.description },
    { property: 'og:url', content: m.canonical },
    { property: 'og:locale', content: ogLocale },
    { property: 'og:image', content: image },
  ];
  if (m.keywords.length) meta.push({ name: 'keywords', content: m.keywords.join(', ') });
  for (const tag of m.hreflangTags_v1) {
    const hreflang = `${tag.langCode}-${tag.countryCode.toLowerCase()}`;
    meta.push({ tagName: 'link', rel: 'alternate', hrefLang: hreflang, href: `${tag.origin}${tag.path}` });
    if (tag.isDefault && tag.origin === siteOrigin()) meta.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${tag.origin}${tag.path}` });
  }
  if (seo.breadcrumbs?.length) meta.push({ 'script:ld+json': breadcrumbList(seo.breadcrumbs) });
  if (seo.product) meta.push({ 'script:ld+json': product(seo.product, m.canonical) });
  if (seo.article) meta.push({ 'script:ld+json': blogPosting(seo.article, m.canonical, image) });
  return meta;
}

/** Organization structured data from the brand file, on every page. */
export function organizationJsonLd() {
  const o = brand.organizationStructuredData;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    logo: o.logo,
    description: o.description,
    contactPoint: { '@type': 'ContactPoint', ...o.contactPoint },
    address: { '@type': 'PostalAddress', ...o.address },
    sameAs: brand.socialLinks.filter((link) => !link.hidden).map((link) => link.url),
  };
}
