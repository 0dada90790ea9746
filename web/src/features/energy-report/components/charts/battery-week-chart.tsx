import type { BatteryWeek } from '@powerpay/shared/solar/hourly/report-views';

import { CHART_COLORS, ChartFigure, DataTable, LegendSwatch } from './chart-frame';

const percent = (value: number) => `${Math.round(value)} %`;

/** The battery's charge hour by hour over a week, 0 % (its floor) to 100 % (full); a table of each day. */
export function BatteryWeekChart({ week, summary }: { week: BatteryWeek; summary: string }) {
  const title = 'Battery charge over a week (% of its usable energy)';
  const last = Math.max(week.percent.length - 1, 1);
  return (
    <ChartFigure
      title={title}
      summary={summary}
      max={100}
      format={percent}
      legend={<LegendSwatch color={CHART_COLORS.brand} label="Charge at the end of each hour" isLine />}
      table={
        <DataTable
          caption={title}
          headers={['Day', 'Lowest', 'Highest', 'At midnight']}
          rows={week.days.map((day) => [
            day.label,
            percent(day.lowest),
            percent(day.highest),
            percent(day.atMidnight),
          ])}
        />
      }
    >
      {(plot) => {
        const xOf = (hour: number) => plot.left + (hour / last) * plot.width;
        const dayWidth = plot.width / Math.max(week.days.length, 1);
        return (
          <>
            {week.days.map((day, index) => (
              <g key={day.label}>
                {index > 0 ? (
                  <line
                    x1={plot.left + dayWidth * index}
                    x2={plot.left + dayWidth * index}
                    y1={plot.top}
                    y2={plot.top + plot.height}
                    stroke={CHART_COLORS.grid}
                  />
                ) : null}
                <text
                  x={plot.left + dayWidth * index + dayWidth / 2}
                  y={plot.top + plot.height + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fill={CHART_COLORS.muted}
                >
                  {/* "30 July" → "30" on a phone: the table names each day in full. */}
                  {dayWidth < 64 ? day.label.split(' ')[0] : day.label}
                </text>
              </g>
            ))}
            <polyline
              points={week.percent.map((value, hour) => `${xOf(hour)},${plot.y(value)}`).join(' ')}
              fill="none"
              stroke={CHART_COLORS.brand}
              strokeWidth={2}
              strokeLinejoin="round"
            />
          </>
        );
      }}
    </ChartFigure>
  );
}
