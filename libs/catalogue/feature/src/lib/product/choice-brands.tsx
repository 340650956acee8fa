import { useState } from 'react';
import { catalogueUiMessages } from '@giftshop/catalogue-ui';
import type { UserDataInput } from '@giftshop/shared-graphql';
import { Button, lazyDialog } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';

/** The dialog, its query and the brands list load when a visitor first opens it. */
const ChoiceBrandsDialog = lazyDialog(() => import('./choice-brands-dialog').then((module) => module.ChoiceBrandsDialog));

/** The Choice card page's "Where can it be spent?" link and its brands modal; the list is asked for on first opening. */
export function ChoiceBrands({ userData, className }: { userData: UserDataInput; className?: string }) {
  const messages = useMessages(catalogueUiMessages).brands;
  const [open, setOpen] = useState(false);
  return (
    <p className={className}>
      <Button variant="link" onClick={() => setOpen(true)}>
        {messages.open}
      </Button>
      <ChoiceBrandsDialog open={open} onClose={() => setOpen(false)} userData={userData} />
    </p>
  );
}
