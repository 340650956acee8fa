import { emptyRedeemPackage } from './redeem-package-values';
import { redeemPackageFieldOf } from './redeem-package-rules';

describe('redeemPackageFieldOf', () => {
  it("puts the gateway's refusals of a package by post on the address and name fields", () => {
    const fieldOf = redeemPackageFieldOf(emptyRedeemPackage('PHYSICAL'));
    expect(fieldOf('receiver.address.postCode')).toBe('receiver.address.postCode');
    expect(fieldOf('receiver.address.firstName')).toBe('receiver.firstName');
    expect(fieldOf('quantity')).toBe('quantity');
    expect(fieldOf('receiver.email')).toBeNull();
  });

  it('leaves a refusal of a field an e-mail package does not show to the error modal', () => {
    const fieldOf = redeemPackageFieldOf(emptyRedeemPackage('DIGITAL'));
    expect(fieldOf('receiver.confirmEmail')).toBe('receiver.confirmEmail');
    expect(fieldOf('amount')).toBe('amount');
    expect(fieldOf('quantity')).toBeNull();
    expect(fieldOf('receiver.address.postCode')).toBeNull();
    expect(fieldOf('variationId')).toBeNull();
  });
});
