import { notAvailableYet, run, type Resolvers } from '@giftshop/gateway-core';

const notYet = () => {
  throw notAvailableYet();
};

export const accountsResolvers: Resolvers = {
  Query: {
    checkUserExist: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    getUserInfo: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    customerOrders: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    invoice: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
  Mutation: {
    userLogin: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    userLogout: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    registerUser: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    createAccountOnOrder: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    changePassword: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    forgotPassword: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    resetPassword: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    updateProfile: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    deleteAccount: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    updateNotifications: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    addAddress: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    updateAddress: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    deleteAddress: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
};
