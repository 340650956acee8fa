/** Address and receiver types shared by cart, orders, accounts and redeem; defined once, here. */
export const cartAddressTypeDefs = /* GraphQL */ `
  "Whether the buyer orders privately or for a business (invoice, quote, business details)."
  enum CustomerType {
    BUSINESS
    PRIVATE
  }

  "A delivery or billing address. Billing addresses also carry the business details (referenceNumber, kvkNumber, vatNumber)."
  type Address {
    "Address id; the address book refers to addresses by it."
    id: ID!
    firstName: String!
    lastName: String!
    customerType: CustomerType!
    "Required for BUSINESS."
    companyName: String
    "ISO 3166-1 alpha-2, e.g. GB."
    countryCode: String!
    postCode: String
    "Positive number, kept as text as the storefront sends it."
    houseNumber: String
    "House number suffix, e.g. A."
    suffix: String
    street: String
    city: String
    "County, state or province, where the country uses one."
    administrativeArea: String
    "Contact e-mail of the addressee."
    email: String
    "Where invoices go when it differs from email (business)."
    invoiceEmail: String
    "With calling code, e.g. +441234567890."
    phoneNumber: String
    "Free address lines of countries without house numbers."
    addressLine1: String
    addressLine2: String
    "Buyer's reference or cost centre (billing; business redeem delivery)."
    referenceNumber: String
    "Chamber of Commerce number (billing, business)."
    kvkNumber: String
    "VAT number (billing, business)."
    vatNumber: String
    """
    The address as the post writes it, in its country's order, one entry per line: ["3 Queen Street", "Cardiff",
    "CF10 1AA"], ["Damrak 1", "1012 LG Amsterdam"] (OpenCage's address templates). Street, town, postcode, area and
    free lines only: the name and company have their own fields; the country is left out.
    """
    postalLines: [String!]!
  }

  "An address as the shopper enters it. Business details travel separately (BusinessDetailsInput)."
  input AddressInput {
    firstName: String!
    lastName: String!
    customerType: CustomerType = PRIVATE
    "Required for BUSINESS."
    companyName: String
    "ISO 3166-1 alpha-2, e.g. GB."
    countryCode: String!
    "Correct format for the country."
    postCode: String
    "Positive number."
    houseNumber: String
    suffix: String
    street: String
    city: String
    administrativeArea: String
    email: String
    invoiceEmail: String
    phoneNumber: String
    addressLine1: String
    addressLine2: String
  }

  "Business details of a BUSINESS order; all but invoiceEmail required when the business box is ticked."
  input BusinessDetailsInput {
    companyName: String!
    "Chamber of Commerce number."
    kvkNumber: String!
    vatNumber: String!
    "Reference or cost centre printed on the invoice."
    referenceNumber: String!
    "Where invoices go when it differs from the billing e-mail."
    invoiceEmail: String
  }

  "Who receives a package: by e-mail (digital) or at the shipment's delivery address (physical)."
  type Receiver {
    "First name, or the single name when only one is given."
    firstName: String!
    lastName: String
    "Digital delivery only."
    email: String
  }

  "A receiver as the shopper enters it. Digital: email and confirmEmail; physical: address."
  input ReceiverInput {
    firstName: String!
    lastName: String
    email: String
    "Must equal email."
    confirmEmail: String
    "Physical delivery only."
    address: AddressInput
  }
`;
