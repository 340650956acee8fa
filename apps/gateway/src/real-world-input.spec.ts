import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { unsafeCharactersMessage } from '@giftshop/util-validation';
import { createTestApp, type TestApp } from './testing/test-app';
import { billingAddress, placedOrder, privateOrder, shopper, UK_STORE } from './testing/shopper';

const CONFIRMATION = /* GraphQL */ `
  query Confirmation($u: UserDataInput!, $id: String!) {
    orderConfirmation(userData: $u, uuid: $id) { order { billingAddress { phoneNumber } } errors { code } }
  }`;

describe('real phone numbers at the checkout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const storedPhone = async (phoneNumber: string) => {
    const { orderUuid } = await placedOrder(app, shopper(app), privateOrder({ billingAddress: { ...billingAddress, phoneNumber } }));
    const { data } = await app.graphql(CONFIRMATION, { u: UK_STORE, id: orderUuid });
    return data.orderConfirmation.order.billingAddress.phoneNumber;
  };

  it('places a guest order with a UK mobile and stores it as E.164', async () => {
    expect(await storedPhone('+44 7400 123456')).toBe('+447400123456');
  });

  it('takes the national form with its trunk 0, read in the country of the address', async () => {
    expect(await storedPhone('07400 123456')).toBe('+447400123456');
    expect(await storedPhone('+44 020 7946 0958')).toBe('+442079460958');
  });
});

type Vars = Record<string, unknown>;

/**
 * A value for an input type: every field of an input object filled, a list of one. The paths of its text (String
 * and ID) leaves are added to `texts`.
 */
function sample(type: GraphQLInputType, path: string[], texts: string[][], depth = 0): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [sample(inner.ofType, [...path, '0'], texts, depth)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    if (depth > 4) return undefined;
    return Object.fromEntries(Object.values(inner.getFields()).map((f) => [f.name, sample(f.type, [...path, f.name], texts, depth + 1)]));
  }
  if (isScalarType(inner) && (inner.name === 'String' || inner.name === 'ID')) texts.push(path);
  return isScalarType(inner) ? { String: 'ok', ID: '1', Int: 1, Float: 1, Boolean: true }[inner.name] : undefined;
}

/** Variables for every argument of an operation, in the UK store, and the paths of their text leaves. */
function probe(field: GraphQLField<unknown, unknown>): { vars: Vars; texts: string[][] } {
  const texts: string[][] = [];
  const vars: Vars = Object.fromEntries(field.args.map((a) => [a.name, sample(a.type, [a.name], texts)]));
  if ('userData' in vars) vars['userData'] = { ...UK_STORE };
  return { vars, texts };
}

function withValue(vars: Vars, path: string[], value: string): Vars {
  const copy = structuredClone(vars);
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1] as string] = value;
  return copy;
}

const hasErrors = (field: GraphQLField<unknown, unknown>) => {
  const payload = getNamedType(field.type);
  return isObjectType(payload) && Boolean(payload.getFields()['errors']);
};

const document = (kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) => {
  const params = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Probe(${params}) { ${field.name}(${args}) { errors { code message referencedRequestParameter } } }`;
};

describe('control characters and lone surrogates in text input', () => {
  let app: TestApp;
  let schema: GraphQLSchema;
  beforeAll(async () => {
    app = await createTestApp();
    schema = app.gateway.yoga.getEnveloped({}).schema as GraphQLSchema;
  });
  afterAll(() => app.close());

  const roots = () =>
    [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const;

  it('guards every operation that takes arguments: each answers in a payload with errors', () => {
    const unguarded = roots().flatMap(([, root]) =>
      Object.values(root?.getFields() ?? {})
        .filter((f) => f.args.length > 0 && !hasErrors(f))
        .map((f) => f.name),
    );
    expect(unguarded).toEqual([]);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a lone surrogate', '\ud800'],
    ['BEL', '\u0007'],
  ])('answers %s in every text field of every operation with a field error naming it', async (_name, bad) => {
    const answers: { operation: string; path: string; got: unknown }[] = [];
    let probes = 0;
    for (const [kind, root] of roots()) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        if (!field.args.length || !hasErrors(field)) continue;
        const { vars, texts } = probe(field);
        for (const path of texts) {
          probes += 1;
          const result = await app.graphql(document(kind, field), withValue(vars, path, `a${bad}b`));
          const expected = (path[0] === 'input' ? path.slice(1) : path).join('.');
          const errors = result.data?.[field.name]?.errors;
          const ok =
            !result.errors &&
            Array.isArray(errors) &&
            errors.some((e) => e.code === 1004 && e.referencedRequestParameter === expected && e.message === unsafeCharactersMessage('en'));
          if (!ok) answers.push({ operation: field.name, path: expected, got: result.errors ?? errors });
        }
      }
    }
    expect(probes).toBeGreaterThan(100);
    expect(answers).toEqual([]);
  });

  it('lets tab and line breaks through in a personal message but not in a name', async () => {
    const schemaField = schema.getMutationType()?.getFields()['addToCart'];
    if (!schemaField) throw new Error('addToCart missing');
    const { vars } = probe(schemaField);
    const answer = async (path: string[], value: string) =>
      (await app.graphql(document('mutation', schemaField), withValue(vars, path, value))).data.addToCart.errors as { message: string }[];
    expect((await answer(['input', 'personalMessage'], 'Dear Ann,\n\tenjoy!')).map((e) => e.message)).not.toContain(unsafeCharactersMessage('en'));
    expect((await answer(['input', 'receivers', '0', 'firstName'], 'Ann\n'))[0]).toMatchObject({ code: 1004, referencedRequestParameter: 'receivers.0.firstName' });
  });
});
