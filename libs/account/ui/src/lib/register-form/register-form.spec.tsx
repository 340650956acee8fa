import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solveCaptcha } from '../spec-helpers';
import * as stories from './register-form.stories';

const { Empty, FromIdentify, AccountExists } = composeStories(stories);

const password = () => screen.getByLabelText(/^Password/);
const repeat = () => screen.getByLabelText(/^Repeat password/);

describe('RegisterForm', () => {
  it('refuses a password shorter than 8 characters, one with other characters, and a repetition that differs', async () => {
    render(<Empty />);
    await userEvent.type(password(), 'short1!');
    await userEvent.tab();
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Your password must be at least 8 characters long.'));
    await userEvent.clear(password());
    await userEvent.type(password(), 'wachtwoord met spatie');
    await userEvent.tab();
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Your password may contain only latin letters, digits and symbols.'));
    await userEvent.clear(password());
    await userEvent.type(password(), 'Long-enough-1');
    await userEvent.type(repeat(), 'Long-enough-2');
    await userEvent.tab();
    expect(repeat()).toHaveAccessibleDescription(expect.stringContaining('The passwords do not match.'));
  });

  it('refuses a repeated or sequential password, the shop\'s own word and one over 128 characters', async () => {
    render(<Empty />);
    const refusal = async (typed: string) => {
      await userEvent.clear(password());
      await userEvent.click(password());
      await userEvent.paste(typed);
      await userEvent.tab();
      return password();
    };
    const repetitive = 'Your password must not be a repeated character, a repeated pattern or a sequence such as 12345678.';
    for (const typed of ['aaaaaaaa', '11111111a', 'abcabcabc', '12345678']) {
      expect(await refusal(typed)).toHaveAccessibleDescription(expect.stringContaining(repetitive));
    }
    expect(await refusal('Giftcards1!')).toHaveAccessibleDescription(expect.stringContaining('This password is too common and easy to guess.'));
    expect(await refusal('Kx9#mQ2!'.repeat(625))).toHaveAccessibleDescription(expect.stringContaining('Your password must be at most 128 characters long.'));
  });

  it('sends first name, e-mail, password, consent and captcha', async () => {
    const onSubmit = fn(async (_values: unknown) => undefined);
    render(<FromIdentify onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Nina');
    await userEvent.type(password(), 'Long-enough-1');
    await userEvent.type(repeat(), 'Long-enough-1');
    const consent = screen.getByRole('checkbox', { name: /newsletter/ });
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      firstName: 'Nina',
      email: 'new@example.com',
      password: 'Long-enough-1',
      confirmPassword: 'Long-enough-1',
      subscribed: true,
      captchaToken: 'solved-payload',
    });
  });

  it('shows that the account exists on the e-mail field', async () => {
    render(<AccountExists />);
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(expect.stringContaining('An account with this e-mail address already exists.'));
  });
});
