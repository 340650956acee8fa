import { useMemo } from 'react';
import { BrandsModal } from '@giftshop/catalogue-ui';
import { useGatewayQuery } from '@giftshop/shared-data-access';
import type { ChoiceBrandsQuery as ChoiceBrandsData, UserDataInput } from '@giftshop/shared-graphql';
import { useI18n } from '@giftshop/util-i18n';
import { ChoiceBrandsQuery } from './choice-brands.query';

type RedeemProduct = NonNullable<ChoiceBrandsData['redeemProducts']['products']>[number];

/** The distinct brand names of the gift cards a Choice card buys, the Choice card itself left out, sorted for the language. */
export function brandNames(products: RedeemProduct[], language: string): string[] {
  const names = new Set(products.flatMap((product) => ('giftCardBrand' in product && !product.isChoice ? [product.giftCardBrand.name] : [])));
  return [...names].sort(new Intl.Collator(language).compare);
}

export interface ChoiceBrandsDialogProps {
  open: boolean;
  onClose: () => void;
  userData: UserDataInput;
}

/** The brands modal with the list of brands, asked for when the dialog first mounts (its first opening). */
export function ChoiceBrandsDialog({ open, onClose, userData }: ChoiceBrandsDialogProps) {
  const { language } = useI18n();
  const { data, error } = useGatewayQuery(ChoiceBrandsQuery, { userData });
  const brands = useMemo(() => (data?.redeemProducts.products ? brandNames(data.redeemProducts.products, language) : null), [data, language]);
  const failed = Boolean(error) || Boolean(data?.redeemProducts.errors.length);
  return <BrandsModal open={open} onClose={onClose} brands={brands} failed={failed} />;
}
