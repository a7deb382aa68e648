import type { StatisticsWeek } from '@wedding/contract/partner-statistics';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

export type ChartSeries = { key: keyof Omit<StatisticsWeek, 'weekStart' | 'conversion'>; label: string; color: string };

const CHART_HEIGHT = 220;

/** 'MM/DD' of a week's Monday: the x axis's labels. */
export const weekLabel = (weekStart: string) => `${weekStart.slice(5, 7)}/${weekStart.slice(8, 10)}`;

/**
 * A line chart of weekly figures drawn by uPlot (about 50 KB), imported here at first paint of the dashboard so
 * it is a chunk of the console alone, never of a couple's route. The canvas is hidden from assistive technology:
 * the table beside it carries the same numbers. When the library cannot load (offline, a test's jsdom), only the
 * table remains, which says everything the chart does.
 */
export function WeeklyChart({
  weeks,
  series,
  title,
}: {
  weeks: StatisticsWeek[];
  series: ChartSeries[];
  title: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    // uPlot's own stylesheet comes with the console's (console-styles.css).
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const labels = weeks.map((w) => weekLabel(w.weekStart));
        const data: uPlot.AlignedData = [weeks.map((_, i) => i), ...series.map((s) => weeks.map((w) => w[s.key]))];
        chart = new UPlot(
          {
            width: element.clientWidth || 320,
            height: CHART_HEIGHT,
            scales: { x: { time: false } },
            axes: [
              {
                values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
                incrs: [1, 2, 3],
                gap: 4,
                size: 32,
              },
              { size: 44 },
            ],
            legend: { show: true, live: false },
            cursor: { show: false },
            series: [
              { label: '주' },
              ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: true, size: 5 } })),
            ],
          },
          data,
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [weeks, series]);

  return (
    <figure className="console-chart">
      <figcaption className="console-chart__title">{title}</figcaption>
      {failed ? (
        <p className="console-chart__fallback">차트를 불러오지 못했어요. 아래 표에서 같은 숫자를 볼 수 있어요.</p>
      ) : (
        <div ref={box} className="console-chart__canvas" aria-hidden="true" />
      )}
    </figure>
  );
}
