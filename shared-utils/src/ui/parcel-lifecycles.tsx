import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaFailed } from './area-failed';

type RootComponent = () => React.ReactElement | null;

/**
 * react-dom's client as single-spa-react uses it, with every render of a parcel's root as a transition: React
 * then renders in slices of about 5 ms and lets the browser paint and answer input between them, where a plain
 * `render` is one task per mount (150 ms and more on a throttled phone, all of it blocking time after the
 * server's first paint). Nothing shows half-done: a transition commits the whole tree at once, and until then
 * the server's first view and the header's shell stay in place. single-spa never unmounts a parcel whose mount
 * has not finished (single-spa-react finishes it when the tree commits), so no render is cut short unseen.
 */
const slicedClient = {
  createRoot(container: Element) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (element: React.ReactNode) => React.startTransition(() => root.render(element)),
      unmount: () => root.unmount(),
    };
  },
};

/**
 * A parcel's single-spa lifecycles around its root component. Built here so the page holds one copy of
 * single-spa-react (not one per parcel), and so every parcel that throws shows the same small error in its
 * own area while the rest of the page works (docs/architecture.md §3 "Failure isolation").
 *
 * `root` is the component, or `{ load }`: a loader of it from its own chunk, whose stylesheet the parcel's
 * runtime has loaded when the promise resolves, so the first render is styled (a parcel whose CSS is
 * extracted keeps its entry free of CSS this way: scripts/build/parcels.mjs).
 */
export function parcelLifecycles(root: RootComponent | { load: () => Promise<RootComponent> }): ReturnType<typeof singleSpaReact> {
  const common = { React, ReactDOMClient: slicedClient, errorBoundary: () => <AreaFailed /> };
  if (typeof root === 'function') return singleSpaReact({ ...common, rootComponent: root });
  return singleSpaReact({ ...common, loadRootComponent: root.load });
}
