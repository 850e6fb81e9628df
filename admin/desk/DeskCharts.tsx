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
import { useEffect, useMemo, useRef } from 'react';

/**
 * The dashboard's charts. This module is loaded on demand (DeskStats.tsx imports it lazily), so
 * chart.js stays out of the console's first load; only the parts these two charts draw with are
 * registered, and the bundler leaves the rest of chart.js out.
 */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);
// The console's type (admin/theme.ts) and text colour; read from the page, so this chunk needs no MUI.
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
Chart.defaults.color = '#1d2733';

export interface ChartSeries {
  label: string;
  counts: number[];
  color: string;
}

const HEIGHT = 300;

/** Still charts for those who asked their system for less motion. */
const animation = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? (false as const) : { duration: 300 };

/** A canvas drawn by chart.js from `config`, redrawn when it changes; its label is its text alternative. */
function ChartCanvas({
  config,
  label,
  testId,
}: {
  config: ChartConfiguration<'bar' | 'line', Array<number | null>, string>;
  label: string;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height: HEIGHT }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId}>
        {label}
      </canvas>
    </div>
  );
}

/** Enquiries per week, stacked by the chosen breakdown. */
export function WeeklyChart({
  weeks,
  series,
  label,
}: {
  weeks: string[];
  series: ChartSeries[];
  label: string;
}) {
  const config = useMemo(
    (): ChartConfiguration<'bar', number[], string> => ({
      type: 'bar',
      data: {
        labels: weeks,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.counts,
          backgroundColor: s.color,
          borderColor: '#ffffff',
          borderWidth: 1,
        })),
      },
      options: {
        maintainAspectRatio: false,
        animation: animation(),
        plugins: { legend: { position: 'bottom' } },
        scales: {
          x: { stacked: true, grid: { display: false } },
          y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    }),
    [weeks, series],
  );
  return (
    <ChartCanvas
      config={config as ChartConfiguration<'bar' | 'line', number[], string>}
      label={label}
      testId="desk-weekly-chart"
    />
  );
}

/** The median first response per week in working hours, as bars, against the target as a dashed line. */
export function ResponseChart({
  weeks,
  medianHours,
  targetHours,
  names,
  formatHours,
  axis,
  label,
}: {
  weeks: string[];
  medianHours: Array<number | null>;
  targetHours: number;
  names: { median: string; target: string };
  formatHours: (hours: number) => string;
  axis: string;
  label: string;
}) {
  const config = useMemo(
    (): ChartConfiguration<'bar' | 'line', Array<number | null>, string> => ({
      type: 'bar',
      data: {
        labels: weeks,
        datasets: [
          {
            type: 'bar',
            label: names.median,
            data: medianHours,
            backgroundColor: '#0072B2',
            order: 2,
          },
          {
            type: 'line',
            label: names.target,
            data: weeks.map(() => targetHours),
            borderColor: '#c8352e',
            borderDash: [6, 4],
            borderWidth: 2,
            pointRadius: 0,
            order: 1,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: animation(),
        plugins: {
          legend: { position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${formatHours(Number(item.raw))}`,
            },
          },
        },
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, title: { display: true, text: axis } },
        },
      },
    }),
    [weeks, medianHours, targetHours, names, formatHours, axis],
  );
  return <ChartCanvas config={config} label={label} testId="desk-response-chart" />;
}
