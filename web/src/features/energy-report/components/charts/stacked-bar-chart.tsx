import { formatAmount } from '@powerpay/shared/solar-report-text';
import {
  SUPPLY_SOURCES,
  SUPPLY_SOURCE_LABELS,
  type SupplyRow,
  type SupplySource,
} from '@powerpay/shared/solar/hourly/report-views';

import { CHART_COLORS, ChartFigure, DataTable, LegendSwatch } from './chart-frame';

/** One colour per source, each at least 3:1 against white (non-text contrast, WCAG 1.4.11). */
export const SUPPLY_COLORS: Record<SupplySource, string> = {
  solar: '#b45309',
  battery: '#0b6e4f',
  grid: '#1d4ed8',
  generator: '#4b5563',
  unmet: '#b91c1c',
};
const LOAD_COLOR = '#0f1f1a';
const SOLAR_MADE_COLOR = '#d97706';

export type Overlay = { label: string; values: number[]; color: string; isDashed?: boolean };

/**
 * The load of each category (an hour, a month) stacked by where it came from, with lines across the
 * bars (the load, what the panels made). Sources that are zero everywhere are left out of the legend.
 */
export function StackedSupplyChart({
  title,
  summary,
  rows,
  unit,
  overlays = [],
  labelEvery = 1,
}: {
  title: string;
  summary: string;
  rows: SupplyRow[];
  unit: string;
  overlays?: Overlay[];
  /** Show every n-th category label (24 hours do not fit a phone). */
  labelEvery?: number;
}) {
  const sources = SUPPLY_SOURCES.filter((source) => rows.some((row) => row[source] > 0));
  const max = Math.max(
    ...rows.map((row) => sources.reduce((total, source) => total + row[source], 0)),
    ...overlays.flatMap((overlay) => overlay.values),
    0,
  );
  const format = (value: number) => formatAmount(value);
  return (
    <ChartFigure
      title={title}
      summary={summary}
      max={max}
      format={format}
      height={240}
      legend={
        <>
          {sources.map((source) => (
            <LegendSwatch key={source} color={SUPPLY_COLORS[source]} label={SUPPLY_SOURCE_LABELS[source]} />
          ))}
          {overlays.map((overlay) => (
            <LegendSwatch key={overlay.label} color={overlay.color} label={overlay.label} isLine />
          ))}
        </>
      }
      table={
        <DataTable
          caption={title}
          headers={[
            '',
            `Use (${unit})`,
            ...overlays.filter((overlay) => overlay.label !== 'Your use').map((o) => `${o.label} (${unit})`),
            ...sources.map((source) => `${SUPPLY_SOURCE_LABELS[source]} (${unit})`),
          ]}
          rows={rows.map((row, index) => [
            row.label,
            format(row.load),
            ...overlays
              .filter((overlay) => overlay.label !== 'Your use')
              .map((overlay) => format(overlay.values[index] ?? 0)),
            ...sources.map((source) => format(row[source])),
          ])}
        />
      }
    >
      {(plot) => {
        const step = plot.width / rows.length;
        const barWidth = step * 0.7;
        const xOf = (index: number) => plot.left + step * index + step / 2;
        // Months shrink to one letter when space is tight, as the other charts' labels do.
        const isNarrow = step * labelEvery < 30;
        return (
          <>
            {rows.map((row, index) => {
              let base = 0;
              return (
                <g key={row.label}>
                  {sources.map((source) => {
                    const value = row[source];
                    const top = plot.y(base + value);
                    const height = Math.max(plot.y(base) - top, 0);
                    base += value;
                    return value > 0 ? (
                      <rect
                        key={source}
                        x={xOf(index) - barWidth / 2}
                        y={top}
                        width={barWidth}
                        height={height}
                        fill={SUPPLY_COLORS[source]}
                      />
                    ) : null;
                  })}
                </g>
              );
            })}
            {overlays.map((overlay) => (
              <polyline
                key={overlay.label}
                points={overlay.values.map((value, index) => `${xOf(index)},${plot.y(value)}`).join(' ')}
                fill="none"
                stroke={overlay.color}
                strokeWidth={2}
                strokeDasharray={overlay.isDashed ? '5 4' : undefined}
                strokeLinejoin="round"
              />
            ))}
            {rows.map((row, index) =>
              index % labelEvery === 0 ? (
                <text
                  key={row.label}
                  x={xOf(index)}
                  y={plot.top + plot.height + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fill={CHART_COLORS.muted}
                >
                  {isNarrow ? row.label.slice(0, 1) : row.label}
                </text>
              ) : null,
            )}
          </>
        );
      }}
    </ChartFigure>
  );
}

export const loadOverlay = (rows: SupplyRow[]): Overlay => ({
  label: 'Your use',
  values: rows.map((row) => row.load),
  color: LOAD_COLOR,
});

export const solarMadeOverlay = (values: number[]): Overlay => ({
  label: 'All the panels made',
  values,
  color: SOLAR_MADE_COLOR,
  isDashed: true,
});
