import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaFailed } from '@campus/shared-utils';
import { ContentApp } from './app/content-app';
import { preloadRoute } from './app/router';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ContentApp,
  errorBoundary: () => <AreaFailed />,
});

export const { bootstrap, unmount } = lifecycles;
// The page's chunk first (from the cache once the idle prefetch has fetched it), then React: its first render
// shows the page instead of a loading state (issue 15).
export const mount = [(): Promise<void> => preloadRoute(window.location.hash), lifecycles.mount];
