/** docs/requirements.md §9: "Currency myr; price format 'RM n', or 'Free' at 0." */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return 'Free';
  return Number.isInteger(amount) ? `RM ${amount}` : `RM ${amount.toFixed(2)}`;
}

/** WooCommerce sends money as strings ('120.00', '' when unset); anything unreadable is no price. */
export function parseMoney(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export interface EffectivePrice {
  price: number;
  /** the regular price, present only while a lower sale price applies */
  originalPrice?: number;
}

/** docs/requirements.md §9: "Prices and stock come from the store at runtime (sale price preferred; original price kept)." */
export function effectivePrice(regular: string | number | null | undefined, sale: string | number | null | undefined): EffectivePrice {
  const r = parseMoney(regular) ?? 0;
  const s = parseMoney(sale);
  if (s !== undefined && s < r) return { price: s, originalPrice: r };
  return { price: r };
}

/** Ringgit to sen (the smallest unit payment providers count in), without float drift. */
export const toSen = (ringgit: number): number => Math.round(ringgit * 100);
export const fromSen = (sen: number): number => sen / 100;
