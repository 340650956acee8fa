import { act, render, screen } from '@testing-library/react';
import { lazyDialog } from './lazy-dialog';

function Greeting({ open }: { open: boolean }) {
  return open ? <p role="status">Hello</p> : <p>Closed</p>;
}

describe('lazyDialog', () => {
  it('loads the dialog only once it first opens, and keeps it mounted after it closes', async () => {
    const load = jest.fn(async () => Greeting);
    const Dialog = lazyDialog(load);
    const { rerender, container } = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
    rerender(<Dialog open />);
    expect(await screen.findByRole('status')).toHaveTextContent('Hello');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => rerender(<Dialog open={false} />));
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });
});
