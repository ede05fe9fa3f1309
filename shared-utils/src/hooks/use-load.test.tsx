import { act, render, screen } from '@testing-library/react';
import type { ApiResult } from '../api/result';
import { useLoad } from './use-load';
import { failed, ok } from '../testing/answers';

function Probe({ load, id }: { load: (id: string) => Promise<ApiResult<{ name: string }>>; id: string }) {
  const state = useLoad(() => load(id), id);
  return (
    <div>
      <p>{state.status === 'ready' ? state.data.name : state.status === 'failed' ? `${state.code} ${state.msg}` : 'loading'}</p>
      <button type="button" onClick={state.reload}>
        again
      </button>
    </div>
  );
}

describe('useLoad', () => {
  it('shows the answer of the latest key only', async () => {
    const resolvers: ((v: ApiResult<{ name: string }>) => void)[] = [];
    const load = jest.fn(() => new Promise<ApiResult<{ name: string }>>((resolve) => resolvers.push(resolve)));
    const { rerender } = render(<Probe load={load} id="a" />);
    rerender(<Probe load={load} id="b" />);
    await act(async () => resolvers[1]?.(ok({ name: 'B' })));
    await act(async () => resolvers[0]?.(ok({ name: 'A' })));
    expect(screen.getByText('B')).toBeInTheDocument();
  });

  it('reports a failure with its code, and reloads on request', async () => {
    const load = jest.fn<Promise<ApiResult<{ name: string }>>, [string]>().mockResolvedValueOnce(failed('不存在', 42001)).mockResolvedValueOnce(ok({ name: 'X' }));
    render(<Probe load={load} id="a" />);
    expect(await screen.findByText('42001 不存在')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'again' }).click());
    expect(await screen.findByText('X')).toBeInTheDocument();
  });
});
