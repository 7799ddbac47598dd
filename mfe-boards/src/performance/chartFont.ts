/**
 * Chart text is drawn on a canvas, which does not make the browser fetch a web font: where the
 * device has no Tamil font, labels were empty boxes (issue 27). The chart uses the app's own
 * font family (the bundled Noto Sans Tamil, or the reader's choice) and waits until the faces
 * that cover its labels are loaded.
 */
export const CHART_FONT_FALLBACK = "'Noto Sans Tamil', system-ui, sans-serif";

/** The family the page's text is set in (the app's --app-font), for the chart to use too. */
export function chartFontFamily(element: Element | null, view: Pick<Window, 'getComputedStyle'> | undefined = globalThis.window): string {
  const family = element && view ? view.getComputedStyle(element).fontFamily : '';
  return family && family.trim() ? family : CHART_FONT_FALLBACK;
}

/**
 * Loads the faces of `family` that cover `text` (a font split by unicode-range loads only the
 * ranges asked for); resolves either way, so a chart is drawn even when a font cannot load.
 */
export async function loadChartFont(fonts: Pick<FontFaceSet, 'load'> | undefined, family: string, text: string, sizePx = 12): Promise<void> {
  if (!fonts) return;
  try {
    await fonts.load(`${sizePx}px ${family}`, text || 'அ');
    await fonts.load(`bold ${sizePx}px ${family}`, text || 'அ');
  } catch {
    // drawn with whatever font is there
  }
}
