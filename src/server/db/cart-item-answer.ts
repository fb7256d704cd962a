import { ZCartSectionSchema, type TCartItem, type TCartItemResponse } from '../../domain/cart.ts';
import type { cartItem } from './schema.ts';

// Presenting a cart row: the cart, put-away (shopping list) and cooked-it (meal plan) answer the same shape.

export type TCartItemRow = typeof cartItem.$inferSelect;

export function toCartItem(row: Pick<TCartItemRow, 'id' | 'name' | 'useBy' | 'quantity' | 'unit'>): TCartItem {
  return { id: row.id, name: row.name, useBy: row.useBy ?? null, quantity: row.quantity ?? null, unit: row.unit ?? null };
}

export function toCartItemResponse(row: TCartItemRow): TCartItemResponse {
  return { ...toCartItem(row), section: ZCartSectionSchema.parse(row.section) };
}
