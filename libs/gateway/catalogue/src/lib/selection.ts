import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { LoadOptions } from '@giftshop/gateway-catalogue-data';

type SelectionInfo = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

/**
 * Whether the query asks for a field of one of `names` anywhere below the resolved field (through fragments and
 * inline fragments, whatever the alias), so a read loads what is shown only. Errs towards true: any field of that
 * name on any type counts, and so does a fragment the document does not define.
 */
export function selectsAnyOf(info: SelectionInfo, names: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (names.has(selection.name.value)) found.add(selection.name.value);
        visit(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else {
        const fragment = info.fragments[selection.name.value];
        if (!fragment) for (const name of names) found.add(name);
        else if (!seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          visit(fragment.selectionSet);
        }
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return found;
}

const PARTS = new Set(['categories', 'variations', 'digitalVariationConfig', 'physicalVariationConfig', 'redeemData', 'giftCardBrand']);
/** Per field of a compiled document (graphql-jit and graphql-js keep its nodes): the selection is read once. */
const loads = new WeakMap<FieldNode, LoadOptions>();

/** What a product read loads and maps (loaded-products.repository.ts), from the fields the query asks for. */
export function loadFor(info: SelectionInfo): LoadOptions {
  const node = info.fieldNodes[0];
  let load = loads.get(node);
  if (!load) {
    const asked = selectsAnyOf(info, PARTS);
    load = {
      categories: asked.has('categories'),
      variations: asked.has('variations') || asked.has('digitalVariationConfig') || asked.has('physicalVariationConfig'),
      redeemData: asked.has('redeemData'),
      giftCardBrand: asked.has('giftCardBrand'),
    };
    if (info.fieldNodes.length === 1) loads.set(node, load);
  }
  return load;
}
