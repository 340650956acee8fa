import { contactMessages, quoteRequests, type Database } from '@giftshop/gateway-db';

export interface NewQuoteRequest {
  storeId: number;
  languageCode: string;
  companyName: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  lines: { product: string; quantity: number; value: number }[];
  deliveryMethod: string;
  deliveryDate: string | null;
  message: string;
}

export async function insertQuoteRequest(db: Database, row: NewQuoteRequest): Promise<number> {
  const { lines, ...columns } = row;
  const [inserted] = await db
    .insert(quoteRequests)
    .values({ ...columns, products: lines })
    .returning({ id: quoteRequests.id });
  return inserted.id;
}

export interface NewContactMessage {
  storeId: number;
  languageCode: string;
  subject: string;
  name: string;
  email: string;
  orderReference: string | null;
  message: string;
}

export async function insertContactMessage(db: Database, row: NewContactMessage): Promise<number> {
  const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return inserted.id;
}
