/**
 * A map's "+" and "−" in its corner, named buttons for a visitor who cannot pinch or use a
 * wheel; a map adds its own after them (the property map's "show all"). The map's parent
 * must be positioned. Styles: zoom-buttons.css.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useShadowStyles } from '../../define/styles.ts';
import styles from './zoom-buttons.css?inline';

export function ZoomButtons({ onZoom, children }: { onZoom: (factor: number) => void; children?: ReactNode }) {
  useShadowStyles(styles);
  const { t } = useLingui();
  return (
    <div className="zoom-buttons">
      <button type="button" className="button button--secondary" onClick={() => onZoom(2)} aria-label={t({ id: 'ui.map.zoomIn', message: 'Zoom in' })}>
        +
      </button>
      <button type="button" className="button button--secondary" onClick={() => onZoom(1 / 2)} aria-label={t({ id: 'ui.map.zoomOut', message: 'Zoom out' })}>
        −
      </button>
      {children}
    </div>
  );
}
