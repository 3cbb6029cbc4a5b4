import { createElement, type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './error-boundary';

/** When an island comes to life: at once, when scrolled near, when the browser is idle, or on first touch. */
export type HydrateWhen = 'load' | 'visible' | 'idle' | 'interaction';

/** The spec's idle-callback timeout. */
export const IDLE_TIMEOUT_MS = 5000;

function onIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
}

function onVisible(element: Element, run: () => void): void {
  if (!('IntersectionObserver' in window)) {
    onIdle(run);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
}

function onInteraction(element: Element, run: () => void): void {
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const start = () => {
    for (const type of events) element.removeEventListener(type, start);
    run();
  };
  for (const type of events) element.addEventListener(type, start, { once: true, passive: true });
}

/** Schedules `run` once, at the first of the moments listed. */
function schedule(element: Element, when: HydrateWhen[], run: () => void): void {
  let done = false;
  const once = () => {
    if (!done) {
      done = true;
      run();
    }
  };
  for (const moment of when) {
    if (moment === 'load') once();
    else if (moment === 'idle') onIdle(once);
    else if (moment === 'visible') onVisible(element, once);
    else onInteraction(element, once);
  }
}

/**
 * Marks its island live, for styles that depend on it and for tests, once React has committed it:
 * `hydrateRoot` only schedules the work, so marking it then would say so too early.
 */
function Live({ element, children }: { element: HTMLElement; children?: ReactNode }): ReactNode {
  useEffect(() => {
    element.dataset.hydrated = '';
  }, [element]);
  return children;
}

/** Finds this island's server-rendered markers and hydrates each with its JSON props. */
export function hydrateIslands<P extends object>(name: string, component: ComponentType<P>, when: HydrateWhen[]): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? '{}') as P;
    schedule(element, when, () => {
      const island = createElement(ErrorBoundary, null, createElement(component, props));
      hydrateRoot(element, createElement(Live, { element }, island));
    });
  }
}
