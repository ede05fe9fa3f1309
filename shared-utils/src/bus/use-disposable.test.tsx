import { render } from '@testing-library/react';
import { useDisposable } from './use-disposable';

function Probe({ create }: { create: () => { dispose(): void } }) {
  useDisposable(create);
  return null;
}

it('creates once per mount and disposes on unmount', () => {
  const dispose = jest.fn();
  const create = jest.fn(() => ({ dispose }));
  const { rerender, unmount } = render(<Probe create={create} />);
  rerender(<Probe create={create} />);
  expect(create).toHaveBeenCalledTimes(1);
  expect(dispose).not.toHaveBeenCalled();
  unmount();
  expect(dispose).toHaveBeenCalledTimes(1);
});
