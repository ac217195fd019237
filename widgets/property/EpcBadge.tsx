/**
 * The energy label of a property or unit: the image of its class on its region's scale
 * (Flanders, Wallonia, Brussels sub-bands, Luxembourg), or the class as text where no
 * image exists for it. Nothing when the class is unknown.
 */
import { useLingui } from '@lingui/react/macro';
import { epcImage, epcLabel, epcLabelDisplay, epcScheme } from '../../core/property/epc.ts';
import type { PropertyCore } from '../../core/property/types.ts';
import { assetUrl, useBundleBase } from '../ui/assets.ts';

type EpcSource = Pick<PropertyCore, 'EnergyPerformance' | 'Zip' | 'CountryID' | 'EPCLabelText'>;

export function EpcBadge({ source, className }: { source: EpcSource; className?: string }) {
  const { t } = useLingui();
  const bundle = useBundleBase();
  const input = {
    energyPerformance: source.EnergyPerformance,
    zip: source.Zip,
    countryId: source.CountryID,
    epcLabelText: source.EPCLabelText,
  };
  const label = epcLabel(input);
  if (!label) return null;
  const shown = epcLabelDisplay(label);
  const alt = t({ id: 'ui.epc.label', message: `Energy label ${shown}` });
  const image = epcImage(label, epcScheme(input));
  return image ? (
    <img className={`epc ${className ?? ''}`} src={assetUrl(image, bundle)} width={96} height={40} alt={alt} />
  ) : (
    <span className={`epc epc--text ${className ?? ''}`} role="img" aria-label={alt}>
      {shown}
    </span>
  );
}
