import { getNamedType, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { DomainError, storeMessages, toErrorEntry, type GatewayContext } from '@giftshop/gateway-core';
import { hasUnsafeCharacters, unsafeCharactersMessage } from '@giftshop/util-validation';

/** Fields that take several lines: tab and line breaks are allowed there. */
const MULTI_LINE_FIELDS = new Set(['personalMessage', 'personalNote']);

/**
 * The path of the first string argument holding a control character or a lone surrogate, in the form the services
 * name fields (`billingAddress.firstName`, `receivers.1.email`, `address.city`), or null. A top-level `input`
 * argument is left out of the path, as the services do.
 */
export function unsafeTextPath(args: Record<string, unknown>): string | null {
  const visit = (value: unknown, path: string[], key: string): string | null => {
    if (typeof value === 'string') {
      return hasUnsafeCharacters(value, { multiLine: MULTI_LINE_FIELDS.has(key) }) ? path.join('.') : null;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = visit(item, [...path, String(index)], key);
        if (found !== null) return found;
      }
      return null;
    }
    if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        const found = visit(item, [...path, name], name);
        if (found !== null) return found;
      }
    }
    return null;
  };
  for (const [name, value] of Object.entries(args)) {
    const found = visit(value, name === 'input' ? [] : [name], name);
    if (found !== null) return found || name;
  }
  return null;
}

/**
 * Every root field whose payload carries `errors` answers a string argument with a control character or a lone
 * surrogate as a field error (INVALID_INPUT, the field's path) before its resolver runs, so no service, repository
 * or database sees it (PostgreSQL refuses NUL in text: a server error otherwise). The forms refuse the same input
 * with the same message through util-validation's text rule.
 */
export function guardTextInput(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const payload = getNamedType(field.type);
      if (!isObjectType(payload) || !payload.getFields()['errors'] || !field.args.length) continue;
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? ((parent) => (parent as Record<string, unknown>)?.[field.name]);
      field.resolve = (parent, args: Record<string, unknown>, context, info) => {
        const path = unsafeTextPath(args);
        if (path === null) return resolve(parent, args, context, info);
        const userData = args['userData'] as { language?: unknown; storeID?: unknown } | undefined;
        const code = typeof userData?.language === 'string' && !hasUnsafeCharacters(userData.language) ? userData.language : 'en';
        const store = typeof userData?.storeID === 'number' ? (context as Partial<GatewayContext>).stores?.get(userData.storeID) : undefined;
        const language = store ? storeMessages(store, code) : code;
        const error = new DomainError('INVALID_INPUT', { reason: unsafeCharactersMessage(language) }, path);
        return { errors: [toErrorEntry(error, language)] };
      };
    }
  }
  return schema;
}
