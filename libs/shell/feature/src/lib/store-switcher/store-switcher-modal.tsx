import { modalClosed, selectModalOpen, useStore } from '@giftshop/shared-data-access';
import type { LanguageForm_CountryFragment } from '@giftshop/shared-graphql';
import { Modal } from '@giftshop/shared-ui';
import { STORE_SWITCHER_MODAL, useShellDispatch, useShellSelector } from '@giftshop/shell-data-access';
import { LanguageForm } from '@giftshop/shell-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { shellMessages } from '../messages';
import { useStoreSwitch } from './use-store-switch';

/** 'Select your country and language' (spec §2.6): applying closes the modal and goes to the chosen store. */
export function StoreSwitcherModal({ countries }: { countries: readonly LanguageForm_CountryFragment[] }) {
  const open = useShellSelector((state) => selectModalOpen(state, STORE_SWITCHER_MODAL));
  const dispatch = useShellDispatch();
  const messages = useMessages(shellMessages);
  const store = useStore();
  const { language } = useI18n();
  const switchStore = useStoreSwitch(countries);
  const close = () => dispatch(modalClosed(STORE_SWITCHER_MODAL));

  return (
    <Modal open={open} title={messages.storeSwitcherTitle} onClose={close} size="small">
      <LanguageForm
        countries={countries}
        initialValues={{ country: store.countryCode, language, currency: store.currency }}
        onCancel={close}
        onApply={(choice) => {
          close();
          switchStore(choice);
        }}
      />
    </Modal>
  );
}
