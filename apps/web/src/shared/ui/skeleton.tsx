import type { CSSProperties } from 'react';
import './states.css';

type Props = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  aspectRatio?: string;
  radius?: string;
};

/** Grey placeholder with the size of what will load, so nothing jumps when data arrives. */
export function Skeleton({ width = '100%', height, aspectRatio, radius }: Props) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, aspectRatio, borderRadius: radius }} />;
}
