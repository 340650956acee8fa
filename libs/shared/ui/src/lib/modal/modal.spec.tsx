import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { Select } from '../select/select';
import { focusWhenAvailable } from './focus';
import { Modal } from './modal';
import { isBodyScrollLocked, lockBodyScroll } from './scroll-lock';
import { MODAL_CLOSE_MS } from './use-presence';
import * as stories from './modal.stories';

const { Open, WithBackButton, Loading, NoEscape, LongContent, Interactive } = composeStories(stories);
const backdrop = () => document.querySelector('[data-backdrop]') as HTMLElement;

describe('Modal', () => {
  it('is a modal dialog named by its title', () => {
    render(<Open />);
    const dialog = screen.getByRole('dialog', { name: 'Select your country and language' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus into the dialog on open and back to the opener on close', async () => {
    render(<Interactive />);
    const opener = screen.getByRole('button', { name: 'Change country' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('has focus inside the dialog by the time the dialog is in the page, before the browser paints', async () => {
    // Opened by an update outside a browser event (a lazy dialog's code arriving), whose effects React runs after
    // the browser has painted: a key pressed then must already reach the dialog, not the page behind.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    const focusWhenShown: Array<Element | null> = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]') && !focusWhenShown.length) focusWhenShown.push(document.activeElement);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    let open: () => void = () => undefined;
    function Page() {
      const [shown, setShown] = useState(false);
      open = () => setShown(true);
      return (
        <>
          <button type="button">Country and language</button>
          <Modal open={shown} title="Select your country and language" onClose={() => setShown(false)}>
            <p>Choose</p>
          </Modal>
        </>
      );
    }
    try {
      const view = render(<Page />);
      screen.getByRole('button', { name: 'Country and language' }).focus();
      setTimeout(() => open(), 0);
      await waitFor(() => expect(focusWhenShown).toHaveLength(1));
      expect(focusWhenShown[0]).toBe(screen.getByRole('dialog'));
      view.unmount();
    } finally {
      observer.disconnect();
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('gives focus back to the opener once the page behind is no longer inert', async () => {
    const page = document.createElement('div');
    const opener = document.createElement('button');
    page.append(opener);
    document.body.append(page);
    page.setAttribute('inert', '');
    focusWhenAvailable(opener);
    expect(opener).not.toHaveFocus();
    page.removeAttribute('inert');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(opener).toHaveFocus();
    page.remove();
  });

  it('gives focus back to the first opener when one modal hands over to the next (added, then continue shopping)', async () => {
    // Browsers reflect `inert` to the attribute; jsdom does not know it.
    Object.defineProperty(HTMLElement.prototype, 'inert', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('inert');
      },
      set(this: HTMLElement, value: boolean) {
        this.toggleAttribute('inert', value);
      },
    });
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    function Chain() {
      const [shown, setShown] = useState<'none' | 'form' | 'added'>('none');
      return (
        <>
          <button onClick={() => setShown('form')}>Add to basket</button>
          <Modal open={shown === 'form'} title="Delivery" onClose={() => setShown('none')}>
            <button onClick={() => setShown('added')}>Confirm</button>
          </Modal>
          <Modal open={shown === 'added'} title="Added" onClose={() => setShown('none')}>
            <button onClick={() => setShown('none')}>Continue shopping</button>
          </Modal>
        </>
      );
    }
    try {
      const { container } = render(<Chain />);
      const opener = screen.getByRole('button', { name: 'Add to basket' });
      await user.click(opener);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      // The shopper reads the confirmation for a while before going on.
      act(() => jest.advanceTimersByTime(5_000));
      await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
      act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
      expect(container).not.toHaveAttribute('inert');
      await waitFor(() => expect(opener).toHaveFocus());
    } finally {
      jest.useRealTimers();
      delete (HTMLElement.prototype as { inert?: boolean }).inert;
    }
  });

  it('gives focus back to an opener the browser blurred when the page turned inert before the modal mounted', async () => {
    render(<button>Land en taal</button>);
    const opener = screen.getByRole('button', { name: 'Land en taal' });
    opener.focus();
    // A lazily loaded modal: the page is locked first, the browser moves focus to <body>, then the modal mounts.
    const release = lockBodyScroll();
    opener.blur();
    const modal = (open: boolean) => (
      <Modal open={open} title="Country" onClose={() => undefined}>
        body
      </Modal>
    );
    const { rerender } = render(modal(true));
    release();
    rerender(modal(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Open />);
    const close = screen.getByRole('button', { name: 'Close' });
    const apply = screen.getByRole('button', { name: 'To apply' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(apply).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('asks to close on Escape, the close button and a backdrop click', async () => {
    const onClose = fn();
    render(<Open onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('ignores Escape and the backdrop when told to', async () => {
    const onClose = fn();
    render(<NoEscape onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('blocks closing while loading', async () => {
    const onClose = fn();
    render(<Loading onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(close);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers a back button', async () => {
    const onBack = fn();
    render(<WithBackButton onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('stays mounted for the 300 ms close animation, then unmounts and reports it closed', () => {
    jest.useFakeTimers();
    try {
      const onClosed = fn();
      const { rerender } = render(<Open onClosed={onClosed} />);
      rerender(<Open open={false} onClosed={onClosed} />);
      expect(document.querySelector('[data-state="closing"]')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS - 1));
      expect(document.querySelector('[role="dialog"]')).toBeInTheDocument();
      expect(onClosed).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(document.querySelector('[role="dialog"]')).not.toBeInTheDocument();
      expect(onClosed).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('locks page scroll once for several modals and unlocks when the last one has closed', () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(
        <>
          <Open />
          <Open title="Second" />
        </>,
      );
      expect(document.body.style.overflow).toBe('hidden');
      rerender(
        <>
          <Open open={false} />
          <Open title="Second" />
        </>,
      );
      act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
      expect(isBodyScrollLocked()).toBe(true);
      rerender(
        <>
          <Open open={false} />
          <Open title="Second" open={false} />
        </>,
      );
      act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
      expect(isBodyScrollLocked()).toBe(false);
      expect(document.body.style.overflow).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets the keyboard reach the body only when it scrolls', () => {
    const { unmount } = render(<Open />);
    expect(screen.getByRole('combobox').closest('[tabindex="0"]')).toBeNull();
    unmount();
    const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    try {
      render(<LongContent />);
      expect(screen.getByText(/^Clause 1:/).parentElement).toHaveAttribute('tabindex', '0');
    } finally {
      scrollHeight.mockRestore();
    }
  });

  it('lets an open select inside take Escape without closing the dialog', async () => {
    const onClose = fn();
    render(<Open onClose={onClose}>{<Select label="Country" options={[{ id: 'GB', label: 'United Kingdom' }]} />}</Open>);
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('page behind a modal', () => {
  it('is inert while a modal is open and interactive again once it has closed', () => {
    jest.useFakeTimers();
    const page = document.createElement('div');
    page.textContent = 'page';
    document.body.appendChild(page);
    const { rerender } = render(
      <Modal open title="Hello" onClose={() => undefined}>
        body
      </Modal>,
    );
    expect(page.inert).toBe(true);
    expect(screen.getByRole('dialog').closest('[data-modal-root]')).not.toHaveAttribute('inert');
    rerender(
      <Modal open={false} title="Hello" onClose={() => undefined}>
        body
      </Modal>,
    );
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(page.inert).toBe(false);
    page.remove();
    jest.useRealTimers();
  });
});
