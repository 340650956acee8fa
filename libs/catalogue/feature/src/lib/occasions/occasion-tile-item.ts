import { graphql, type OccasionTile_TermFragment } from '@giftshop/shared-graphql';
import type { OccasionTileData } from '@giftshop/catalogue-ui';
import { prefixPath, type PathContext } from '@giftshop/util-i18n';

export const OccasionTileFragment = graphql(`
  fragment OccasionTile_term on TaxonomyTerm {
    id
    title
    description
    path
    backgroundColor { color }
  }
`);

export const occasionTile = (term: OccasionTile_TermFragment, paths: PathContext): OccasionTileData => ({
  id: String(term.id),
  title: term.title,
  description: term.description,
  href: prefixPath(term.path, paths),
  backgroundColor: term.backgroundColor?.color,
});
