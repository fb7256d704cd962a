import { useSyncExternalStore } from 'react';

// Whether the cart panel is open: the navbar button and /create open it, the app shell renders it.
// A tiny store rather than context so neither of them imports the other.

let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (next === isOpen) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export function openCartPanel() {
  setOpen(true);
}

export function closeCartPanel() {
  setOpen(false);
}

export function toggleCartPanel() {
  setOpen(!isOpen);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useIsCartPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}
