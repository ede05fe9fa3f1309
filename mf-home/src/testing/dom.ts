/**
 * Browser APIs jsdom lacks, for mf-home's tests: a controllable IntersectionObserver (tests make an
 * observed element "near"), and inert stand-ins for ResizeObserver and matchMedia (embla needs them).
 */
import { act } from '@testing-library/react';

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  get rootMargin(): string {
    return this.options.rootMargin ?? '';
  }

  observe(target: Element): void {
    this.targets.add(target);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.disconnected = true;
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element as intersecting (or not). */
  fire(isIntersecting = true): void {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as unknown as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }

  /** Reports every observed element as out of sight above the viewport: the page was scrolled past it. */
  firePassed(): void {
    const rootBounds = { top: 0, bottom: 800, left: 0, right: 390, height: 800, width: 390 } as DOMRectReadOnly;
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: false, intersectionRatio: 0, rootBounds, boundingClientRect: { top: -900, bottom: -880 } }) as unknown as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }

  /** The live observers with this root margin (embla's own observers have none). */
  static live(rootMargin: string): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.instances.filter((o) => !o.disconnected && o.rootMargin === rootMargin && o.targets.size > 0);
  }

  static reset(): void {
    FakeIntersectionObserver.instances = [];
  }
}

class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** Installs the stand-ins for the test file (call at the top level). */
export function installDomStubs(): void {
  beforeAll(() => {
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver, ResizeObserver: InertResizeObserver });
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver, ResizeObserver: InertResizeObserver });
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  beforeEach(() => FakeIntersectionObserver.reset());
}

/** The margins the home uses: the infinite scroll (300 px, spec §9) and the below-the-fold loading. */
export const NEAR_BOTTOM_MARGIN = '0px 0px 300px 0px';
export const BELOW_FOLD_MARGIN = '0px 0px 200px 0px';

/** Makes every element watched with this margin "near", as a scroll would. */
export function scrollNear(rootMargin: string): void {
  for (const observer of FakeIntersectionObserver.live(rootMargin)) observer.fire(true);
}
