import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AREA_FAILED_TEXT } from './area-failed';
import { parcelLifecycles } from './parcel-lifecycles';

type Lifecycles = ReturnType<typeof parcelLifecycles>;
type Props = Parameters<Lifecycles['mount']>[0];

/** What single-spa hands a parcel's lifecycles: its name and the element of its area. */
function areaProps(name: string): Props & { domElement: HTMLElement } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { name, domElement, singleSpa: {}, mountParcel: jest.fn() } as unknown as Props & { domElement: HTMLElement };
}

// single-spa awaits each lifecycle as the page would: a mount finishes when its tree has committed, which
// act() would hold back until the mount had finished
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment }));
afterEach(() => document.body.replaceChildren());

it('mounts the root into its area, updates it, and leaves the area empty on unmount', async () => {
  const Root = ({ label }: { label?: string }): ReactElement => <h2>{label ?? '首页'}</h2>;
  const parcel = parcelLifecycles(Root as () => ReactElement);
  const props = areaProps('home');
  await parcel.bootstrap(props);
  await parcel.mount(props);
  expect(within(props.domElement).getByRole('heading')).toHaveTextContent('首页');
  await parcel.update!({ ...props, label: '职位' } as Props);
  // single-spa-react settles an update from its root's render, not its commit: a transition that yields between its
  // slices (a loaded machine) commits a moment later
  await waitFor(() => expect(within(props.domElement).getByRole('heading')).toHaveTextContent('职位'));
  await parcel.unmount(props);
  expect(props.domElement).toBeEmptyDOMElement();
});

it('loads a root from its chunk before the first render', async () => {
  const parcel = parcelLifecycles({ load: async () => () => <p>页脚</p> });
  const props = areaProps('footer');
  await parcel.bootstrap(props);
  await parcel.mount(props);
  expect(within(props.domElement).getByText('页脚')).toBeInTheDocument();
});

it('a root that throws shows the small error in its own area while the parcel beside it works', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = (): ReactElement => {
    throw new Error('boom');
  };
  const broken = parcelLifecycles(Broken);
  const working = parcelLifecycles(() => <p>页头</p>);
  const [a, b] = [areaProps('broken'), areaProps('header')];
  for (const [parcel, props] of [[broken, a], [working, b]] as const) {
    await parcel.bootstrap(props);
    await parcel.mount(props);
  }
  expect(within(a.domElement).getByRole('alert')).toHaveTextContent(AREA_FAILED_TEXT);
  expect(within(b.domElement).getByText('页头')).toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

it('renders in slices: the page gets its turns while a heavy parcel renders, not after it', async () => {
  // 40 rows of 3 ms each: one task of 120 ms if rendered in one go
  const Row = ({ n }: { n: number }): ReactElement => {
    const end = performance.now() + 3;
    while (performance.now() < end);
    return <li>{n}</li>;
  };
  const Heavy = (): ReactElement => <ul>{Array.from({ length: 40 }, (_, n) => <Row key={n} n={n} />)}</ul>;
  const parcel = parcelLifecycles(Heavy);
  const props = areaProps('heavy');
  await parcel.bootstrap(props);
  // the page's other work: a timer that comes back as often as the main thread lets it, until the rows show
  let turns = 0;
  const rendered = new Promise<void>((resolve) => {
    const tick = (): void => {
      if (props.domElement.querySelectorAll('li').length === 40) return resolve();
      turns += 1;
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  });
  await parcel.mount(props);
  await rendered;
  // rendered in one task, the timer would get one or two turns; in 5 ms slices it gets one between most of them
  expect(turns).toBeGreaterThanOrEqual(8);
  await parcel.unmount(props);
});
