import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the query asks for a field named `name` anywhere below the resolved field (through fragments and inline
 * fragments, whatever the alias), so a read loads what is shown only. Errs towards true: any field of that name
 * on any type counts.
 */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, name: string): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name || visit(selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) return !fragment;
      seen.add(fragment.name.value);
      return visit(fragment.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
