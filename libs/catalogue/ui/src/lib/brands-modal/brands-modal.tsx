import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button, Modal, Spinner, TextField } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { catalogueUiMessages } from '../messages';
import { matchBrands } from './match-brands';
import styles from './brands-modal.module.css';

export interface BrandsModalProps {
  open: boolean;
  onClose: () => void;
  /** Brand names, sorted; null while loading. */
  brands: string[] | null;
  /** The list could not be loaded. */
  failed?: boolean;
}

/** Brands (spec §2.6): where the Choice card can be spent, with a filter box that narrows the list as one types. */
export function BrandsModal({ open, onClose, brands, failed = false }: BrandsModalProps) {
  const messages = useMessages(catalogueUiMessages).brands;
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const filterRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => matchBrands(brands ?? [], deferred), [brands, deferred]);
  const footer = (
    <Button variant="secondary" onClick={onClose}>
      {messages.close}
    </Button>
  );
  return (
    <Modal open={open} onClose={onClose} title={messages.title} footer={footer} initialFocusRef={filterRef}>
      <TextField ref={filterRef} type="search" label={messages.filter} value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      {failed ? (
        <p role="alert">{messages.failed}</p>
      ) : brands === null ? (
        <Spinner />
      ) : (
        <>
          <p role="status" className={styles.count}>
            {shown.length === 0 ? format(messages.none, { query: deferred.trim() }) : format(messages.count, { count: shown.length })}
          </p>
          <ul className={styles.list} aria-label={messages.title}>
            {shown.map((brand) => (
              <li key={brand}>{brand}</li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
