import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * One uPlot chart that fills its box's width (redrawn as the box resizes, so it reads on a phone).
 * The canvas is hidden from screen readers: every chart has a table of the same figures beside it.
 */
export function UplotChart({
  options,
  data,
  height = 220,
}: {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot({ ...options, width: element.clientWidth || 320, height }, data, element);
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [options, data, height]);
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}

/** Bars for a series (uPlot draws lines unless told). */
export const bars = (): uPlot.Series.PathBuilder =>
  uPlot.paths.bars?.({ size: [0.7, 48] }) as uPlot.Series.PathBuilder;
