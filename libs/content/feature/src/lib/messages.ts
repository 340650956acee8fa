import type { Catalogue } from '@giftshop/util-i18n';

export interface BlogMessages {
  /** The blog's name in breadcrumbs. */
  title: string;
  heading: string;
  /** The list's heading on page 2 and later. */
  pageHeading: string;
  intro: string;
  byAuthor: string;
  pages: string;
  previousPage: string;
  nextPage: string;
  related: string;
  allPosts: string;
}

export interface ContentMessages {
  home: string;
  breadcrumbs: string;
  blog: BlogMessages;
}

export const contentMessages = {
  en: {
    home: 'Home',
    breadcrumbs: 'Breadcrumb',
    blog: {
      title: 'Blog',
      heading: 'Gift ideas and tips',
      pageHeading: 'Gift ideas and tips, page {page}',
      intro: 'Ideas for every occasion, gift etiquette and practical tips for giving gift cards.',
      byAuthor: 'By {author}',
      pages: 'Blog pages',
      previousPage: 'Newer posts',
      nextPage: 'Older posts',
      related: 'Gift cards to give',
      allPosts: 'All blog posts',
    },
  },
  nl: {
    home: 'Home',
    breadcrumbs: 'Kruimelpad',
    blog: {
      title: 'Blog',
      heading: 'Cadeau-ideeën en tips',
      pageHeading: 'Cadeau-ideeën en tips, pagina {page}',
      intro: 'Ideeën voor elke gelegenheid, cadeau-etiquette en handige tips om cadeaubonnen te geven.',
      byAuthor: 'Door {author}',
      pages: "Blogpagina's",
      previousPage: 'Nieuwere berichten',
      nextPage: 'Oudere berichten',
      related: 'Cadeaubonnen om te geven',
      allPosts: 'Alle blogberichten',
    },
  },
} satisfies Catalogue<ContentMessages>;
