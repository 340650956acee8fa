export const accountsTypeDefs = /* GraphQL */ `
  "The postal address of a customer profile."
  type ProfileAddress {
    postCode: String
    houseNumber: String
    "House number suffix, e.g. A."
    suffix: String
    street: String
    city: String
    "County, state or province, where the country uses one."
    administrativeArea: String
    companyName: String
    "The address as the post writes it, in the store country's order, one entry per line (as Address.postalLines)."
    postalLines: [String!]!
  }

  "The customer's own details, prefilled in checkout."
  type CustomerProfile {
    firstName: String!
    lastName: String!
    email: String!
    "Where invoices go when it differs from email (business)."
    invoiceEmail: String
    "With calling code, e.g. +441234567890."
    phoneNumber: String
    vatNumber: String
    address: ProfileAddress
  }

  "A registered customer who is logged in."
  type User {
    mainProfile: CustomerProfile!
    "Newsletter consent."
    subscribed: Boolean!
    "The address book, newest first."
    addresses: [Address!]!
    "The address book entry checkout prefills as billing address; null when none is chosen."
    defaultBillingAddressId: ID
    "The address book entry offered first for cards sent by post; null when none is chosen."
    defaultDeliveryAddressId: ID
  }

  "What an address book entry is the default for."
  enum AddressKind {
    BILLING
    DELIVERY
  }

  type UserInfoPayload {
    "The logged-in customer; null when nobody is logged in."
    user: User
    errors: [Error!]!
  }

  "A new account: first name, e-mail, password (at least 8 latin letters, digits or symbols) and consent."
  input RegisterUserInput {
    firstName: String!
    lastName: String
    email: String!
    password: String!
    "Must equal password."
    confirmPassword: String!
    "Newsletter consent."
    subscribed: Boolean! = false
    captchaToken: String!
  }

  """
  Changes to the profile; omitted (or null) fields stay as they are. Names, when given, must not be empty; an empty
  invoiceEmail, phoneNumber or vatNumber clears it. The address is in the store's country.
  """
  input ProfileInput {
    firstName: String
    lastName: String
    invoiceEmail: String
    phoneNumber: String
    vatNumber: String
    address: ProfileAddressInput
  }

  "The profile's postal address as entered."
  input ProfileAddressInput {
    postCode: String
    houseNumber: String
    suffix: String
    street: String
    city: String
    administrativeArea: String
    companyName: String
  }

  type AddressBookPayload {
    "The address book after the change."
    addresses: [Address!]
    defaultBillingAddressId: ID
    defaultDeliveryAddressId: ID
    errors: [Error!]!
  }

  "A page of the customer's placed orders, newest first."
  type CustomerOrderList {
    items: [CustomerOrder!]!
    pageInfo: PageInfo!
  }

  type CustomerOrdersPayload {
    orders: CustomerOrderList
    errors: [Error!]!
  }

  type InvoicePayload {
    "Short-lived download URL of the invoice PDF."
    url: String
    errors: [Error!]!
  }

  extend type Query {
    "Whether an account exists for the e-mail (status true), to choose between login and register."
    checkUserExist(userData: UserDataInput!, email: String!, captchaToken: String!): StatusPayload!

    "The logged-in customer; user is null for visitors and guests."
    getUserInfo(userData: UserDataInput!): UserInfoPayload!

    "The logged-in customer's placed orders of the store (any status but cart), newest first; 10 a page, at most 50."
    customerOrders(userData: UserDataInput!, paging: PagingInput): CustomerOrdersPayload!

    "One of the logged-in customer's placed orders of the store, e.g. for a reorder link; NOT_FOUND (1005) otherwise."
    customerOrder(userData: UserDataInput!, orderUuid: String!): CustomerOrderPayload!

    """
    A link to the invoice PDF of one of the logged-in customer's orders, on the store's origin, valid 5 minutes and
    only in the same logged-in browser. Refused (2142) until the order is paid, unless it is paid by invoice.
    """
    invoice(userData: UserDataInput!, orderUuid: String!): InvoicePayload!
  }

  extend type Mutation {
    "Logs in and starts a session (cookie). Login errors are shown inline."
    userLogin(userData: UserDataInput!, email: String!, password: String!, captchaToken: String!): StatusPayload!

    "Ends the session."
    userLogout(userData: UserDataInput!): StatusPayload!

    "Creates an account and logs it in."
    registerUser(userData: UserDataInput!, input: RegisterUserInput!): StatusPayload!

    """
    Turns a guest order into an account and logs it in: name and e-mail come from the order's billing address, the
    password rules are registration's. Only the browser that placed the order may, once placed (2141) and while the
    order belongs to no account (2143); 2111 when the e-mail already has an account.
    """
    createAccountOnOrder(userData: UserDataInput!, orderUuid: String!, password: String!, confirmPassword: String!): StatusPayload!

    "Changes the logged-in customer's password."
    changePassword(
      userData: UserDataInput!
      currentPassword: String!
      newPassword: String!
      confirmPassword: String!
      captchaToken: String!
    ): StatusPayload!

    "E-mails a password reset link to the account of the e-mail."
    forgotPassword(userData: UserDataInput!, email: String!, captchaToken: String!): StatusPayload!

    "Sets a new password with the token of the reset link."
    resetPassword(userData: UserDataInput!, token: String!, password: String!, confirmPassword: String!): StatusPayload!

    "Changes the logged-in customer's profile."
    updateProfile(userData: UserDataInput!, input: ProfileInput!): UserInfoPayload!

    "Deletes the logged-in customer's account and ends the session. Cannot be undone."
    deleteAccount(userData: UserDataInput!): StatusPayload!

    "Sets newsletter consent."
    updateNotifications(userData: UserDataInput!, subscribed: Boolean!): UserInfoPayload!

    """
    Newsletter sign-up with double opt-in: e-mails a single-use confirmation link (48 hours). The same answer whether
    or not the address is already subscribed. Limited per client and per address (RATE_LIMITED). source: footer, home.
    """
    subscribeNewsletter(userData: UserDataInput!, email: String!, source: String): StatusPayload!

    "Confirms a newsletter sign-up with the token of its e-mailed link; a used or expired token answers 2151."
    confirmNewsletter(userData: UserDataInput!, token: String!): StatusPayload!

    "Unsubscribes the address of a marketing e-mail's signed unsubscribe token (2151 when it is not valid)."
    unsubscribeNewsletter(userData: UserDataInput!, token: String!): StatusPayload!

    """
    Adds an address to the address book (the delivery address rules, an optional e-mail and phone, a company for
    BUSINESS); defaultFor makes it the default billing and/or delivery address.
    """
    addAddress(userData: UserDataInput!, address: AddressInput!, defaultFor: [AddressKind!]): AddressBookPayload!

    """
    Replaces an address of the address book. The entry gets a new id (orders placed with the old one keep it as it
    was); a default stays on the new id.
    """
    updateAddress(userData: UserDataInput!, id: ID!, address: AddressInput!): AddressBookPayload!

    "Removes an address from the address book; a default on it is cleared. Placed orders keep their copy."
    deleteAddress(userData: UserDataInput!, id: ID!): AddressBookPayload!

    "Makes an address book entry the default billing or delivery address."
    setDefaultAddress(userData: UserDataInput!, id: ID!, kind: AddressKind!): AddressBookPayload!
  }
`;
