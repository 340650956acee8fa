import argon2 from 'argon2';
import { argon2Verify, createPinCheck, type PinMatch, type SecretVerifier } from './pin';
import { createPinHasher, generatePin } from './pin-hash';

const PEPPER = 'a3f1c09e5b7d2468ace0135792468bdf';
const OLD_PEPPER = '0f9e8d7c6b5a49382716a5b4c3d2e1f0';
const CARD = '6301480123456789016';
const OTHER_CARD = '6301480987654321014';
const PIN = '482913';

/** argon2's verify, remembering the PHC strings it was given. */
function countingVerifier() {
  const hashes: string[] = [];
  const verify: SecretVerifier = (hash, secret) => {
    hashes.push(hash);
    return argon2Verify(hash, secret);
  };
  return { verify, hashes };
}

const refused: PinMatch = { matched: false };

describe('PIN hashes', () => {
  const pins = createPinHasher({ current: PEPPER });

  it('name their key and hold argon2id at 4 MiB, one pass, with their own salt', async () => {
    const hash = await pins.hash(CARD, PIN);
    expect(hash).toMatch(new RegExp(`^\\$gs-pin\\$v=1,k=${pins.current.id}\\$argon2id\\$v=19\\$m=4096,p=1,t=1\\$`));
    expect(pins.current.id).toMatch(/^[0-9a-f]{8}$/);
    expect(hash).not.toContain(PEPPER);
    expect(await pins.hash(CARD, PIN)).not.toBe(hash);
  });

  it('hash a digest under the pepper, so the stored value alone cannot test a PIN', async () => {
    const phc = (await pins.hash(CARD, PIN)).replace(/^\$gs-pin\$[^$]+/, '');
    expect(await argon2.verify(phc, PIN)).toBe(false);
    expect(await argon2.verify(phc, `${CARD}${PIN}`)).toBe(false);
  });

  it('refuse anything but six digits', async () => {
    await expect(pins.hash(CARD, '12345')).rejects.toThrow('A PIN is six digits');
    await expect(pins.hash(CARD, '12345x')).rejects.toThrow('A PIN is six digits');
  });

  it('give six-digit PINs, leading zeros kept', () => {
    const generated = Array.from({ length: 200 }, generatePin);
    expect(generated.every((pin) => /^\d{6}$/.test(pin))).toBe(true);
    expect(new Set(generated).size).toBeGreaterThan(190);
  });
});

describe('the PIN check', () => {
  const pins = createPinHasher({ current: PEPPER });

  it('accepts the right PIN of the card and nothing else', async () => {
    const check = await createPinCheck(pins);
    const hash = await pins.hash(CARD, PIN);
    expect(await check.verify(CARD, hash, PIN)).toEqual({ matched: true, rehashed: null });
    expect(await check.verify(CARD, hash, '482914')).toEqual(refused);
    expect(await check.verify(CARD, hash, `${PIN}0`)).toEqual(refused);
    expect(await check.verify(CARD, 'not a hash', PIN)).toEqual(refused);
    expect(await check.verify(CARD, null, PIN)).toEqual(refused);
  });

  it("refuses another card's hash, even with that card's PIN", async () => {
    const check = await createPinCheck(pins);
    const otherHash = await pins.hash(OTHER_CARD, PIN);
    expect(await check.verify(OTHER_CARD, otherHash, PIN)).toMatchObject({ matched: true });
    expect(await check.verify(CARD, otherHash, PIN)).toEqual(refused);
  });

  it('refuses a hash made under another pepper', async () => {
    const check = await createPinCheck(createPinHasher({ current: OLD_PEPPER }));
    expect(await check.verify(CARD, await pins.hash(CARD, PIN), PIN)).toEqual(refused);
  });

  it('verifies a legacy argon2id hash of the plain PIN and gives the peppered hash to store instead', async () => {
    const legacy = await argon2.hash(PIN, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const check = await createPinCheck(pins);
    expect(await check.verify(CARD, legacy, '000000')).toEqual(refused);
    const match = await check.verify(CARD, legacy, PIN);
    expect(match).toEqual({
      matched: true,
      rehashed: expect.stringMatching(/^\$gs-pin\$v=1,k=[0-9a-f]{8}\$argon2id\$v=19\$m=4096,p=1,t=1\$/),
    });
    const rehashed = (match as { rehashed: string }).rehashed;
    expect(await check.verify(CARD, rehashed, PIN)).toEqual({ matched: true, rehashed: null });
    expect(await check.verify(OTHER_CARD, rehashed, PIN)).toEqual(refused);
  });

  it('after a rotation verifies hashes under the previous pepper and rehashes them under the new one', async () => {
    const before = await createPinHasher({ current: OLD_PEPPER }).hash(CARD, PIN);
    const rotated = createPinHasher({ current: PEPPER, previous: [OLD_PEPPER] });
    expect(rotated.current.id).toBe(pins.current.id);
    const check = await createPinCheck(rotated);
    expect(await check.verify(CARD, before, '000000')).toEqual(refused);
    const match = await check.verify(CARD, before, PIN);
    expect(match).toEqual({ matched: true, rehashed: expect.stringContaining(`$gs-pin$v=1,k=${pins.current.id}$`) });
    const rehashed = (match as { rehashed: string }).rehashed;
    expect(await (await createPinCheck(pins)).verify(CARD, rehashed, PIN)).toEqual({ matched: true, rehashed: null });
    // Once the old pepper is dropped, its hashes no longer verify.
    expect(await (await createPinCheck(pins)).verify(CARD, before, PIN)).toEqual(refused);
  });

  it('does the same argon2 work for no card, a dropped pepper or a malformed PIN as for a wrong PIN', async () => {
    const counting = countingVerifier();
    const check = await createPinCheck(pins, counting.verify);
    const hash = await pins.hash(CARD, PIN);
    const phc = hash.replace(/^\$gs-pin\$[^$]+/, '');
    await check.verify(CARD, hash, '000000');
    expect(counting.hashes).toEqual([phc]);
    counting.hashes.splice(0);
    await check.verify(OTHER_CARD, null, PIN);
    await check.verify(CARD, await createPinHasher({ current: OLD_PEPPER }).hash(CARD, PIN), PIN);
    await check.verify(CARD, hash, '12345x');
    const [dummy] = counting.hashes;
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/);
    expect(counting.hashes).toEqual([dummy, dummy, phc]);
  });
});
