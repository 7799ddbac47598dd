import type { Preferences } from '@app/shared';

export const FONT_SIZE_MIN = 14;
export const FONT_SIZE_MAX = 24;
export const FONT_SIZE_STEP = 1;
export const DEFAULT_FONT: Preferences = { fontFamily: 'noto-sans-tamil', fontSize: 16 };

/** Each option's label is drawn in its own face, so the choice is visible before choosing it. */
export const FONT_FAMILIES: { id: Preferences['fontFamily']; name: string; stack: string }[] = [
  { id: 'noto-sans-tamil', name: 'Noto Sans Tamil', stack: "'Noto Sans Tamil', system-ui, sans-serif" },
  { id: 'baloo-thambi-2', name: 'Baloo Thambi 2', stack: "'Baloo Thambi 2 Variable', 'Baloo Thambi 2', 'Noto Sans Tamil', system-ui, sans-serif" },
  // Noto Sans Tamil after system-ui: only for glyphs the device font lacks, so Tamil never shows as boxes.
  { id: 'system', name: 'System', stack: "system-ui, 'Noto Sans Tamil', sans-serif" },
];

export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return DEFAULT_FONT.fontSize;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(size)));
}
