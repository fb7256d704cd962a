import { useEffect, useMemo, useState } from 'react';
import { ANALYTICS_RANGES, type TAnalyticsRange, type TAnalyticsSummary } from '../../../../domain/analytics.ts';
import { notify } from '../../../lib/toast.ts';
import { useAnalyticsSummary } from '../api/get-analytics-summary.ts';
import { TrendChart, type TTrendSeries } from './trend-chart.tsx';
import '../analytics.css';

// Theme tokens, resolved by the chart when it draws (so a dark page gets the dark palette).
const COLORS = { primary: '--color-primary', accent: '--color-accent', muted: '--color-text-faint' };

const TOTAL_LABELS: { key: keyof TAnalyticsSummary['totals']; label: string }[] = [
  { key: 'pageViews', label: 'Page views' },
  { key: 'signups', label: 'Sign-ups' },
  { key: 'logins', label: 'Logins' },
  { key: 'generations', label: 'Generations' },
  { key: 'saves', label: 'Saves' },
  { key: 'shares', label: 'Shares' },
  { key: 'plannerAdds', label: 'Planner adds' },
  { key: 'shoppingLists', label: 'Shopping lists' },
  { key: 'contactSubmissions', label: 'Contact submissions' },
];

function toShortDate(day: string): string {
  return day.slice(5);
}

function useChartData(summary: TAnalyticsSummary | undefined) {
  return useMemo(() => {
    if (!summary) return null;
    const labels = summary.signupsPerDay.map((day) => toShortDate(day.date));
    const single = (label: string, values: number[], color: string): TTrendSeries[] => [{ label, values, color }];
    return {
      labels,
      pageViews: single(
        'Page views',
        summary.pageViewsPerDay.map((day) => day.count),
        COLORS.muted,
      ),
      signups: single(
        'Sign-ups',
        summary.signupsPerDay.map((day) => day.count),
        COLORS.primary,
      ),
      activeCooks: single(
        'Active cooks',
        summary.activeCooksPerDay.map((day) => day.count),
        COLORS.accent,
      ),
      generations: [
        { label: 'Free', values: summary.generationsPerDay.map((day) => day.free), color: COLORS.muted },
        { label: 'Pro', values: summary.generationsPerDay.map((day) => day.pro), color: COLORS.primary },
      ],
    };
  }, [summary]);
}

/** Admin dashboard Analytics tab (beyond the spec): first-party events over the last 30 or 90 days. */
export function AdminAnalyticsTab() {
  const [days, setDays] = useState<TAnalyticsRange>(30);
  const summary = useAnalyticsSummary(days);
  const charts = useChartData(summary.data);

  useEffect(() => {
    if (summary.isError) notify.error('Could not fetch analytics.', { toastId: 'admin-analytics-fetch' });
  }, [summary.isError]);

  return (
    <div className="admin-analytics">
      <div className="admin-analytics__header">
        <h2>Analytics</h2>
        <div className="admin-analytics__ranges" role="group" aria-label="Range">
          {ANALYTICS_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              className={`button ${range === days ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={range === days}
              onClick={() => setDays(range)}
            >
              Last {range} days
            </button>
          ))}
        </div>
      </div>
      <p className="admin-analytics__note">First-party and cookie-free: page views keep the path only, never a query string or an address. Days are UTC.</p>

      {summary.isPending ? (
        <p role="status">Loading</p>
      ) : summary.isError || !summary.data || !charts ? (
        <p role="alert">Could not fetch analytics.</p>
      ) : (
        <>
          <ul className="admin-analytics__totals" aria-label="Totals">
            {TOTAL_LABELS.map(({ key, label }) => (
              <li key={key}>
                <span className="admin-analytics__total">{summary.data.totals[key]}</span> {label}
              </li>
            ))}
          </ul>
          <div className="admin-analytics__charts">
            <TrendChart title="Page views per day" kind="line" labels={charts.labels} series={charts.pageViews} />
            <TrendChart title="Sign-ups per day" kind="bar" labels={charts.labels} series={charts.signups} />
            <TrendChart title="Active cooks per day" kind="line" labels={charts.labels} series={charts.activeCooks} />
            <TrendChart title="Generations per day (free and Pro)" kind="bar" labels={charts.labels} series={charts.generations} isStacked />
          </div>
          <div className="admin-analytics__tables">
            <section>
              <h3>Top pages</h3>
              {summary.data.topPages.length === 0 ? (
                <p>No page views yet.</p>
              ) : (
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Path</th>
                      <th scope="col">Views</th>
                    </tr>
                  </thead>
                  <tbody>
                    {summary.data.topPages.map((page) => (
                      <tr key={page.path}>
                        <td className="admin-analytics__path">{page.path}</td>
                        <td>{page.views}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <section>
              <h3>Generations by mode and provider</h3>
              {summary.data.generationsByMode.length === 0 ? (
                <p>No generations yet.</p>
              ) : (
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Mode</th>
                      <th scope="col">Provider</th>
                      <th scope="col">Count</th>
                    </tr>
                  </thead>
                  <tbody>
                    {summary.data.generationsByMode.map((row) => (
                      <tr key={`${row.mode}-${row.provider}`}>
                        <td>{row.mode === 'url' ? 'URL import' : 'Prompt'}</td>
                        <td>{row.provider}</td>
                        <td>{row.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
