import { formatCompactNaira, formatReportNaira } from '@powerpay/shared/solar-report-text';
import type { CashFlowPoint } from '@powerpay/shared/solar-report-charts';
import type { ReactNode } from 'react';

import { CHART_COLORS, ChartFigure, DataTable, LegendSwatch } from './chart-frame';

/** A cumulative cash flow from the purchase (year 0), with the break-even crossing marked. */
export function CashFlowChart({
  points,
  breakEven,
  summary,
  title = '10-year cumulative cash flow',
  table,
}: {
  points: CashFlowPoint[];
  breakEven: number | null;
  summary: string;
  title?: string;
  /** The table alternative; by default the cumulative figure of each year. */
  table?: ReactNode;
}) {
  const values = points.map((point) => point.cumulative);
  const lastYear = Math.max(...points.map((point) => point.year), 1);

  return (
    <ChartFigure
      title={title}
      summary={summary}
      min={Math.min(...values)}
      max={Math.max(...values)}
      height={240}
      format={(value) => formatCompactNaira(value)}
      legend={
        <>
          <LegendSwatch
            color={CHART_COLORS.brand}
            label="Money saved minus the system’s cost, so far"
            isLine
          />
          {breakEven !== null ? (
            <LegendSwatch color={CHART_COLORS.accent} label={`Breaks even in year ${breakEven}`} isLine />
          ) : null}
        </>
      }
      table={
        table ?? (
          <DataTable
            caption={title}
            headers={['Year', 'Cumulative (₦)']}
            rows={points.map((point) => [
              point.year === 0 ? 'Purchase' : `Year ${point.year}`,
              formatReportNaira(point.cumulative),
            ])}
          />
        )
      }
    >
      {(plot) => {
        const xOf = (year: number) => plot.left + (year / lastYear) * plot.width;
        const line = points.map((point) => `${xOf(point.year)},${plot.y(point.cumulative)}`).join(' ');
        // About 30 px a label: every year on a desktop, every second or third on a phone.
        const labelEvery = Math.max(1, Math.ceil((points.length * 30) / plot.width));
        return (
          <>
            {breakEven !== null ? (
              <line
                x1={xOf(breakEven)}
                x2={xOf(breakEven)}
                y1={plot.top}
                y2={plot.top + plot.height}
                stroke={CHART_COLORS.accent}
                strokeWidth={1.5}
                strokeDasharray="4 4"
              />
            ) : null}
            <polyline
              points={line}
              fill="none"
              stroke={CHART_COLORS.brand}
              strokeWidth={2.5}
              strokeLinejoin="round"
            />
            {points.map((point) => (
              <circle
                key={point.year}
                cx={xOf(point.year)}
                cy={plot.y(point.cumulative)}
                r={3.5}
                fill={point.cumulative >= 0 ? CHART_COLORS.brand : CHART_COLORS.accent}
              />
            ))}
            {points
              .filter((point) => point.year % labelEvery === 0)
              .map((point) => (
                <text
                  key={point.year}
                  x={xOf(point.year)}
                  y={plot.top + plot.height + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fill={CHART_COLORS.muted}
                >
                  {point.year === 0 ? 'Now' : `Y${point.year}`}
                </text>
              ))}
          </>
        );
      }}
    </ChartFigure>
  );
}
