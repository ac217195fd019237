/**
 * The EPC label image of every class of every scale (./epc.ts): an arrow in the class's
 * colour, darkest green for the best class to deep red for the worst, the class as
 * certificates print it. The build writes them where epcImage() points
 * (tools/epc-images.ts); the brochure draws them into its PDF.
 */
import { EPC_SCALES, type EpcLabel, LUXEMBOURG_LABELS, epcLabelDisplay } from './epc.ts';

/** Colours from best to worst; a scale's classes spread over them by rank. */
const palette = ['#00703c', '#1e8f3e', '#52ae32', '#a3c93a', '#f2e500', '#fbba00', '#ee7d00', '#e30613', '#a60f1e', '#6d0d16'];

function colourOf(rank: number, count: number): string {
  const position = count > 1 ? rank / (count - 1) : 0;
  return palette[Math.round(position * (palette.length - 1))]!;
}

/** Dark text on the light middle colours, white on the rest: readable on every class. */
const textOn = (colour: string) => (['#a3c93a', '#f2e500', '#fbba00'].includes(colour) ? '#1a1a1a' : '#ffffff');

function epcSvg(label: EpcLabel, rank: number, count: number): string {
  const fill = colourOf(rank, count);
  const text = epcLabelDisplay(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 40" width="96" height="40" role="img" aria-label="EPC ${text}">
<path d="M4 2h70l20 18-20 18H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="${fill}"/>
<text x="40" y="28" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${textOn(fill)}">${text}</text>
</svg>
`;
}

export function epcImages(): Map<string, string> {
  const images = new Map<string, string>();
  const schemes: [string, readonly EpcLabel[]][] = [
    ...Object.entries(EPC_SCALES).map(([scheme, bands]) => [scheme, bands.map((band) => band.label)] as [string, EpcLabel[]]),
    ['luxembourg', LUXEMBOURG_LABELS],
  ];
  for (const [scheme, labels] of schemes) {
    labels.forEach((label, rank) => images.set(`epc/${scheme}/${label}.svg`, epcSvg(label, rank, labels.length)));
  }
  return images;
}
