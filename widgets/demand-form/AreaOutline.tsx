/**
 * The drawn area a demand watches (from the map search's "keep me informed of this area"):
 * its outline in the map's plane (core/geo/projection.ts), what it is in words, and a way
 * to remove it. A part of the demand form, loaded only when there is an area.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { areaDescription, areaWords } from '../../core/demand/area.ts';
import type { LatLng } from '../../core/geo/area-text.ts';
import { toMapPlane } from '../../core/geo/projection.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { useShadowStyles } from '../define/styles.ts';
import styles from './area-outline.css?inline';

export interface AreaOutlineProps {
  area: readonly LatLng[];
  language: Language;
  onRemove: () => void;
  /** what the area is in words, for the thank-you page to repeat */
  onWords?: (words: string) => void;
}

export function AreaOutline({ area, language, onRemove, onWords }: AreaOutlineProps) {
  useShadowStyles(styles);
  const { t, i18n } = useLingui();
  const words = i18n._(areaDescription.id, areaWords(area, language));
  useEffect(() => onWords?.(words), [words]);
  const points = area.map(toMapPlane);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  // a margin of a tenth around the outline, and never a box of nothing
  const size = Math.max(Math.max(...xs) - left, Math.max(...ys) - top, 1e-3);
  const margin = size / 10;
  return (
    <div className="area-outline" part="area">
      <svg className="area-outline__shape" viewBox={`${left - margin} ${top - margin} ${size + 2 * margin} ${size + 2 * margin}`} aria-hidden="true">
        <polygon points={points.map((point) => point.join(',')).join(' ')} vector-effect="non-scaling-stroke" />
      </svg>
      <p className="area-outline__text">{words}</p>
      <button type="button" className="button button--secondary" onClick={onRemove}>
        {t({ id: 'demandForm.area.remove', message: 'Remove the drawn area' })}
      </button>
    </div>
  );
}
