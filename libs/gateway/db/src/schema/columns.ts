import { char, integer, timestamp } from 'drizzle-orm/pg-core';

/** Money is an integer amount of minor units (pence, cents) with its ISO 4217 currency. */
export const money = (name: string) => integer(name);
export const currency = (name = 'currency') => char(name, { length: 3 });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
