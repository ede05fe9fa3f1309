import { act, renderHook } from '@testing-library/react';
import { useIdle } from './use-idle';

describe('useIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('turns true at the browser\'s first idle moment, at most 2 s late, and cancels on unmount', () => {
    const calls: { run: () => void; timeout?: number }[] = [];
    const cancelled: number[] = [];
    window.requestIdleCallback = ((run: () => void, options?: { timeout?: number }) => calls.push({ run, timeout: options?.timeout })) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = (handle: number) => void cancelled.push(handle);
    const { result, unmount } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.timeout).toBe(2000);
    act(() => calls[0]!.run());
    expect(result.current).toBe(true);
    unmount();
    // a second one unmounted before its idle moment gives its callback back
    const second = renderHook(() => useIdle());
    second.unmount();
    expect(calls).toHaveLength(2);
    expect(cancelled).toContain(2);
  });

  it('waits for the first view to be mounted (.booting dropped) before it asks for the idle moment', async () => {
    const calls: (() => void)[] = [];
    window.requestIdleCallback = ((run: () => void) => calls.push(run)) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => undefined;
    document.documentElement.classList.add('booting');
    try {
      const { result, unmount } = renderHook(() => useIdle());
      expect(calls).toHaveLength(0);
      await act(async () => {
        document.documentElement.classList.remove('booting');
        await Promise.resolve();
      });
      expect(calls).toHaveLength(1);
      act(() => calls[0]!());
      expect(result.current).toBe(true);
      unmount();
    } finally {
      document.documentElement.classList.remove('booting');
    }
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
