import { dropFirstView, dropFirstViewWhenLoaded, FIRST_VIEW_IMAGE } from './first-view';
import { FIRST_VIEW_ID } from './first-view-content';

const paintFirstView = () => document.body.appendChild(Object.assign(document.createElement('div'), { id: FIRST_VIEW_ID }));
const shown = () => document.getElementById(FIRST_VIEW_ID) !== null;

/** The images the page asked for, whose load the test decides. */
const images: HTMLImageElement[] = [];
const RealImage = window.Image;
beforeEach(() => {
  images.length = 0;
  window.Image = class extends RealImage {
    constructor() {
      super();
      images.push(this);
    }
  } as typeof Image;
});
afterEach(() => {
  window.Image = RealImage;
  document.getElementById(FIRST_VIEW_ID)?.remove();
});

describe('the server\'s first view', () => {
  it('goes when dropped, and dropping it again is harmless', () => {
    paintFirstView();
    dropFirstView();
    expect(shown()).toBe(false);
    expect(() => dropFirstView()).not.toThrow();
  });

  it('goes once the page\'s image has loaded, or at once when the browser holds it already', () => {
    paintFirstView();
    // still loading (jsdom loads no image: an <img> there is complete at once)
    FIRST_VIEW_IMAGE.ref(Object.defineProperty(document.createElement('img'), 'complete', { value: false }));
    expect(shown()).toBe(true);
    FIRST_VIEW_IMAGE.onLoad();
    expect(shown()).toBe(false);
    paintFirstView();
    FIRST_VIEW_IMAGE.ref(Object.defineProperty(document.createElement('img'), 'complete', { value: true }));
    expect(shown()).toBe(false);
  });

  it('goes once a background the page draws has loaded or failed, not before, and not after the page has left', () => {
    paintFirstView();
    dropFirstViewWhenLoaded('/static/home/old/hero.svg');
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['/static/home/old/hero.svg']);
    expect(shown()).toBe(true);
    images[0]!.dispatchEvent(new Event('error'));
    expect(shown()).toBe(false);

    paintFirstView();
    const cancel = dropFirstViewWhenLoaded('/static/home/old/hero.svg');
    cancel();
    images[1]!.dispatchEvent(new Event('load'));
    expect(shown()).toBe(true);
  });
});
