/**
 * The visits of the last 30 days as bars, drawn by uPlot on a canvas: one bar a day, the
 * busiest day in the accent colour, the days under the bars. The canvas is a picture for
 * the eye (aria-hidden): the sentence under it and the table of the same figures say it
 * to screen readers and on paper. Pointing at a bar writes its day and count in the line
 * above the chart, so nothing floats over the bars and nothing needs a style attribute
 * (uPlot sizes its parts through the CSSOM, which a strict CSP allows).
 *
 * uPlot and its stylesheet are imported here only, so they load with the portal's chunk
 * and no other page carries them.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { formatDay } from '../../core/format/dates.ts';
import { formatNumber } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { DailyVisits } from '../../core/owner/statistics.ts';
import { useElement } from '../define/context.ts';

export interface VisitChartProps {
  days: readonly DailyVisits[];
  /** the busiest day, drawn in the accent colour */
  busiest: string | undefined;
  language: Language;
  /** laid out for paper: a fixed width the page can hold */
  printing: boolean;
}

const HEIGHT = { narrow: 200, wide: 260 } as const;
const PRINT_WIDTH = 640;

/** A colour the theme sets on the host through a custom property, else the default. */
function themeColor(host: HTMLElement, property: string, fallback: string): string {
  return getComputedStyle(host).getPropertyValue(property).trim() || fallback;
}

export function VisitChart({ days, busiest, language, printing }: VisitChartProps) {
  const { t } = useLingui();
  const { host } = useElement();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  const latest = useRef({ days, language });
  latest.current = { days, language };

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const primary = themeColor(host, '--agency-color-primary', '#0b5c7a');
    const accent = themeColor(host, '--agency-color-accent', '#c2410c');
    const muted = themeColor(host, '--agency-color-muted', '#5b6675');
    const font = `12px ${getComputedStyle(host).fontFamily || 'sans-serif'}`;
    const indexes = days.map((_, index) => index);
    const counts = days.map((day) => (day.date === busiest ? null : day.count));
    const top = days.map((day) => (day.date === busiest ? day.count : null));
    const max = Math.max(1, ...days.map((day) => day.count));
    const bars = uPlot.paths.bars!({ size: [0.72, 28], radius: 0.15 });
    const width = () => (printing ? PRINT_WIDTH : Math.max(260, element.clientWidth));
    const height = () => (width() < 480 ? HEIGHT.narrow : HEIGHT.wide);
    const label = (index: number, style: 'numeric' | 'short') => formatDay(latest.current.days[index]?.date ?? '', latest.current.language, style);

    const plot = new uPlot(
      {
        width: width(),
        height: height(),
        legend: { show: false },
        padding: [12, 8, 0, 0],
        cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.5, days.length - 0.5] }, y: { range: [0, Math.ceil(max * 1.15)] } },
        axes: [
          {
            stroke: muted,
            font,
            grid: { show: false },
            ticks: { show: false },
            space: 44,
            incrs: [1, 2, 7],
            values: (_self, splits) => splits.map((split) => (Number.isInteger(split) ? label(split, 'numeric') : '')),
          },
          {
            stroke: muted,
            font,
            size: 40,
            grid: { stroke: '#e3e8ee', width: 1 },
            ticks: { show: false },
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
            values: (_self, splits) => splits.map((split) => (Number.isInteger(split) ? formatNumber(split, latest.current.language) : '')),
          },
        ],
        series: [
          {},
          { label: 'visits', fill: primary, stroke: primary, width: 0, paths: bars, points: { show: false } },
          { label: 'busiest', fill: accent, stroke: accent, width: 0, paths: bars, points: { show: false } },
        ],
        hooks: { setCursor: [(self) => setPointed(self.cursor.idx ?? null)] },
      },
      [indexes, counts, top],
      element,
    );
    chart.current = plot;

    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: height() }));
    if (!printing) resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [days, busiest, printing, host]);

  const day = pointed !== null ? days[pointed] : undefined;
  const dayText = day ? formatDay(day.date, language, 'long') : '';
  const visits = day?.count ?? 0;
  return (
    <div className="chart" part="chart">
      <p className="chart__readout" aria-hidden="true">
        {day
          ? t({
              id: 'ownerPortal.chart.readout',
              message: plural(visits, { one: `${dayText}: # view`, other: `${dayText}: # views` }),
            })
          : t({ id: 'ownerPortal.chart.hint', message: 'Tap or point at a bar to see its day.' })}
      </p>
      <div className="chart__plot" ref={box} aria-hidden="true" />
    </div>
  );
}
