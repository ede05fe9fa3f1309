import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { useEvent, useStream } from './hooks';

function Counter({ s$ }: { s$: BehaviorSubject<number> }) {
  const value = useStream(s$);
  return <output>{value}</output>;
}

describe('useStream', () => {
  it('renders the current value and re-renders on next', () => {
    const s$ = new BehaviorSubject(1);
    render(<Counter s$={s$} />);
    expect(screen.getByRole('status')).toHaveTextContent('1');
    act(() => s$.next(2));
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('unsubscribes on unmount', () => {
    const s$ = new BehaviorSubject(1);
    const { unmount } = render(<Counter s$={s$} />);
    expect(s$.observed).toBe(true);
    unmount();
    expect(s$.observed).toBe(false);
  });
});

function Listener({ e$, onEvent }: { e$: Subject<string>; onEvent: (e: string) => void }) {
  useEvent(e$, onEvent);
  return null;
}

describe('useEvent', () => {
  it('handles each event while mounted and stops after unmount', () => {
    const e$ = new Subject<string>();
    const seen: string[] = [];
    const onEvent = (e: string) => seen.push(e);
    const { unmount } = render(<Listener e$={e$} onEvent={onEvent} />);
    e$.next('a');
    e$.next('b');
    unmount();
    e$.next('c');
    expect(seen).toEqual(['a', 'b']);
    expect(e$.observed).toBe(false);
  });
});

describe('useEvent with a new handler each render', () => {
  it('keeps its one subscription and calls the latest handler', () => {
    const e$ = new Subject<string>();
    const subscribe = jest.spyOn(e$, 'subscribe');
    const first: string[] = [];
    const second: string[] = [];
    const { rerender } = render(<Listener e$={e$} onEvent={(e) => first.push(e)} />);
    e$.next('a');
    rerender(<Listener e$={e$} onEvent={(e) => second.push(e)} />);
    e$.next('b');
    expect(first).toEqual(['a']);
    expect(second).toEqual(['b']);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});
