import { useState } from 'react';
import { errorReset, selectError, type ServiceError } from '@giftshop/shared-data-access';
import { Button, Modal } from '@giftshop/shared-ui';
import { useShellDispatch, useShellSelector } from '@giftshop/shell-data-access';
import { useBrand } from '@giftshop/util-brand';
import { useMessages } from '@giftshop/util-i18n';
import { shellMessages } from './messages';

/**
 * The error modal's dialog (spec §4, §8): shows while the modals slice holds an error, with the service's message or
 * the generic apology when it has none or the brand's `errorMessages` toggle is off; closing resets the error.
 */
export function ErrorDialog() {
  const error = useShellSelector(selectError);
  const dispatch = useShellDispatch();
  const messages = useMessages(shellMessages);
  const detailed = useBrand().toggle('errorMessages');
  // The last error stays on screen during the close animation, after the slice has let go of it.
  const [shown, setShown] = useState<ServiceError | null>(error);
  if (error && error !== shown) setShown(error);
  const close = () => dispatch(errorReset());

  return (
    <Modal
      open={error !== null}
      title={messages.errorTitle}
      onClose={close}
      size="small"
      footer={
        <Button onClick={close} fullWidth>
          {messages.errorClose}
        </Button>
      }
    >
      <p>{(detailed && shown?.message.trim()) || messages.errorFallback}</p>
    </Modal>
  );
}
