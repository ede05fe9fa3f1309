import { act, render, screen } from '@testing-library/react';
import { useHashLocation } from './use-hash-location';

function Where() {
  const { path, query } = useHashLocation();
  return <p>{`${path}|${query.get('id') ?? ''}`}</p>;
}

afterEach(() => {
  window.location.hash = '';
});

describe('useHashLocation', () => {
  it('follows hash changes', async () => {
    render(<Where />);
    expect(screen.getByText('/|')).toBeInTheDocument();
    await act(async () => {
      window.location.hash = '#/job?id=7';
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    expect(screen.getByText('/job|7')).toBeInTheDocument();
  });
});
