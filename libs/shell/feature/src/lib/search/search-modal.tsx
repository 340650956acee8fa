import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ApolloGate, selectModalOpen } from '@giftshop/shared-data-access';
import { Modal } from '@giftshop/shared-ui';
import { closeSearch, SEARCH_MODAL, selectSearchSeed, useShellDispatch, useShellSelector } from '@giftshop/shell-data-access';
import { useMessages } from '@giftshop/util-i18n';
import { shellMessages } from '../messages';
import { SearchBody } from './search-body';

/** The search modal (spec §2.5, §4), opened from the header's search box; it closes when the page changes. */
export function SearchModal() {
  const open = useShellSelector((state) => selectModalOpen(state, SEARCH_MODAL));
  const seed = useShellSelector(selectSearchSeed);
  const dispatch = useShellDispatch();
  const messages = useMessages(shellMessages);
  const input = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);

  useEffect(() => {
    if (open) openedOn.current = pathname;
  }, [open, pathname]);
  useEffect(() => {
    if (open && openedOn.current !== pathname) dispatch(closeSearch());
  }, [open, pathname, dispatch]);

  return (
    <Modal open={open} title={messages.searchTitle} onClose={() => dispatch(closeSearch())} initialFocusRef={input} size="large">
      <ApolloGate>
        <SearchBody seed={seed} inputRef={input} onDone={() => dispatch(closeSearch())} />
      </ApolloGate>
    </Modal>
  );
}
