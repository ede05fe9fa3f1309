import { parcelLifecycles } from '@campus/shared-utils';

// Each area's component is a chunk of its own: the entry holds no CSS (the build extracts it into the chunks'
// stylesheets, which load with them), and the server preloads the header's chunk with the page.

/** The header above every page that shows one (root config mounts it into the `<header>` area). */
export const header = parcelLifecycles({ load: () => import(/* webpackChunkName: "header-app" */ './app/header-app').then((m) => m.HeaderApp) });

/** The footer below every page that shows one (mounted into the `<footer>` area). */
export const footer = parcelLifecycles({ load: () => import(/* webpackChunkName: "footer-app" */ './app/footer-app').then((m) => m.FooterApp) });
