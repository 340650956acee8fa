import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { addressKindEnum, customerTypeEnum } from './enums';
import { stores } from './stores';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    email: text('email').notNull(),
    /** argon2id hash. */
    passwordHash: text('password_hash').notNull(),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_store_email').on(t.storeId, sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`)],
);

/** Delivery and billing addresses; belongs to a user's address book when user_id is set. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id),
    kind: addressKindEnum('kind').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    customerType: customerTypeEnum('customer_type').notNull().default('PRIVATE'),
    companyName: text('company_name'),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    postCode: text('post_code'),
    houseNumber: text('house_number'),
    suffix: text('suffix'),
    street: text('street'),
    city: text('city'),
    administrativeArea: text('administrative_area'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    email: text('email'),
    invoiceEmail: text('invoice_email'),
    phoneNumber: text('phone_number'),
    referenceNumber: text('reference_number'),
    kvkNumber: text('kvk_number'),
    vatNumber: text('vat_number'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user').on(t.userId)],
);

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  isMain: boolean('is_main').notNull().default(true),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull(),
  invoiceEmail: text('invoice_email'),
  phoneNumber: text('phone_number'),
  vatNumber: text('vat_number'),
  kvkNumber: text('kvk_number'),
  companyName: text('company_name'),
  /** The profile's own postal address (not in the address book). */
  addressId: integer('address_id').references(() => addresses.id),
  /** Address book entries checkout and the basket offer first. */
  defaultBillingAddressId: integer('default_billing_address_id').references(() => addresses.id),
  defaultDeliveryAddressId: integer('default_delivery_address_id').references(() => addresses.id),
  updatedAt: updatedAt(),
});

/** Server-side sessions; the cookie holds a random id whose SHA-256 is stored here. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    userId: uuid('user_id').references(() => users.id),
    cartOrderId: uuid('cart_order_id'),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires').on(t.expiresAt)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
