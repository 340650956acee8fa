import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorRaised } from '@giftshop/shared-data-access';
import { renderWithProviders, withToggles } from '../testing/render-shell';
import { ErrorModal } from './error-modal';

describe('ErrorModal', () => {
  it("shows the service error's message and resets the error when closed", async () => {
    const { store } = renderWithProviders(<ErrorModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(errorRaised({ code: 2030, message: 'Exceeding of gift card limit in the order' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent('Exceeding of gift card limit in the order');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getState().modals.error).toBeNull();
  });

  it('apologises with the generic text when the error has no message', async () => {
    const { store } = renderWithProviders(<ErrorModal />);
    act(() => {
      store.dispatch(errorRaised({ code: -1, message: ' ' }));
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.',
    );
  });

  it('shows only the generic apology when the errorMessages toggle is off', async () => {
    const { store } = renderWithProviders(<ErrorModal />, { brand: withToggles({ errorMessages: false }) });
    act(() => {
      store.dispatch(errorRaised({ code: 2030, message: 'Exceeding of gift card limit in the order' }));
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).not.toHaveTextContent('Exceeding of gift card limit');
    expect(dialog).toHaveTextContent('Oh oh, something went wrong.');
  });
});
