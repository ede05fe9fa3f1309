import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaFailed } from '@campus/shared-utils';
import { FooterApp } from './app/footer-app';
import { HeaderApp } from './app/header-app';

/** The header above every page that shows one (root config mounts it into the `<header>` area). */
export const header = singleSpaReact({ React, ReactDOMClient, rootComponent: HeaderApp, errorBoundary: () => <AreaFailed /> });

/** The footer below every page that shows one (mounted into the `<footer>` area). */
export const footer = singleSpaReact({ React, ReactDOMClient, rootComponent: FooterApp, errorBoundary: () => <AreaFailed /> });
