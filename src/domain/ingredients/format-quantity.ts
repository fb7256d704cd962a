import { formatQuantity as formatWithLibrary } from 'format-quantity';

/** 1.5 → "1 1/2", 0.333 → "1/3"; whole numbers stay as they are. */
export function formatQuantity(quantity: number): string {
  return formatWithLibrary(quantity) ?? String(quantity);
}
