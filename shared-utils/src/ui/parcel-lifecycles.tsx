import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaFailed } from './area-failed';

/**
 * A parcel's single-spa lifecycles around its root component. Built here so the page holds one copy of
 * single-spa-react (not one per parcel), and so every parcel that throws shows the same small error in its
 * own area while the rest of the page works (ARCHITECTURE §3 "Failure isolation").
 */
export function parcelLifecycles(rootComponent: () => React.ReactElement | null): ReturnType<typeof singleSpaReact> {
  return singleSpaReact({ React, ReactDOMClient, rootComponent, errorBoundary: () => <AreaFailed /> });
}
