import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaFailed, site$ } from '@campus/shared-utils';
import { HomeApp } from './app/home-app';
import { warmStart } from './app/warm-start';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: HomeApp,
  errorBoundary: () => <AreaFailed />,
});

/** Bootstrap first starts the page's chunk and first call (warm-start.ts), then React's own bootstrap. */
export const bootstrap: [() => Promise<void>, typeof lifecycles.bootstrap] = [(): Promise<void> => warmStart(site$.getValue()), lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;
