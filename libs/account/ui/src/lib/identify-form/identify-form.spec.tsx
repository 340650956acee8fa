import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solveCaptcha } from '../spec-helpers';
import * as stories from './identify-form.stories';

const { Empty, CaptchaFailed } = composeStories(stories);

describe('IdentifyForm', () => {
  it('refuses an invalid e-mail address and sends nothing without a captcha', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'ann@');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid e-mail address')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the e-mail address with the solved captcha', async () => {
    const onSubmit = fn(async (_values: unknown) => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), ' ann@example.com');
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'ann@example.com', captchaToken: 'solved-payload' });
  });

  it('keeps a captcha refusal until the captcha is solved again', async () => {
    render(<CaptchaFailed />);
    const group = screen.getByRole('group', { name: 'Security check' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('We could not verify that you are not a robot.'));
    await solveCaptcha();
    expect(group).not.toHaveAccessibleDescription(expect.stringContaining('robot'));
  });
});
