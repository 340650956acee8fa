import { notBuiltYet, type Resolvers } from '@giftshop/gateway-core';

export const accountsResolvers: Resolvers = {
  Query: {
    checkUserExist: notBuiltYet,
    getUserInfo: notBuiltYet,
    customerOrders: notBuiltYet,
    invoice: notBuiltYet,
  },
  Mutation: {
    userLogin: notBuiltYet,
    userLogout: notBuiltYet,
    registerUser: notBuiltYet,
    createAccountOnOrder: notBuiltYet,
    changePassword: notBuiltYet,
    forgotPassword: notBuiltYet,
    resetPassword: notBuiltYet,
    updateProfile: notBuiltYet,
    deleteAccount: notBuiltYet,
    updateNotifications: notBuiltYet,
    addAddress: notBuiltYet,
    updateAddress: notBuiltYet,
    deleteAddress: notBuiltYet,
  },
};
