import { act } from '@testing-library/react';
import { afterEach } from 'vitest';

// The browser's network state in a DOM test: navigator.onLine and the `online`/`offline` events,
// as the browser changes them when the network goes and comes back. Online again after each test.

let online = true;
let installed = false;

function install(): void {
  if (installed) return;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  installed = true;
}

/** Takes the page offline or back online, with the event the browser fires. */
export function setBrowserOnline(next: boolean): void {
  install();
  act(() => {
    online = next;
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

afterEach(() => {
  if (installed && !online) setBrowserOnline(true);
});
