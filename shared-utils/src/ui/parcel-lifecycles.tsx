import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaFailed } from './area-failed';

type RootComponent = () => React.ReactElement | null;

/**
 * A parcel's single-spa lifecycles around its root component. Built here so the page holds one copy of
 * single-spa-react (not one per parcel), and so every parcel that throws shows the same small error in its
 * own area while the rest of the page works (ARCHITECTURE §3 "Failure isolation").
 *
 * `root` is the component, or `{ load }`: a loader of it from its own chunk, whose stylesheet the parcel's
 * runtime has loaded when the promise resolves, so the first render is styled (a parcel whose CSS is
 * extracted keeps its entry free of CSS this way: scripts/build/parcels.mjs).
 */
export function parcelLifecycles(root: RootComponent | { load: () => Promise<RootComponent> }): ReturnType<typeof singleSpaReact> {
  const common = { React, ReactDOMClient, errorBoundary: () => <AreaFailed /> };
  if (typeof root === 'function') return singleSpaReact({ ...common, rootComponent: root });
  return singleSpaReact({ ...common, loadRootComponent: root.load });
}
