import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ActivatePageQuery, useCreateActivationOrder, valueRangeOf } from '@giftshop/activation-data-access';
import { ACTIVATION_FIELDS, ActivationForm, toActivationRequest, type ActivationServerErrors, type ActivationValues } from '@giftshop/activation-ui';
import { goToPayment, useRaiseServiceError, useUserData } from '@giftshop/shared-data-access';
import { useI18n, useMessages, useRoutes } from '@giftshop/util-i18n';
import { splitFieldErrors } from '@giftshop/util-validation';
import { choiceCardSlug } from './loaders';
import { activationMessages } from './messages';
import { Page, PageIntro, PageTitle } from '@giftshop/shared-ui';

const fieldOf = (path: string) => ((ACTIVATION_FIELDS as readonly string[]).includes(path) ? path : null);

/**
 * `/activate/` (spec §2.1): card number, value and e-mail of a Choice card; an accepted activation goes on to the
 * payment provider's page, which returns to `/activate/success/`.
 */
export function ActivatePage() {
  const m = useMessages(activationMessages).activate;
  const { language } = useI18n();
  const routes = useRoutes();
  const userData = useUserData();
  const { data } = useQuery(ActivatePageQuery, { variables: { userData, slug: choiceCardSlug(language) } });
  const range = valueRangeOf(data);
  const { create } = useCreateActivationOrder();
  const raise = useRaiseServiceError();
  const [serverErrors, setServerErrors] = useState<ActivationServerErrors | null>(null);

  const submit = useCallback(
    async (values: ActivationValues) => {
      const outcome = await create(toActivationRequest(values));
      if (outcome.order) {
        // Back from the provider's page, the buyer finds this activation's payment, not a form that would start another.
        const { orderUuid, redirectUrl } = outcome.order;
        await goToPayment(redirectUrl, `${routes.path('activateSuccess')}?${new URLSearchParams({ order: orderUuid })}`);
        return;
      }
      const { fields, rest } = splitFieldErrors(outcome.errors, fieldOf);
      setServerErrors({ fields, values });
      if (rest.length > 0) raise(rest);
    },
    [create, raise, routes],
  );

  return (
    <Page>
      <PageTitle>{m.heading}</PageTitle>
      <PageIntro>{m.intro}</PageIntro>
      {range ? <ActivationForm range={range} serverErrors={serverErrors} onSubmit={submit} /> : <p role="alert">{m.unavailable}</p>}
    </Page>
  );
}
