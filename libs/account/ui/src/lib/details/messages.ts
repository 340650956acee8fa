import type { Catalogue } from '@giftshop/util-i18n';

/** Texts of the account's details page: the profile as shown and its form. */
export interface DetailsUiMessages {
  formLabel: string;
  firstName: string;
  lastName: string;
  email: string;
  emailHint: string;
  invoiceEmail: string;
  phone: string;
  customerType: string;
  private: string;
  business: string;
  isBusiness: string;
  companyName: string;
  vatNumber: string;
  address: string;
  addressHint: string;
  postCode: string;
  houseNumber: string;
  suffix: string;
  street: string;
  city: string;
  notGiven: string;
  edit: string;
  save: string;
  cancel: string;
}

export const detailsUiMessages: Catalogue<DetailsUiMessages> = {
  en: {
    formLabel: 'Edit your details',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    emailHint: 'You log in with this address; it cannot be changed here.',
    invoiceEmail: 'Invoice e-mail address',
    phone: 'Phone number',
    customerType: 'Customer type',
    private: 'Private',
    business: 'Business',
    isBusiness: 'I am a business customer',
    companyName: 'Company name',
    vatNumber: 'VAT number',
    address: 'Address',
    addressHint: 'Optional. When you give an address, postcode, house number, street and town are needed.',
    postCode: 'Postcode',
    houseNumber: 'House number',
    suffix: 'Addition',
    street: 'Street',
    city: 'Town or city',
    notGiven: 'Not given',
    edit: 'Edit details',
    save: 'Save details',
    cancel: 'Cancel',
  },
  nl: {
    formLabel: 'Je gegevens wijzigen',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    emailHint: 'Hiermee log je in; je kunt het hier niet wijzigen.',
    invoiceEmail: 'E-mailadres voor facturen',
    phone: 'Telefoonnummer',
    customerType: 'Soort klant',
    private: 'Particulier',
    business: 'Zakelijk',
    isBusiness: 'Ik ben zakelijke klant',
    companyName: 'Bedrijfsnaam',
    vatNumber: 'Btw-nummer',
    address: 'Adres',
    addressHint: 'Niet verplicht. Geef je een adres, dan zijn postcode, huisnummer, straat en plaats nodig.',
    postCode: 'Postcode',
    houseNumber: 'Huisnummer',
    suffix: 'Toevoeging',
    street: 'Straat',
    city: 'Plaats',
    notGiven: 'Niet opgegeven',
    edit: 'Gegevens wijzigen',
    save: 'Gegevens opslaan',
    cancel: 'Annuleren',
  },
};
