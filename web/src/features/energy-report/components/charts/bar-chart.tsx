import { CHART_COLORS, CategoryLabels, ChartFigure, DataTable } from './chart-frame';

export type Bar = { label: string; value: number; color?: string };

/** Vertical bars, one per category; with four bars or fewer each shows its value. */
export function BarChart({
  title,
  summary,
  bars,
  format,
  valueHeader,
  color = CHART_COLORS.brand,
  height,
}: {
  title: string;
  summary: string;
  bars: Bar[];
  format: (value: number) => string;
  valueHeader: string;
  color?: string;
  height?: number;
}) {
  const max = Math.max(...bars.map((bar) => bar.value), 0);
  const isLabelled = bars.length <= 4;

  return (
    <ChartFigure
      title={title}
      summary={summary}
      max={max * (isLabelled ? 1.1 : 1)}
      format={format}
      height={height}
      table={
        <DataTable
          caption={title}
          headers={['', valueHeader]}
          rows={bars.map((bar) => [bar.label, format(bar.value)])}
        />
      }
    >
      {(plot) => {
        const step = plot.width / bars.length;
        const barWidth = Math.min(step * 0.62, 72);
        return (
          <>
            {bars.map((bar, index) => {
              const x = plot.left + step * index + (step - barWidth) / 2;
              const y = plot.y(bar.value);
              return (
                <g key={bar.label}>
                  <rect
                    x={x}
                    y={y}
                    width={barWidth}
                    height={Math.max(plot.y(0) - y, 0)}
                    rx={3}
                    fill={bar.color ?? color}
                  />
                  {isLabelled ? (
                    <text
                      x={x + barWidth / 2}
                      y={y - 6}
                      textAnchor="middle"
                      fontSize={12}
                      fontWeight={600}
                      fill={CHART_COLORS.ink}
                    >
                      {format(bar.value)}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <CategoryLabels plot={plot} labels={bars.map((bar) => bar.label)} />
          </>
        );
      }}
    </ChartFigure>
  );
}
