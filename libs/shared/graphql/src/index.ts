export * from './generated/gql';
export * from './generated/graphql';
