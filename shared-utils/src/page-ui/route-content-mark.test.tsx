import { performance as nodePerformance } from 'node:perf_hooks';
import { render } from '@testing-library/react';
import { ROUTE_CONTENT_MARK, useRouteContentMark } from './route-content-mark';

function Page({ ready }: { ready: boolean }) {
  useRouteContentMark('position-list', ready);
  return <p>{ready ? '职位' : '加载中'}</p>;
}

const marks = () => nodePerformance.getEntriesByName(`${ROUTE_CONTENT_MARK}position-list`, 'mark');

// jsdom's performance has no user timing; Node's is the same API the browser has
const jsdomPerformance = globalThis.performance;
beforeAll(() => Object.defineProperty(globalThis, 'performance', { value: nodePerformance, configurable: true }));
afterAll(() => Object.defineProperty(globalThis, 'performance', { value: jsdomPerformance, configurable: true }));

describe('useRouteContentMark', () => {
  beforeEach(() => nodePerformance.clearMarks());

  it('marks route-content:<name> once the content is ready, not while it loads', () => {
    const { rerender } = render(<Page ready={false} />);
    expect(marks()).toHaveLength(0);
    rerender(<Page ready />);
    expect(marks()).toHaveLength(1);
    // another render of the same content is not a new first content
    rerender(<Page ready />);
    expect(marks()).toHaveLength(1);
  });
});
