import { describe, expect, it } from 'vitest';
import { DEVICE_MEDIA_QUERIES, deviceClass } from './device.ts';

describe('deviceClass', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [767, 'mobile'],
    [767.5, 'tablet'],
    [768, 'tablet'],
    [800, 'tablet'],
    [960, 'tablet'],
    [960.5, 'desktop'],
    [961, 'desktop'],
    [1920, 'desktop'],
    [Infinity, 'desktop'],
  ])('%j px → %s', (width, device) => {
    expect(deviceClass(width)).toBe(device);
  });

  it.each([[NaN], [-1], [null], [undefined], ['800'], [{}]])('unknown width %j → desktop', (width) => {
    expect(deviceClass(width)).toBe('desktop');
  });

  it('media queries share the breakpoints', () => {
    expect(DEVICE_MEDIA_QUERIES).toEqual({
      mobile: '(max-width: 767px)',
      tablet: '(min-width: 768px) and (max-width: 960px)',
      desktop: '(min-width: 961px)',
    });
  });
});
