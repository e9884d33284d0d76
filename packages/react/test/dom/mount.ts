/// <reference lib="dom" />
/**
 * Mounting React elements in the DOM test environment (happy-dom), in React's `act`, on whichever
 * React the project runs (19, or 18 in the `react-18` project).
 *
 * @module
 */
import { act, createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A mounted element: its container, a re-render and the unmount. */
export interface Mounted {
  container: HTMLElement;
  render(element: ReactElement): Promise<void>;
  unmount(): Promise<void>;
}

/** Mounts `element` into a new `<div>` of the document. */
export async function mount(element: ReactElement): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root: Root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    async render(next) {
      await act(async () => root.render(next));
    },
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Runs `fn` (a change of a store, a click) in `act`, so that React has drawn it when it returns. */
export async function inAct(fn: () => unknown): Promise<void> {
  await act(async () => {
    await fn();
  });
}

/** Waits, in `act`, until `check` holds (every 5 ms, at most `timeoutMs`). */
export async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

/**
 * A component that calls `hook` and hands what it returned to `seen` on each render: the hooks'
 * results, as a component sees them.
 */
export function probe<T>(hook: () => T, seen: (value: T) => void): ReactElement {
  function Probe(): null {
    seen(hook());
    return null;
  }
  return createElement(Probe);
}
