import { useMemo, useState } from 'react';
import { BrandsModal, catalogueUiMessages } from '@giftshop/catalogue-ui';
import { useGatewayQuery } from '@giftshop/shared-data-access';
import type { ChoiceBrandsQuery as ChoiceBrandsData, UserDataInput } from '@giftshop/shared-graphql';
import { Button } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { ChoiceBrandsQuery } from './choice-brands.query';

type RedeemProduct = NonNullable<ChoiceBrandsData['redeemProducts']['products']>[number];

/** The distinct brand names of the gift cards a Choice card buys, the Choice card itself left out, sorted for the language. */
export function brandNames(products: RedeemProduct[], language: string): string[] {
  const names = new Set(products.flatMap((product) => ('giftCardBrand' in product && !product.isChoice ? [product.giftCardBrand.name] : [])));
  return [...names].sort(new Intl.Collator(language).compare);
}

/** The Choice card page's "Where can it be spent?" link and its brands modal; the list is asked for on first opening. */
export function ChoiceBrands({ userData, className }: { userData: UserDataInput; className?: string }) {
  const messages = useMessages(catalogueUiMessages).brands;
  const { language } = useI18n();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { data, error } = useGatewayQuery(ChoiceBrandsQuery, { userData }, { skip: !requested });
  const brands = useMemo(() => (data?.redeemProducts.products ? brandNames(data.redeemProducts.products, language) : null), [data, language]);
  const failed = Boolean(error) || Boolean(data?.redeemProducts.errors.length);
  return (
    <p className={className}>
      <Button
        variant="link"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {messages.open}
      </Button>
      <BrandsModal open={open} onClose={() => setOpen(false)} brands={brands} failed={failed} />
    </p>
  );
}
