import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import styles from '../common/boards.module.css';
import { chartFontFamily, loadChartFont } from './chartFont';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

/**
 * A chart.js chart with its data also as a table: the canvas is an image to assistive
 * technology (labelled with a one-line summary) and the table, one click away, is the text
 * alternative anyone can read or copy.
 */
export function ChartFigure({
  title,
  summary,
  type,
  labels,
  series,
  testId,
}: {
  title: string;
  summary: string;
  type: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  testId: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return undefined;
    const family = chartFontFamily(element);
    const font = { family };
    const config: ChartConfiguration<'line' | 'bar'> = {
      type,
      data: { labels, datasets: series.map((s) => ({ label: s.label, data: s.values, borderColor: s.color, backgroundColor: s.color, tension: 0.25 })) },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        // the bundled Tamil font, not the device's (which may have no Tamil at all)
        scales: { x: { ticks: { font } }, y: { beginAtZero: true, ticks: { font } } },
        plugins: {
          legend: { display: series.length > 1, labels: { font } },
          tooltip: { titleFont: font, bodyFont: font },
        },
      },
    };
    let chart: Chart | undefined;
    let live = true;
    void loadChartFont(typeof document === 'undefined' ? undefined : document.fonts, family, [...labels, ...series.map((s) => s.label)].join(' ')).then(() => {
      if (live) chart = new Chart(context, config);
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [type, labels, series]);
  return (
    <figure className={styles.section} data-testid={testId}>
      <figcaption className={styles.sectionTitle}>{title}</figcaption>
      <div style={{ position: 'relative', height: 240 }}>
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      <details>
        <summary style={{ minHeight: 44, padding: '0.7rem 0', boxSizing: 'border-box', cursor: 'pointer' }}>{t('performance.showTable')}</summary>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={title}>
          <table className={styles.table} data-testid={`${testId}-table`}>
            <caption className={styles.visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('performance.label')}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className={styles.num}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={`${label}-${i}`}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.label} className={styles.num}>
                      {s.values[i] ?? '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
