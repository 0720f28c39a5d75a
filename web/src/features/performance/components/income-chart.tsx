import { useTranslation } from 'react-i18next';

import { formatMoney, type Language } from '../../../lib/money.ts';
import { niceMax, type MonthBar } from '../performance.ts';

const ACQUIRED = '#1f3a5f';
const UPCOMING = '#8fb3de';
const EXPENSE = '#c2410c';

/**
 * Monthly bars of acquired income (stays already past) stacked under upcoming income (booked
 * stays ahead), in pesos, with the month's expenses as a dot; the selected month is outlined. An
 * SVG with a title, a description and one labelled group per month, so a screen reader reads it
 * as a list of months with their figures.
 */
export function IncomeChart({
  bars,
  selected,
  language,
  monthLabel,
}: {
  bars: readonly MonthBar[];
  selected: string;
  language: Language;
  monthLabel: (month: string) => string;
}) {
  const { t } = useTranslation();
  const width = 720;
  const height = 280;
  const left = 72;
  const bottom = 36;
  const top = 12;
  const plotH = height - bottom - top;
  const max = niceMax(Math.max(0, ...bars.map((b) => Math.max(b.acquired + b.upcoming, b.expense))));
  const slot = (width - left - 8) / Math.max(1, bars.length);
  const barW = Math.min(40, slot * 0.6);
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const money = (n: number) => formatMoney(n, 'MXN', language, { cents: false });
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-labelledby="income-chart-title income-chart-desc"
        data-testid="income-chart"
        style={{ maxWidth: width, display: 'block' }}
      >
        <title id="income-chart-title">{t('performance.chart.title')}</title>
        <desc id="income-chart-desc">{t('performance.chart.description')}</desc>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={left} x2={width - 4} y1={y(v)} y2={y(v)} stroke="#d9dee5" strokeWidth={1} />
            <text x={left - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill="#4a5563">
              {money(v)}
            </text>
          </g>
        ))}
        {/* The bars are a list of months (each names its amounts), so each listitem has its list. */}
        <g role="list">
          {bars.map((b, i) => {
            const x = left + slot * i + (slot - barW) / 2;
            const label = t('performance.chart.bar', {
              month: monthLabel(b.month),
              acquired: money(b.acquired),
              upcoming: money(b.upcoming),
              expense: money(b.expense),
            });
            return (
              <g key={b.month} role="listitem" aria-label={label} data-month={b.month}>
                <title>{label}</title>
                <rect
                  x={x}
                  y={y(b.acquired)}
                  width={barW}
                  height={Math.max(0, y(0) - y(b.acquired))}
                  fill={ACQUIRED}
                />
                <rect
                  x={x}
                  y={y(b.acquired + b.upcoming)}
                  width={barW}
                  height={Math.max(0, y(b.acquired) - y(b.acquired + b.upcoming))}
                  fill={UPCOMING}
                />
                {b.expense > 0 && <circle cx={x + barW / 2} cy={y(b.expense)} r={4} fill={EXPENSE} />}
                {b.month === selected && (
                  <rect
                    x={x - 3}
                    y={top}
                    width={barW + 6}
                    height={plotH}
                    fill="none"
                    stroke="#111"
                    strokeDasharray="4 3"
                  />
                )}
                <text x={x + barW / 2} y={height - bottom + 16} textAnchor="middle" fontSize={11} fill="#111">
                  {monthLabel(b.month)}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 13, marginTop: 4 }}>
        <span>
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" fill={ACQUIRED} />
          </svg>{' '}
          {t('performance.chart.acquired')}
        </span>
        <span>
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" fill={UPCOMING} />
          </svg>{' '}
          {t('performance.chart.upcoming')}
        </span>
        <span>
          <svg width="12" height="12" aria-hidden="true">
            <circle cx="6" cy="6" r="5" fill={EXPENSE} />
          </svg>{' '}
          {t('performance.chart.expense')}
        </span>
      </figcaption>
    </figure>
  );
}
