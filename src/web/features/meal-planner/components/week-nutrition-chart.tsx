import { BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement } from 'chart.js';
import { useEffect, useRef } from 'react';
import { readThemeColor, useIsDarkTheme } from '../../../lib/theme.ts';

// Only what this chart draws, so its chunk stays small; loaded lazily by week-nutrition.tsx.
Chart.register(BarController, LineController, BarElement, LineElement, PointElement, CategoryScale, LinearScale);

/** Bars of the week's calories and a line at the goal. The table beside it carries the same figures in words. */
export function WeekNutritionChart({ labels, values, goal }: { labels: string[]; values: number[]; goal: number | null }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isDark = useIsDarkTheme();
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const textColor = readThemeColor('--color-text-muted');
    const gridColor = readThemeColor('--color-border');
    const barColor = readThemeColor('--color-primary');
    const goalColor = readThemeColor('--color-accent');
    const chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { type: 'bar', label: 'Calories', data: values, backgroundColor: barColor, borderColor: barColor },
          ...(goal === null
            ? []
            : [
                {
                  type: 'line' as const,
                  label: 'Goal',
                  data: labels.map(() => goal),
                  borderColor: goalColor,
                  backgroundColor: goalColor,
                  pointRadius: 0,
                  borderDash: [6, 4],
                },
              ]),
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: {
          x: { ticks: { color: textColor }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { precision: 0, color: textColor, maxTicksLimit: 5 }, grid: { color: gridColor } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, values, goal, isDark]);
  return <canvas ref={canvasRef} />;
}
