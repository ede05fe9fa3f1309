import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaFailed } from '@campus/shared-utils';
import { StudentApp } from './app/student-app';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: StudentApp,
  errorBoundary: () => <AreaFailed />,
});
