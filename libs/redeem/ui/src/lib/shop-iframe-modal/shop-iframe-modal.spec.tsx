import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleProducts } from '../fixtures';
import * as stories from './shop-iframe-modal.stories';

const { Open, WithoutShopPage } = composeStories(stories);

describe('ShopIframeModal', () => {
  it("frames the brand's shop page with a title, in a sandbox without the store's origin or top navigation", () => {
    const { baseElement } = render(<Open />);
    const dialog = screen.getByRole('dialog', { name: 'The Harbour & Pine shop' });
    const frame = within(dialog).getByTitle('Shop of Harbour & Pine');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/brand/GCUK/brand-shops/loom-and-lantern.html');
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(baseElement.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('stays closed for a brand without a shop page, or with one that is not a web page', () => {
    render(<WithoutShopPage />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const scripted = { ...sampleProducts[0], giftCardBrand: { id: '5', name: 'Harbour & Pine', iframeUrl: 'javascript:alert(1)' } };
    render(<Open product={scripted} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape and with its button', async () => {
    const onClose = fn();
    render(<Open onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back to the redeem shop' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
