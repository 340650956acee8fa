import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { redeemTokens, type Database } from '@giftshop/gateway-db';

/** How long a redeem session lasts after a balance check. */
export const REDEEM_TOKEN_MINUTES = 30;

export const hashRedeemToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a redeem session for a card: 32 random bytes, base64url, of which only the SHA-256 is stored. The token
 * goes back to the holder once and travels as userData.redeemToken on the redeem pages.
 */
export async function issueRedeemToken(db: Database, giftCardId: number, now = new Date(), expiresAt = new Date(now.getTime() + REDEEM_TOKEN_MINUTES * 60_000)): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(redeemTokens).values({ tokenHash: hashRedeemToken(token), giftCardId, expiresAt });
  return token;
}

export interface RedeemSession {
  tokenId: number;
  giftCardId: number;
}

/**
 * The redeem session of a token, or null when the token is unknown, revoked or expired. Each use keeps the
 * session open for at least another REDEEM_TOKEN_MINUTES (an idle holder is logged out, a shopping one is not); a
 * card e-mail's token, valid until the card expires, keeps its own end.
 */
export async function findRedeemSession(db: Database, token: string | null | undefined, now = new Date()): Promise<RedeemSession | null> {
  if (!token) return null;
  const [row] = await db
    .update(redeemTokens)
    .set({ expiresAt: sql`greatest(${redeemTokens.expiresAt}, ${new Date(now.getTime() + REDEEM_TOKEN_MINUTES * 60_000).toISOString()}::timestamptz)` })
    .where(and(eq(redeemTokens.tokenHash, hashRedeemToken(token)), isNull(redeemTokens.revokedAt), gt(redeemTokens.expiresAt, now)))
    .returning({ tokenId: redeemTokens.id, giftCardId: redeemTokens.giftCardId });
  return row ?? null;
}

/**
 * Whether `token` is the redeem token `tokenId` (an order's `redeem_token_id`): proof that the caller is the holder
 * who placed that order. An expired token still proves it (the holder may have spent longer on the payment page);
 * a revoked one does not.
 */
export async function isRedeemTokenOf(db: Database, token: string | null | undefined, tokenId: number | null): Promise<boolean> {
  if (!token || tokenId === null) return false;
  const [row] = await db
    .select({ id: redeemTokens.id })
    .from(redeemTokens)
    .where(and(eq(redeemTokens.id, tokenId), eq(redeemTokens.tokenHash, hashRedeemToken(token)), isNull(redeemTokens.revokedAt)));
  return Boolean(row);
}
