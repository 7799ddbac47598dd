import { CHART_FONT_FALLBACK, chartFontFamily, loadChartFont } from './chartFont';

describe('chart text in the bundled Tamil font (issue 27: empty boxes where the device has no Tamil font)', () => {
  it("uses the page's own font family", () => {
    const element = document.createElement('canvas');
    element.style.fontFamily = "'Baloo Thambi 2', sans-serif";
    document.body.append(element);
    expect(chartFontFamily(element)).toContain('Baloo Thambi 2');
  });

  it('falls back to Noto Sans Tamil when no family is set', () => {
    expect(chartFontFamily(null)).toBe(CHART_FONT_FALLBACK);
    expect(CHART_FONT_FALLBACK).toMatch(/^'Noto Sans Tamil'/);
  });

  it('loads the faces that cover the Tamil labels before drawing, and never fails the chart', async () => {
    const load = jest.fn().mockResolvedValue([]);
    await loadChartFont({ load }, CHART_FONT_FALLBACK, 'சொல் தேடல் · முன்பே உருவானவை');
    expect(load).toHaveBeenCalledWith(`12px ${CHART_FONT_FALLBACK}`, 'சொல் தேடல் · முன்பே உருவானவை');
    await expect(loadChartFont({ load: jest.fn().mockRejectedValue(new Error('offline')) }, CHART_FONT_FALLBACK, 'அ')).resolves.toBeUndefined();
  });
});
