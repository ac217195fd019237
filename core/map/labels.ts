/**
 * The names written on a map: a province's while the whole province fits in the frame's
 * width, a municipality's where its shape on screen is wide and tall enough to hold it. A
 * name stands at a point inside its shape (a municipality's centre; a province's at the
 * centre of its municipality nearest the province's middle, so that Flemish Brabant's is
 * not written over Brussels), and never over another name: as on any map, the provinces
 * place theirs first, then the municipalities, the bigger shapes first among each. Names are written in
 * pixels, at one size at every zoom.
 */
import { pathRings, shapeCentre } from '../geo/shapes.ts';
import { pixelAt, type Size, type View } from './view.ts';

/** A shape a name may be written in: its anchor and its extent in plane units. */
export interface LabelPlace {
  id: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A name on screen: its place's id, the name, the pixel its middle stands at. */
export interface PlacedLabel {
  id: number;
  name: string;
  at: [px: number, py: number];
  /** a province's, written larger */
  province: boolean;
}

/** The names' size in pixels (the map's CSS writes them so). */
export const LABEL_FONT_PIXELS = 12;
/** Room kept around a name, in pixels. */
const LABEL_PADDING = 4;

/** A generous estimate of a name's width in pixels: wide letters of a sans-serif average about 0.6 em. */
export const labelWidth = (name: string, font = LABEL_FONT_PIXELS) => name.length * font * 0.6 + LABEL_PADDING;

/** A municipality's anchor and extent, from its path of the shipped shapes. */
export function placeOfPath(id: number, d: string): LabelPlace | undefined {
  const rings = pathRings(d);
  const centre = shapeCentre(rings);
  if (!centre) return undefined;
  const xs = rings.flat().map(([x]) => x);
  const ys = rings.flat().map(([, y]) => y);
  return { id, x: centre[0], y: centre[1], width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** A province's anchor (the centre of its municipality nearest its box's middle) and its box's extent. */
export function placeOfProvince([id, x0, y0, x1, y1]: readonly [number, number, number, number, number], municipalities: readonly LabelPlace[]): LabelPlace | undefined {
  const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2];
  const nearest = [...municipalities].sort((a, b) => Math.hypot(a.x - mx, a.y - my) - Math.hypot(b.x - mx, b.y - my))[0];
  return nearest && { id, x: nearest.x, y: nearest.y, width: x1 - x0, height: y1 - y0 };
}

interface Candidate {
  place: LabelPlace;
  name: string;
  province: boolean;
}

/** A box of the frame in pixels: [x0, y0, x1, y1]. */
export type PixelBox = readonly [x0: number, y0: number, x1: number, y1: number];

/** How far below its place a name moves when something stands on the place (a marker at a municipality's centre). */
export const LABEL_SHIFT = 20;

/**
 * The names to write in the view, none over another nor over what `obstacles` cover (the
 * markers), each whole within the frame. A name whose place is covered moves under it when
 * its shape is tall enough to hold it there.
 */
export function placeLabels(
  municipalities: readonly LabelPlace[],
  provinces: readonly LabelPlace[],
  nameOf: (id: number) => string | undefined,
  view: View,
  size: Size,
  obstacles: readonly PixelBox[] = [],
): PlacedLabel[] {
  const height = LABEL_FONT_PIXELS + LABEL_PADDING;
  const fits = ({ place, name, province }: Candidate) =>
    province ? place.width * view.scale <= size.width : place.width * view.scale >= labelWidth(name) && place.height * view.scale >= height;
  const candidates = (places: readonly LabelPlace[], province: boolean): Candidate[] =>
    places.flatMap((place) => {
      const name = nameOf(place.id);
      return name ? [{ place, name, province }] : [];
    });
  const bySize = (a: Candidate, b: Candidate) => b.place.width * b.place.height - a.place.width * a.place.height;
  const all = [...candidates(provinces, true).filter(fits).sort(bySize), ...candidates(municipalities, false).filter(fits).sort(bySize)];

  const placed: PlacedLabel[] = [];
  const boxes: PixelBox[] = [...obstacles];
  const free = (box: PixelBox) =>
    box[0] >= 0 && box[1] >= 0 && box[2] <= size.width && box[3] <= size.height && !boxes.some((other) => box[0] < other[2] && other[0] < box[2] && box[1] < other[3] && other[1] < box[3]);
  for (const candidate of all) {
    const [px, centre] = pixelAt(view, size, [candidate.place.x, candidate.place.y]);
    const half = labelWidth(candidate.name, candidate.province ? LABEL_FONT_PIXELS + 2 : LABEL_FONT_PIXELS) / 2;
    const room = (candidate.place.height * view.scale) / 2 >= LABEL_SHIFT + height / 2;
    const py = [centre, ...(room ? [centre + LABEL_SHIFT] : [])].find((y) => free([px - half, y - height / 2, px + half, y + height / 2]));
    if (py === undefined) continue;
    boxes.push([px - half, py - height / 2, px + half, py + height / 2]);
    placed.push({ id: candidate.place.id, name: candidate.name, at: [px, py], province: candidate.province });
  }
  return placed;
}

/** The shortest names are four letters long (Gent, Zele, Mons, Hamm). */
const SHORT_NAME = 'Gent';

/**
 * Whether a municipality's name may fit at `scale`: the widest shape holds a short name.
 * Until then the provinces' names are all a map needs (and all it needs to load).
 */
export function municipalityNamesMayFit(municipalities: readonly LabelPlace[], scale: number): boolean {
  return municipalities.some((place) => place.width * scale >= labelWidth(SHORT_NAME));
}
