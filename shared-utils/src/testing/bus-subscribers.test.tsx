import { render } from '@testing-library/react';
import { useEffect } from 'react';
import type { Subscription } from 'rxjs';
import { auth$, authEvents$, dialog$, site$ } from '../bus/streams';
import { useEvent, useStream } from '../bus/hooks';
import { busSubscriberCounts } from './bus-subscribers';

function Reader() {
  useStream(site$);
  useStream(auth$);
  useEvent(dialog$, () => undefined);
  useEvent(authEvents$, () => undefined);
  return null;
}

/** Subscribes without an unsubscribe on unmount: the leak the counts are there to show (the test ends it). */
const leaked: Subscription[] = [];
function Leaky() {
  useEffect(() => {
    leaked.push(auth$.subscribe(() => undefined));
  }, []);
  return null;
}

describe('busSubscriberCounts', () => {
  it('counts every stream of the bus by name (dialog$ feeds openDialog$ from the start)', () => {
    const counts = busSubscriberCounts();
    expect(Object.keys(counts).sort()).toEqual(['auth$', 'authEvents$', 'dialog$', 'openDialog$', 'site$', 'student$', 'ui$', 'unreadNotices$']);
    expect(counts['dialog$']).toBeGreaterThanOrEqual(1);
  });

  it('rises by one a stream while a component using the hooks is mounted, and is back at the start after unmount', () => {
    const start = busSubscriberCounts();
    const first = render(<Reader />);
    const second = render(<Reader />);
    const mounted = busSubscriberCounts();
    for (const name of ['site$', 'auth$', 'dialog$', 'authEvents$']) expect(mounted[name]).toBe(start[name] + 2);
    expect(mounted['student$']).toBe(start['student$']);
    first.unmount();
    second.unmount();
    expect(busSubscriberCounts()).toEqual(start);
  });

  it('shows a subscription that outlives its component', () => {
    const start = busSubscriberCounts();
    render(<Leaky />).unmount();
    expect(busSubscriberCounts()['auth$']).toBe(start['auth$'] + 1);
    leaked.forEach((s) => s.unsubscribe());
    expect(busSubscriberCounts()).toEqual(start);
  });
});
