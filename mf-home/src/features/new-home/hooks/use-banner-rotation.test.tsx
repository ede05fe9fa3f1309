import { act, renderHook } from '@testing-library/react';
import { useBannerRotation } from './use-banner-rotation';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useBannerRotation', () => {
  it('moves to the next slide every 3 s and wraps around', () => {
    const { result } = renderHook(() => useBannerRotation(3));
    expect(result.current.index).toBe(0);
    advance(2999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(3000);
    expect(result.current.index).toBe(2);
    advance(3000);
    expect(result.current.index).toBe(0);
  });

  it('after a manual pick waits 5 s, then goes back to 3 s', () => {
    const { result } = renderHook(() => useBannerRotation(5));
    advance(2000);
    act(() => result.current.pick(3));
    expect(result.current.index).toBe(3);
    advance(3000);
    expect(result.current.index).toBe(3);
    advance(1999);
    expect(result.current.index).toBe(3);
    advance(1);
    expect(result.current.index).toBe(4);
    // the slower rotation held for 5 s: now every 3 s again
    advance(2999);
    expect(result.current.index).toBe(4);
    advance(1);
    expect(result.current.index).toBe(0);
    advance(3000);
    expect(result.current.index).toBe(1);
  });

  it('restarts the 5 s hold with each pick', () => {
    const { result } = renderHook(() => useBannerRotation(5));
    act(() => result.current.pick(1));
    advance(4000);
    act(() => result.current.pick(2));
    advance(4999);
    expect(result.current.index).toBe(2);
    advance(1);
    expect(result.current.index).toBe(3);
  });

  it('does not rotate one slide, ignores picks out of range, and stops its timer on unmount', () => {
    const single = renderHook(() => useBannerRotation(1));
    advance(10_000);
    expect(single.result.current.index).toBe(0);
    const { result, unmount } = renderHook(() => useBannerRotation(3));
    act(() => result.current.pick(7));
    expect(result.current.index).toBe(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
