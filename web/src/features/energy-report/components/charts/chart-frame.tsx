import { niceTicks, scaleOf } from '@powerpay/shared/solar-report-charts';
import { useId, type ReactNode } from 'react';

import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';

import { useElementWidth } from './use-element-width';

export const CHART_COLORS = {
  brand: '#0b6e4f',
  accent: '#e08a0b',
  grid: '#e5e7eb',
  axis: '#6b7280',
  ink: '#0f1f1a',
  muted: '#4b5563',
} as const;
export const AXIS_WIDTH = 56;
const TOP = 22;
const BOTTOM = 24;

export type Plot = { width: number; height: number; left: number; top: number; y: (value: number) => number };

/**
 * An SVG chart with its title, description and table alternative. The SVG is drawn at the container's
 * pixel width (text stays readable on a 360 px phone and on a desktop) and hidden from screen readers'
 * details by a role="img" label; the table below carries the same numbers for everyone.
 */
export function ChartFigure({
  title,
  summary,
  min = 0,
  max,
  height = 220,
  format,
  legend,
  table,
  children,
}: {
  title: string;
  /** One sentence read out as the chart's label, e.g. the highest and lowest months. */
  summary: string;
  min?: number;
  max: number;
  height?: number;
  format: (value: number) => string;
  legend?: ReactNode;
  table: ReactNode;
  children: (plot: Plot) => ReactNode;
}) {
  const titleId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const ticks = niceTicks(min, max);
  const scale = scaleOf(ticks);
  const plotHeight = height - TOP - BOTTOM;
  const plot: Plot = {
    width: Math.max((width ?? 0) - AXIS_WIDTH - 8, 120),
    height: plotHeight,
    left: AXIS_WIDTH,
    top: TOP,
    y: (value) => TOP + plotHeight - scale(value) * plotHeight,
  };

  return (
    <figure className="flex flex-col gap-2" aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-sm font-semibold text-ink">
        {title}
      </figcaption>
      {/* The chart's height is held while its width is measured, so nothing below it moves. */}
      <div ref={ref} className="w-full" style={width === null ? { height } : undefined}>
        {width === null ? null : (
          <svg
            role="img"
            aria-label={`${title}. ${summary}`}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className="block max-w-full overflow-visible"
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={AXIS_WIDTH}
                  x2={width - 8}
                  y1={plot.y(tick)}
                  y2={plot.y(tick)}
                  stroke={tick === 0 ? CHART_COLORS.axis : CHART_COLORS.grid}
                  strokeWidth={tick === 0 ? 1.2 : 1}
                />
                <text
                  x={AXIS_WIDTH - 6}
                  y={plot.y(tick) + 4}
                  textAnchor="end"
                  fontSize={11}
                  fill={CHART_COLORS.muted}
                >
                  {format(tick)}
                </text>
              </g>
            ))}
            {children(plot)}
          </svg>
        )}
      </div>
      {legend ? <div className="flex flex-wrap gap-4 text-xs text-gray-700">{legend}</div> : null}
      <details className="group text-sm">
        <summary className="cursor-pointer py-3 text-brand-700 underline-offset-2 hover:underline sm:py-0">
          Show as a table
        </summary>
        <ScrollRegion label={`${title} as a table`} className="mt-2">
          {table}
        </ScrollRegion>
      </details>
    </figure>
  );
}

/** Category labels under a plot; months shrink to one letter when space is tight. */
export function CategoryLabels({ plot, labels }: { plot: Plot; labels: string[] }) {
  const step = plot.width / labels.length;
  const isNarrow = step < 30;
  return (
    <>
      {labels.map((label, index) => (
        <text
          key={label + index}
          x={plot.left + step * index + step / 2}
          y={plot.top + plot.height + 16}
          textAnchor="middle"
          fontSize={11}
          fill={CHART_COLORS.muted}
        >
          {isNarrow ? label.slice(0, 1) : label}
        </text>
      ))}
    </>
  );
}

export function LegendSwatch({
  color,
  label,
  isLine = false,
}: {
  color: string;
  label: string;
  isLine?: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={isLine ? 'h-0.5 w-4' : 'size-3 rounded-sm'}
        style={{ backgroundColor: color }}
      />
      {label}
    </span>
  );
}

export function DataTable({
  caption,
  headers,
  rows,
  keepRowLabelsWhole = false,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
  /** Short row labels ("6 months") that must not break over two lines on a phone. */
  keepRowLabelsWhole?: boolean;
}) {
  return (
    <table className="w-full min-w-[16rem] border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200">
          {headers.map((header, index) => (
            <th
              key={header}
              scope="col"
              className={index === 0 ? 'py-1.5 pr-3 font-semibold' : 'py-1.5 pr-3 text-right font-semibold'}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-b border-gray-100">
            {row.map((cell, index) =>
              index === 0 ? (
                <th
                  key={index}
                  scope="row"
                  className={cn('py-1.5 pr-3 font-normal', keepRowLabelsWhole && 'whitespace-nowrap')}
                >
                  {cell}
                </th>
              ) : (
                // A figure never breaks over two lines: "-₦40,453,852" would leave its minus sign alone.
                <td key={index} className="py-1.5 pr-3 text-right tabular-nums whitespace-nowrap">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
