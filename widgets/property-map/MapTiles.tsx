/**
 * The raster tiles of `<agency-config map-tiles>` under the municipalities' shapes, part of
 * the map's later-loaded code. Without a tile source nothing here runs and nothing is asked
 * of anyone. A source on another origin is a third party: no tile is requested until the
 * visitor accepts the cookie category of `map-consent` (the agency's maps of other sites), which the map offers to do in
 * its corner; a source on the page's own origin needs no consent. Tiles are placed by their
 * geographic corners on the plane (core/geo/tiles.ts), so they lie under the shapes.
 */
import { useEffect, useState } from 'react';
import type { OptionalCategory } from '../../core/consent/categories.ts';
import { mayRun } from '../../core/consent/rules.ts';
import { toMapPlane } from '../../core/geo/projection.ts';
import { type Bounds, isTileArchive, isTileTemplate, tileLevel, tileUrl, tilesAreThirdParty, tilesCovering } from '../../core/geo/tiles.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { acceptCategory, startConsent } from '../consent/consent.ts';
import { useElement } from '../define/context.ts';
import { useAgencyStore } from '../define/page-context.ts';
import { useShadowStyles } from '../define/styles.ts';
import { useAcceptLabels } from '../ui/consent/consent-texts.ts';
import type { TileArchive } from './tile-archive.ts';
import styles from './map-tiles.css?inline';

export interface TileSource {
  /** the URL template; '' when the page names no usable source */
  template: string;
  attribution: string;
  category: OptionalCategory;
  /** another origin's, so it waits for the category */
  thirdParty: boolean;
  /** tiles may be requested now */
  shown: boolean;
  accept: (from?: Element | null) => void;
}

export function useTileSource(language: Language): TileSource {
  useShadowStyles(styles);
  const configured = useAgencyStore((state) => state.config.mapTiles);
  const attribution = useAgencyStore((state) => state.config.mapTilesAttribution);
  const category = useAgencyStore((state) => state.config.mapConsent);
  const template = isTileTemplate(configured) ? configured : '';
  const thirdParty = template !== '' && tilesAreThirdParty(template, document.baseURI);
  // not useConsent(): without a third-party source the map starts nothing of the consent's machinery, as before
  if (thirdParty) startConsent();
  const allowed = useAgencyStore((state) => !thirdParty || mayRun(category, state.consent));
  const accept = (from?: Element | null) => acceptCategory(category, { from: from ?? null, language });
  return { template, attribution, category, thirdParty, shown: template !== '' && allowed, accept };
}

export interface TileImagesProps {
  template: string;
  /** what the frame shows, in degrees */
  bounds: Bounds;
  /** screen pixels per degree of longitude */
  pixelsPerDegree: number;
}

/**
 * The archive of a `.pmtiles` source once opened (its reader loaded only then); null while it
 * opens or when it holds no raster tiles; undefined for a source of one address a tile.
 */
function useTileArchive(template: string): TileArchive | null | undefined {
  const archived = isTileArchive(template);
  const [archive, setArchive] = useState<TileArchive | null>(null);
  const [, setTilesRead] = useState(0);
  useEffect(() => {
    if (!archived) return;
    let opened: TileArchive | undefined;
    let gone = false;
    void import('./tile-archive.ts')
      .then(({ openTileArchive }) => openTileArchive(new URL(template, document.baseURI).href, () => setTilesRead((count) => count + 1)))
      .then((archive) => {
        opened = archive;
        if (gone) archive?.close();
        else setArchive(archive ?? null);
      })
      // an archive that cannot be read leaves the shapes alone, as no source does
      .catch(() => undefined);
    return () => {
      gone = true;
      opened?.close();
      setArchive(null);
    };
  }, [archived, template]);
  return archived ? archive : undefined;
}

/** The tiles covering the view, as SVG images in the map plane. */
export function TileImages({ template, bounds, pixelsPerDegree }: TileImagesProps) {
  const archive = useTileArchive(template);
  if (archive === null) return null;
  const tiles = tilesCovering(bounds, tileLevel(pixelsPerDegree, archive?.maxZoom));
  const retina = devicePixelRatio > 1;
  return (
    <g className="map__tiles">
      {tiles.map((tile) => {
        const href = archive ? archive.image(tile) : tileUrl(template, tile, { retina });
        if (!href) return null;
        const [x0, y0] = toMapPlane([tile.north, tile.west]);
        const [x1, y1] = toMapPlane([tile.south, tile.east]);
        return <image key={`${tile.z}/${tile.x}/${tile.y}`} href={href} x={x0} y={y0} width={x1 - x0} height={y1 - y0} preserveAspectRatio="none" />;
      })}
    </g>
  );
}

/** The source's attribution once its tiles show; before consent, the button that accepts its category. */
export function TileNotice({ source }: { source: TileSource }) {
  const { host } = useElement();
  const acceptLabels = useAcceptLabels();
  if (!source.template) return null;
  if (source.shown) return source.attribution ? <p className="map__attribution">{source.attribution}</p> : null;
  return (
    <p className="map__attribution">
      <button type="button" className="button button--quiet" onClick={() => source.accept(host)}>
        {acceptLabels[source.category]}
      </button>
    </p>
  );
}
