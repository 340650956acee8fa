import type {
  ArgumentNode,
  DirectiveNode,
  DocumentNode,
  SelectionSetNode,
  TypeNode,
  ValueNode,
  VariableDefinitionNode,
} from 'graphql';

/*
 * A document's text as the gateway reads it, without graphql-js in the browser. Like Apollo's cache, it asks for
 * `__typename` in every selection set below the operation, so the answer has the same shape as Apollo's (pages tell
 * product types apart by it).
 */

const join = (parts: readonly (string | undefined)[], separator = ' ') => parts.filter(Boolean).join(separator);

function value(node: ValueNode): string {
  switch (node.kind) {
    case 'Variable':
      return `$${node.name.value}`;
    case 'StringValue':
      return JSON.stringify(node.value);
    case 'ListValue':
      return `[${node.values.map(value).join(', ')}]`;
    case 'ObjectValue':
      return `{${node.fields.map((field) => `${field.name.value}: ${value(field.value)}`).join(', ')}}`;
    case 'NullValue':
      return 'null';
    case 'BooleanValue':
      return String(node.value);
    default:
      // Int, Float and enum values are written as they were.
      return (node as { value: string }).value;
  }
}

function type(node: TypeNode): string {
  if (node.kind === 'NonNullType') return `${type(node.type)}!`;
  if (node.kind === 'ListType') return `[${type(node.type)}]`;
  return node.name.value;
}

const args = (nodes: readonly ArgumentNode[] | undefined) =>
  nodes?.length ? `(${nodes.map((arg) => `${arg.name.value}: ${value(arg.value)}`).join(', ')})` : undefined;

const directives = (nodes: readonly DirectiveNode[] | undefined) =>
  nodes?.length ? nodes.map((d) => `@${d.name.value}${args(d.arguments) ?? ''}`).join(' ') : undefined;

const variable = (node: VariableDefinitionNode) =>
  join([
    `$${node.variable.name.value}: ${type(node.type)}`,
    node.defaultValue && `= ${value(node.defaultValue)}`,
    directives(node.directives),
  ]);

function selections(set: SelectionSetNode, typename: boolean): string {
  const lines = set.selections.map((node) => {
    if (node.kind === 'Field') {
      const name = node.alias ? `${node.alias.value}: ${node.name.value}` : node.name.value;
      return join([
        `${name}${args(node.arguments) ?? ''}`,
        directives(node.directives),
        node.selectionSet && selections(node.selectionSet, true),
      ]);
    }
    if (node.kind === 'FragmentSpread') return join([`...${node.name.value}`, directives(node.directives)]);
    return join([
      '...',
      node.typeCondition && `on ${node.typeCondition.name.value}`,
      directives(node.directives),
      selections(node.selectionSet, true),
    ]);
  });
  const asked = set.selections.some((node) => node.kind === 'Field' && node.name.value === '__typename');
  if (typename && !asked) lines.push('__typename');
  return `{ ${lines.join(' ')} }`;
}

const printed = new WeakMap<DocumentNode, string>();

/** The document's text, computed once per document. */
export function printDocument(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = document.definitions
      .map((definition) => {
        if (definition.kind === 'FragmentDefinition') {
          return join([
            'fragment',
            definition.name.value,
            'on',
            definition.typeCondition.name.value,
            directives(definition.directives),
            selections(definition.selectionSet, true),
          ]);
        }
        if (definition.kind !== 'OperationDefinition') throw new Error(`cannot print a ${definition.kind}`);
        const vars = definition.variableDefinitions?.length
          ? `(${definition.variableDefinitions.map(variable).join(', ')})`
          : '';
        return join([
          definition.operation,
          `${definition.name?.value ?? ''}${vars}`,
          directives(definition.directives),
          selections(definition.selectionSet, false),
        ]);
      })
      .join('\n');
    printed.set(document, text);
  }
  return text;
}
