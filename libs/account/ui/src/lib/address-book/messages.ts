import type { Catalogue } from '@giftshop/util-i18n';

/** Texts of the address book: the list of addresses, the address form and the delete confirmation. */
export interface AddressBookUiMessages {
  listLabel: string;
  empty: string;
  add: string;
  edit: string;
  delete: string;
  editButton: string;
  deleteButton: string;
  defaultBilling: string;
  defaultDelivery: string;
  makeDefaultBilling: string;
  makeDefaultDelivery: string;
  addTitle: string;
  editTitle: string;
  formLabel: string;
  firstName: string;
  lastName: string;
  isBusiness: string;
  companyName: string;
  country: string;
  postCode: string;
  houseNumber: string;
  suffix: string;
  street: string;
  city: string;
  email: string;
  phone: string;
  optional: string;
  defaultFor: string;
  save: string;
  cancel: string;
  deleteTitle: string;
  deleteBody: string;
  deleteConfirm: string;
  keep: string;
}

export const addressBookUiMessages: Catalogue<AddressBookUiMessages> = {
  en: {
    listLabel: 'Your addresses',
    empty: 'Your address book is empty.',
    add: 'Add an address',
    edit: 'Edit address of {name}',
    delete: 'Delete address of {name}',
    editButton: 'Edit',
    deleteButton: 'Delete',
    defaultBilling: 'Default billing address',
    defaultDelivery: 'Default delivery address',
    makeDefaultBilling: 'Use for billing',
    makeDefaultDelivery: 'Use for delivery',
    addTitle: 'Add an address',
    editTitle: 'Edit address',
    formLabel: 'Address',
    firstName: 'First name',
    lastName: 'Last name',
    isBusiness: 'Business address',
    companyName: 'Company name',
    country: 'Country',
    postCode: 'Postcode',
    houseNumber: 'House number',
    suffix: 'Addition',
    street: 'Street',
    city: 'Town or city',
    email: 'E-mail address',
    phone: 'Phone number',
    optional: 'Optional',
    defaultFor: 'Make this my default',
    save: 'Save address',
    cancel: 'Cancel',
    deleteTitle: 'Delete this address?',
    deleteBody: 'The address of {name} is removed from your address book. Orders placed with it keep their copy.',
    deleteConfirm: 'Yes, delete',
    keep: 'Keep it',
  },
  nl: {
    listLabel: 'Je adressen',
    empty: 'Je adresboek is leeg.',
    add: 'Adres toevoegen',
    edit: 'Adres van {name} wijzigen',
    delete: 'Adres van {name} verwijderen',
    editButton: 'Wijzigen',
    deleteButton: 'Verwijderen',
    defaultBilling: 'Standaard factuuradres',
    defaultDelivery: 'Standaard bezorgadres',
    makeDefaultBilling: 'Gebruiken als factuuradres',
    makeDefaultDelivery: 'Gebruiken als bezorgadres',
    addTitle: 'Adres toevoegen',
    editTitle: 'Adres wijzigen',
    formLabel: 'Adres',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    isBusiness: 'Zakelijk adres',
    companyName: 'Bedrijfsnaam',
    country: 'Land',
    postCode: 'Postcode',
    houseNumber: 'Huisnummer',
    suffix: 'Toevoeging',
    street: 'Straat',
    city: 'Plaats',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    optional: 'Niet verplicht',
    defaultFor: 'Maak dit mijn standaard',
    save: 'Adres opslaan',
    cancel: 'Annuleren',
    deleteTitle: 'Dit adres verwijderen?',
    deleteBody: 'Het adres van {name} wordt uit je adresboek verwijderd. Bestellingen met dit adres houden hun kopie.',
    deleteConfirm: 'Ja, verwijderen',
    keep: 'Bewaren',
  },
};
