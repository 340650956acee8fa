import { render, screen } from '@testing-library/react';
import { CaptchaField } from './captcha-field';
import { CaptchaOptionsProvider } from './captcha-options';

const load = () => Promise.resolve();
const notice = /Protected by ALTCHA/;

describe('CaptchaField', () => {
  it('leaves the widget its own ALTCHA footer by default', () => {
    const { container } = render(<CaptchaField label="Confirm that you are not a robot" onChange={jest.fn()} load={load} />);
    expect(container.querySelector('altcha-widget')).not.toHaveAttribute('configuration');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('hides the widget footer and logo and says what protects the form in text with hideBadge', () => {
    const { container } = render(
      <CaptchaOptionsProvider value={{ hideBadge: true }}>
        <CaptchaField label="Confirm that you are not a robot" onChange={jest.fn()} load={load} />
      </CaptchaOptionsProvider>,
    );
    expect(JSON.parse(container.querySelector('altcha-widget')?.getAttribute('configuration') ?? '{}')).toEqual({ hideFooter: true, hideLogo: true });
    expect(screen.getByRole('group', { name: 'Confirm that you are not a robot' })).toHaveTextContent(notice);
  });
});
