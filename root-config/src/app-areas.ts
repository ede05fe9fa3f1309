import { AREA_FAILED_TEXT, dropFirstView } from '@campus/shared-utils';

/** The element an application mounts into: header and footer have fixed places, each parcel a box in <main>. */
export function areaFor(id: string): HTMLElement {
  const existing = document.getElementById(id);
  if (existing) return existing;
  const box = document.createElement('div');
  box.id = id;
  document.getElementById('app-main')?.appendChild(box);
  return box;
}

const ERROR_CLASS = 'area-error';

/** Shows a small error in place of an application that failed to load or mount. */
export function showAreaError(area: HTMLElement): void {
  // the server's first view of the home goes too: no image of a page that is not there
  dropFirstView();
  if (area.previousElementSibling?.classList.contains(ERROR_CLASS)) return;
  const note = document.createElement('p');
  note.className = ERROR_CLASS;
  note.setAttribute('role', 'alert');
  note.textContent = AREA_FAILED_TEXT;
  area.before(note);
}

export function clearAreaError(area: HTMLElement): void {
  const prev = area.previousElementSibling;
  if (prev?.classList.contains(ERROR_CLASS)) prev.remove();
}

/**
 * index.html holds the header's place with an empty bar so the page does not jump when the header
 * mounts (mounting replaces it). Where no header shows, the bar goes.
 */
export function dropHeaderShell(headerMounted: boolean): void {
  if (!headerMounted) document.querySelector('#app-header > .shell-header')?.remove();
}
