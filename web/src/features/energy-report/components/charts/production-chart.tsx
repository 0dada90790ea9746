import { formatAmount } from '@powerpay/shared/solar-report-text';

import { CHART_COLORS, CategoryLabels, ChartFigure, DataTable, LegendSwatch } from './chart-frame';

export type ProductionRow = { month: string; production: number; load: number };

/** Monthly solar production as bars with the monthly use as a line across them. */
export function ProductionChart({ rows, summary }: { rows: ProductionRow[]; summary: string }) {
  const title = 'Monthly solar production against your use (kWh)';
  const max = Math.max(...rows.flatMap((row) => [row.production, row.load]), 0);

  return (
    <ChartFigure
      title={title}
      summary={summary}
      max={max}
      format={(value) => formatAmount(value)}
      legend={
        <>
          <LegendSwatch color={CHART_COLORS.brand} label="Solar production" />
          <LegendSwatch color={CHART_COLORS.accent} label="Your use" isLine />
        </>
      }
      table={
        <DataTable
          caption={title}
          headers={['Month', 'Production (kWh)', 'Use (kWh)']}
          rows={rows.map((row) => [row.month, formatAmount(row.production), formatAmount(row.load)])}
        />
      }
    >
      {(plot) => {
        const step = plot.width / rows.length;
        const barWidth = step * 0.6;
        const linePoints = rows
          .map((row, index) => `${plot.left + step * index + step / 2},${plot.y(row.load)}`)
          .join(' ');
        return (
          <>
            {rows.map((row, index) => {
              const y = plot.y(row.production);
              return (
                <rect
                  key={row.month}
                  x={plot.left + step * index + (step - barWidth) / 2}
                  y={y}
                  width={barWidth}
                  height={Math.max(plot.y(0) - y, 0)}
                  rx={2}
                  fill={CHART_COLORS.brand}
                />
              );
            })}
            <polyline
              points={linePoints}
              fill="none"
              stroke={CHART_COLORS.accent}
              strokeWidth={2.5}
              strokeLinejoin="round"
            />
            <CategoryLabels plot={plot} labels={rows.map((row) => row.month)} />
          </>
        );
      }}
    </ChartFigure>
  );
}
