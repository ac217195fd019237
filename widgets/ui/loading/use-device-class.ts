/**
 * The device class of spec §4 for the current window, following resizes and rotations.
 * matchMedia fires only when a breakpoint is crossed, not on every pixel of a resize.
 * Undefined where no window is known: on the server, and while an element takes the
 * server's HTML over; a screen then lays itself out by its stylesheet's media queries.
 */
import { useEffect, useState } from 'react';
import { DEVICE_CLASSES, DEVICE_MEDIA_QUERIES, type DeviceClass, deviceClass } from '../../../core/format/device.ts';
import { usePrerendering } from '../../define/prerender.ts';

export function useDeviceClass(): DeviceClass | undefined {
  const prerendering = usePrerendering();
  const [device, setDevice] = useState<DeviceClass | undefined>(() => (prerendering ? undefined : deviceClass(window.innerWidth)));
  useEffect(() => {
    const update = () => setDevice(deviceClass(window.innerWidth));
    const queries = DEVICE_CLASSES.map((name) => window.matchMedia(DEVICE_MEDIA_QUERIES[name]));
    for (const query of queries) query.addEventListener('change', update);
    update();
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, []);
  return device;
}

/** Cards per row in each device class: the first row's pictures load at once (a desktop's, while it is not known). */
export const COLUMNS: Readonly<Record<DeviceClass, number>> = { mobile: 1, tablet: 2, desktop: 3 };
