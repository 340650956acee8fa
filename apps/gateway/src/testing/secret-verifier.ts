import { argon2Verify, type SecretVerifier } from '@giftshop/gateway-cards-data';

/** argon2's verify, counting the comparisons and remembering which hashes they used (never the secrets). */
export function countingVerifier() {
  const hashes: string[] = [];
  const verify: SecretVerifier = (hash, secret) => {
    hashes.push(hash);
    return argon2Verify(hash, secret);
  };
  return { verify, hashes, reset: () => hashes.splice(0) };
}
