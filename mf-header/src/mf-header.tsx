import { parcelLifecycles } from '@campus/shared-utils';
import { FooterApp } from './app/footer-app';
import { HeaderApp } from './app/header-app';

/** The header above every page that shows one (root config mounts it into the `<header>` area). */
export const header = parcelLifecycles(HeaderApp);

/** The footer below every page that shows one (mounted into the `<footer>` area). */
export const footer = parcelLifecycles(FooterApp);
