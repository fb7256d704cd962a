import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { readThemeColor, useIsDarkTheme } from '../../../lib/theme.ts';

// Only the parts these charts draw, so the chunk stays small; this file loads with the Analytics tab only.
Chart.register(LineController, BarController, LineElement, BarElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** `color` is a theme token ('--color-primary'), read when the chart draws. */
export type TTrendSeries = { label: string; values: number[]; color: string };

type TTrendChartProps = {
  title: string;
  kind: 'line' | 'bar';
  labels: string[];
  series: TTrendSeries[];
  isStacked?: boolean;
};

/** One chart with its numbers also in a table for screen readers and keyboard users. */
export function TrendChart({ title, kind, labels, series, isStacked = false }: TTrendChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Canvas pixels do not follow CSS: the chart is drawn again in the other palette when the theme changes.
  const isDark = useIsDarkTheme();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const textColor = readThemeColor('--color-text-muted');
    const gridColor = readThemeColor('--color-border');
    const chart = new Chart(canvas, {
      type: kind,
      data: {
        labels,
        datasets: series.map((item) => {
          const color = readThemeColor(item.color);
          return {
            label: item.label,
            data: item.values,
            borderColor: color,
            backgroundColor: color,
            pointRadius: labels.length > 40 ? 0 : 2,
            tension: 0.25,
          };
        }),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        color: textColor,
        plugins: { legend: { display: series.length > 1, labels: { color: textColor } } },
        scales: {
          x: { stacked: isStacked, ticks: { maxTicksLimit: 8, color: textColor }, grid: { color: gridColor } },
          y: { stacked: isStacked, beginAtZero: true, ticks: { precision: 0, color: textColor }, grid: { color: gridColor } },
        },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, isStacked, isDark]);

  return (
    <figure className="trend-chart">
      <figcaption className="trend-chart__title">{title}</figcaption>
      <div className="trend-chart__canvas">
        <canvas ref={canvasRef} role="img" aria-label={`${title} chart; the numbers are in the table below it`} />
      </div>
      <details className="trend-chart__data">
        <summary>Show data</summary>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((item) => (
                <th key={item.label} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((item) => (
                  <td key={item.label}>{item.values[index] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
