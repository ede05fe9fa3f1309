import { addErrorHandler, getAppNames, registerApplication, triggerAppChange, type LifeCycles } from 'single-spa';
import { findRoute, hashPath, isOwnedBy, isWholePage, openDialog$, type ParcelName, type SiteState } from '@campus/shared-utils';
import { areaFor, clearAreaError, showAreaError } from './app-areas';

type AppSpec = {
  name: string;
  module: string;
  /** named export holding the lifecycles, when the module has more than one application */
  pick?: string;
  area: HTMLElement;
  active: (location: Location) => boolean;
};

function load(spec: AppSpec): () => Promise<LifeCycles> {
  return async () => {
    try {
      const mod = await System.import(spec.module);
      clearAreaError(spec.area);
      return (spec.pick ? mod[spec.pick] : mod) as LifeCycles;
    } catch (error) {
      showAreaError(spec.area);
      throw error;
    }
  };
}

export const HEADER_APP = '@campus/mf-header/header';

/** The applications a display mode shows, with activity functions derived from the route table. */
export function appSpecs(site: SiteState, authWanted: () => boolean): AppSpec[] {
  // The landing and organiser login pages are whole pages of mf-home; only the hand-off route stays with mf-auth.
  const fullPage = site.status === 'ready' && isWholePage(site.mode);
  const route = (l: Location) => findRoute(hashPath(l.hash));
  const owned = (p: ParcelName) => (l: Location) => !fullPage && isOwnedBy(p, l.hash);
  return [
    { name: HEADER_APP, module: '@campus/mf-header', pick: 'header', area: areaFor('app-header'), active: (l) => !fullPage && !route(l)?.hideHeader },
    { name: '@campus/mf-home', module: '@campus/mf-home', area: areaFor('app-mf-home'), active: (l) => (fullPage ? !isOwnedBy('mf-auth', l.hash) : isOwnedBy('mf-home', l.hash)) },
    { name: '@campus/mf-auth', module: '@campus/mf-auth', area: areaFor('app-mf-auth'), active: (l) => isOwnedBy('mf-auth', l.hash) || authWanted() },
    { name: '@campus/mf-student', module: '@campus/mf-student', area: areaFor('app-mf-student'), active: owned('mf-student') },
    { name: '@campus/mf-content', module: '@campus/mf-content', area: areaFor('app-mf-content'), active: owned('mf-content') },
    { name: '@campus/mf-header/footer', module: '@campus/mf-header', pick: 'footer', area: areaFor('app-footer'), active: (l) => !fullPage && !route(l)?.hideFooter },
  ];
}

/** Registers every application; mf-auth also wakes up when any parcel asks for a dialog. */
export function registerApps(site: SiteState): void {
  let authWanted = false;
  const specs = appSpecs(site, () => authWanted);
  openDialog$.subscribe((request) => {
    if (request && !authWanted) {
      authWanted = true;
      void triggerAppChange();
    }
  });
  for (const spec of specs) {
    registerApplication({ name: spec.name, app: load(spec), activeWhen: spec.active, customProps: { domElement: spec.area } });
  }
  // A parcel that throws while mounting is marked broken by single-spa; show it in its place.
  addErrorHandler((error) => {
    const spec = specs.find((s) => s.name === error.appOrParcelName);
    if (spec) showAreaError(spec.area);
    console.error(error);
  });
  if (getAppNames().length !== specs.length) throw new Error('applications registered twice');
}
