/**
 * Listing pictures drawn as SVG, made here and served by the demo (nothing comes from
 * the internet). Each picture is drawn from the listing's own facts (its `Look`): a
 * terraced, semi-detached or detached house, its storeys, roof shape and covering, a
 * garage, balconies, the sea beside a coastal flat, a pool or a paddock in the garden;
 * inside, the floor covering, the kind of kitchen and the state of the rooms. The
 * season, the colours, the furniture and the point of view change with the seed, so two
 * listings never share a picture. Thumbnails are the same drawing at the spec's three
 * quality levels: smaller, and with less detail.
 */
import { createRandom, type Random } from './prng.ts';

export type PictureStyle = 'terraced' | 'villa' | 'apartment' | 'office' | 'shop' | 'land' | 'industrial';
export type Scene =
  | 'front'
  | 'street'
  | 'dusk'
  | 'garden'
  | 'terrace'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'workspace'
  | 'hall';
export type Detail = 'low' | 'medium' | 'high' | 'full';

export const PICTURE_SIZES: Readonly<Record<Detail, { width: number; height: number }>> = {
  low: { width: 320, height: 240 },
  medium: { width: 640, height: 480 },
  high: { width: 1024, height: 768 },
  full: { width: 1600, height: 1200 },
};

/** What a listing's pictures show: the facts of the listing that can be seen. */
export interface Look {
  style: PictureStyle;
  /** a house's free sides: 2 terraced, 3 semi-detached, 4 detached */
  facades?: number;
  /** storeys above the ground floor */
  storeys?: number;
  roof?: 'gable' | 'hip' | 'mansard' | 'flat' | 'shed';
  roofCover?: 'tiles' | 'slate' | 'epdm' | 'bitumen' | 'green' | 'zinc' | 'steel';
  garage?: boolean;
  balconies?: boolean;
  sea?: boolean;
  pool?: boolean;
  paddock?: boolean;
  floor?: 'parquet' | 'tiles' | 'concrete' | 'laminate' | 'stone';
  kitchen?: 'open' | 'island' | 'partly' | 'toRenew';
  /** an interior that shows its age (a property to renovate) */
  dated?: boolean;
  /** fixes the building's colours and the season, so that every view shows the same building */
  seed?: number;
}

const W = 800;
const H = 600;
const GROUND = 470;

const BRICKS = ['#b5533c', '#a0522d', '#c4703f', '#8e3b2c', '#d8c3a5', '#e9e4d8', '#9c8f80', '#f2efe6', '#6f6a64', '#c9b79c', '#7d4e3a'];
const RENDER = ['#f2efe6', '#e9e4d8', '#d8c3a5', '#ffffff', '#c9c1b6', '#e6ddd0', '#dfe3e0'];
const DOORS = ['#2e4057', '#7a1f3d', '#1d5c4b', '#3a3a3a', '#8a5a2b', '#5b6770', '#a23b2a'];
const COVER_COLOURS: Readonly<Record<NonNullable<Look['roofCover']>, string[]>> = {
  tiles: ['#9a4a32', '#7b3b2a', '#a8583a', '#5a4636'],
  slate: ['#3b4a5a', '#2f3a44', '#4a4f58'],
  epdm: ['#2b2b2e'],
  bitumen: ['#3a3835'],
  green: ['#6f9e4f'],
  zinc: ['#8a9299', '#9aa3a9'],
  steel: ['#6d777e'],
};
const SKIES_DAY = [
  ['#8ec5ff', '#dff1ff'],
  ['#a7c7e7', '#f1f7fb'],
  ['#7fb2e5', '#cfe8ff'],
  ['#b9c6d2', '#eef1f4'],
];
const SKY_DUSK = ['#2b3a67', '#f6a86b'];
type Season = 'spring' | 'summer' | 'autumn';
const LEAVES: Readonly<Record<Season, string[]>> = {
  spring: ['#7fb35a', '#8fc46a', '#6da34d'],
  summer: ['#3f7d3a', '#4f8f3f', '#2f6b3a', '#5c9a45'],
  autumn: ['#c8782e', '#d9a441', '#a94f2b', '#8a9a3a'],
};
const LAWN: Readonly<Record<Season, string>> = { spring: '#7dbb57', summer: '#6da34d', autumn: '#8aa04a' };

interface Ctx {
  rng: Random;
  detail: Detail;
  season: Season;
  parts: string[];
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra}/>`;
const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}"${extra}/>`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = '') =>
  `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="${width}"${extra}/>`;

const rich = (ctx: Ctx) => ctx.detail !== 'low';
const richest = (ctx: Ctx) => ctx.detail === 'high' || ctx.detail === 'full';

// ---------------------------------------------------------------- outside

function sky(ctx: Ctx, dusk: boolean): void {
  const [top, bottom] = dusk ? SKY_DUSK : ctx.rng.pick(SKIES_DAY);
  ctx.parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    rect(0, 0, W, GROUND, 'url(#sky)'),
  );
  if (dusk) ctx.parts.push(circle(ctx.rng.int(560, 720), ctx.rng.int(330, 400), 38, '#ffd27a', ' opacity="0.9"'));
  else if (ctx.rng.chance(0.7)) ctx.parts.push(circle(ctx.rng.int(80, 720), ctx.rng.int(50, 110), ctx.rng.int(24, 34), '#fff4b8'));
  if (rich(ctx)) {
    for (let i = 0; i < ctx.rng.int(0, 4); i++) {
      const x = ctx.rng.int(30, 720);
      const y = ctx.rng.int(30, 150);
      const s = ctx.rng.range(0.7, 1.3, 0.05);
      ctx.parts.push(`<g opacity="${dusk ? 0.25 : 0.85}">${circle(x, y, 22 * s, '#fff')}${circle(x + 25 * s, y - 8 * s, 28 * s, '#fff')}${circle(x + 52 * s, y, 20 * s, '#fff')}</g>`);
    }
  }
}

function ground(ctx: Ctx, paved: boolean): void {
  ctx.parts.push(rect(0, GROUND, W, H - GROUND, paved ? '#9a9a96' : LAWN[ctx.season]));
  if (rich(ctx)) ctx.parts.push(rect(0, GROUND + 60, W, 70, paved ? '#7d7d79' : '#b8b2a4'));
}

function tree(ctx: Ctx, x: number, scale = 1, base = GROUND): void {
  const leaves = LEAVES[ctx.season];
  const conifer = ctx.rng.chance(0.2);
  ctx.parts.push(rect(x - 6 * scale, base - 70 * scale, 12 * scale, 72 * scale, '#6b4a2f'));
  if (conifer) {
    ctx.parts.push(poly([[x - 40 * scale, base - 50 * scale], [x, base - 190 * scale], [x + 40 * scale, base - 50 * scale]], '#2f5d3a'));
    return;
  }
  ctx.parts.push(circle(x, base - 100 * scale, 42 * scale, ctx.rng.pick(leaves)));
  if (richest(ctx)) {
    ctx.parts.push(circle(x - 22 * scale, base - 82 * scale, 26 * scale, ctx.rng.pick(leaves)), circle(x + 24 * scale, base - 86 * scale, 24 * scale, ctx.rng.pick(leaves)));
    if (ctx.season === 'spring') for (let b = 0; b < 8; b++) ctx.parts.push(circle(x + ctx.rng.int(-40, 40) * scale, base - ctx.rng.int(70, 130) * scale, 4 * scale, '#f6c9d6'));
  }
}

function pane(ctx: Ctx, x: number, y: number, w: number, h: number, lit: boolean, frame = '#f4f4f4'): void {
  ctx.parts.push(rect(x, y, w, h, lit ? '#ffd98a' : '#bcd7ea', ` stroke="${frame}" stroke-width="3"`));
  if (rich(ctx)) ctx.parts.push(line(x + w / 2, y, x + w / 2, y + h, frame));
  if (richest(ctx)) ctx.parts.push(line(x, y + h * 0.4, x + w, y + h * 0.4, frame));
}

function bricks(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  if (!richest(ctx)) return;
  const rows: string[] = [];
  for (let row = y + 14; row < y + h; row += 14) rows.push(`M${x} ${row}H${x + w}`);
  ctx.parts.push(`<path d="${rows.join('')}" stroke="#000" stroke-opacity="0.08" stroke-width="1"/>`);
}

/** A roof over a wall from `left` to `right` whose top edge is at `top`. */
function roof(ctx: Ctx, look: Look, left: number, right: number, top: number): void {
  const colour = ctx.rng.pick(COVER_COLOURS[look.roofCover ?? 'tiles']);
  const middle = (left + right) / 2;
  const width = right - left;
  switch (look.roof) {
    case 'flat':
      ctx.parts.push(rect(left - 10, top - 14, width + 20, 16, look.roofCover === 'green' ? '#6f9e4f' : colour));
      if (look.roofCover === 'green' && rich(ctx)) for (let x = left; x < right; x += 18) ctx.parts.push(circle(x, top - 14, 6, '#5b8a40'));
      if (look.roofCover === 'zinc' && rich(ctx)) ctx.parts.push(rect(left - 10, top - 16, width + 20, 4, '#b8c0c6'));
      return;
    case 'shed':
      ctx.parts.push(poly([[left - 12, top + 4], [left - 12, top - 40], [right + 12, top - 6], [right + 12, top + 4]], colour));
      return;
    case 'hip':
      ctx.parts.push(poly([[left - 12, top + 4], [left + width * 0.25, top - width * 0.28], [right - width * 0.25, top - width * 0.28], [right + 12, top + 4]], colour));
      break;
    case 'mansard':
      ctx.parts.push(poly([[left - 8, top + 4], [left + 18, top - 70], [right - 18, top - 70], [right + 8, top + 4]], colour));
      ctx.parts.push(poly([[left + 18, top - 70], [middle, top - 110], [right - 18, top - 70]], colour, ' opacity="0.85"'));
      pane(ctx, middle - 30, top - 58, 60, 40, false);
      return;
    default:
      ctx.parts.push(poly([[left - 12, top + 4], [middle, top - width * 0.36], [right + 12, top + 4]], colour));
  }
  if (look.roofCover === 'slate' && richest(ctx)) {
    for (let y = top - 8; y > top - width * 0.3; y -= 10) ctx.parts.push(line(left + (top - y), y, right - (top - y), y, '#000', 1, ' stroke-opacity="0.12"'));
  }
  // a dormer or a chimney, depending on the house
  if (rich(ctx) && ctx.rng.chance(0.5)) ctx.parts.push(rect(middle + width * 0.18, top - width * 0.3, 22, 50, '#7a6a5a'));
}

/** A house of `look.facades` free sides: the neighbours that touch it are drawn too. */
function house(ctx: Ctx, look: Look, lit: boolean): void {
  const facades = look.facades ?? 2;
  const storeys = Math.max(1, Math.min(3, look.storeys ?? 1));
  const wall = ctx.rng.chance(0.6) ? ctx.rng.pick(BRICKS) : ctx.rng.pick(RENDER);
  const width = facades >= 4 ? 380 : facades === 3 ? 320 : 280;
  const left = facades === 2 ? 260 - width / 2 + 140 : facades === 3 ? 330 : 210;
  const right = left + width;
  const top = GROUND - 90 - storeys * 100;
  if (facades <= 3) {
    // the neighbour on the left (and on the right for a terraced house), sharing a wall
    const neighbour = ctx.rng.pick(BRICKS);
    ctx.parts.push(rect(left - 210, top + 30, 210, GROUND - top - 30, neighbour), poly([[left - 214, top + 34], [left - 105, top - 50], [left, top + 34]], '#555'));
    if (rich(ctx)) pane(ctx, left - 170, top + 70, 70, 60, lit);
  }
  if (facades === 2) {
    const neighbour = ctx.rng.pick(BRICKS);
    ctx.parts.push(rect(right, top + 10, 220, GROUND - top - 10, neighbour), poly([[right, top + 14], [right + 110, top - 70], [right + 224, top + 14]], '#555'));
    if (rich(ctx)) pane(ctx, right + 70, top + 50, 70, 60, lit);
  } else {
    tree(ctx, Math.min(750, right + 90), 1);
  }
  if (facades >= 4) tree(ctx, Math.max(60, left - 100), 1.1);
  ctx.parts.push(rect(left, top, width, GROUND - top, wall));
  bricks(ctx, left, top, width, GROUND - top);
  roof(ctx, look, left, right, top);
  const columns = width >= 360 ? 3 : 2;
  for (let storey = 0; storey < storeys; storey++) {
    const y = top + 30 + storey * 100;
    for (let column = 0; column < columns; column++) pane(ctx, left + 30 + column * ((width - 60) / columns), y, (width - 60) / columns - 30, 64, lit && column === storey % columns);
  }
  const door = ctx.rng.pick(DOORS);
  const doorX = left + (look.garage ? width * 0.62 : width * 0.2);
  ctx.parts.push(rect(doorX, GROUND - 110, 64, 110, door));
  if (rich(ctx)) ctx.parts.push(circle(doorX + 52, GROUND - 55, 4, '#e0c060'));
  if (look.garage) {
    ctx.parts.push(rect(left + 24, GROUND - 100, width * 0.45, 100, '#d9d5ce', ' stroke="#8a8580" stroke-width="3"'));
    if (richest(ctx)) for (let slat = GROUND - 85; slat < GROUND; slat += 16) ctx.parts.push(line(left + 24, slat, left + 24 + width * 0.45, slat, '#a7a29b', 2));
  } else {
    pane(ctx, left + width * 0.45, GROUND - 100, width * 0.4, 70, lit);
  }
}

function villa(ctx: Ctx, look: Look, lit: boolean): void {
  const wall = ctx.rng.pick(RENDER);
  tree(ctx, ctx.rng.int(60, 110), 1.2);
  const top = GROUND - 220;
  ctx.parts.push(rect(150, top, 480, GROUND - top, wall));
  if (look.roof === 'flat') {
    ctx.parts.push(rect(420, top - 90, 210, 90, wall));
    roof(ctx, { ...look }, 420, 630, top - 90);
    roof(ctx, { ...look }, 150, 420, top);
    pane(ctx, 440, top - 70, 170, 54, lit);
  } else {
    roof(ctx, look, 150, 630, top);
  }
  pane(ctx, 180, top + 40, 110, 80, lit);
  pane(ctx, 480, top + 40, 120, 130, lit);
  ctx.parts.push(rect(340, top + 90, 80, GROUND - top - 90, ctx.rng.pick(DOORS)));
  if (look.garage) ctx.parts.push(rect(640, GROUND - 100, 130, 100, '#cfcac2', ' stroke="#8a8580" stroke-width="3"'), roofLine(640, 770, GROUND - 100));
  if (rich(ctx)) ctx.parts.push(rect(110, GROUND - 40, 520, 40, '#4f8f3f', ' opacity="0.6"'));
  if (!look.garage) tree(ctx, ctx.rng.int(680, 750), 1);
}

const roofLine = (left: number, right: number, top: number) => rect(left - 6, top - 10, right - left + 12, 12, '#555');

function apartment(ctx: Ctx, look: Look, lit: boolean): void {
  const wall = ctx.rng.pick(['#d8d2c4', '#c9c1b6', '#e9e4d8', '#b8b0a4', '#a7a19a', '#ece7dc', '#8e8a84']);
  const floors = Math.max(3, Math.min(7, (look.storeys ?? 4) + 1));
  const storey = Math.min(62, 360 / floors);
  const top = GROUND - floors * storey;
  const left = ctx.rng.int(150, 210);
  const width = ctx.rng.int(400, 460);
  if (look.sea) ctx.parts.push(rect(0, GROUND - 60, W, 60, '#4f86b0'), rect(0, GROUND - 20, W, 20, '#e6d3a3'));
  ctx.parts.push(rect(left, top, width, GROUND - top, wall));
  roof(ctx, { ...look, roof: 'flat' }, left, left + width, top);
  const columns = width > 430 ? 4 : 3;
  const cell = width / columns;
  for (let floor = 0; floor < floors; floor++) {
    const y = top + 12 + floor * storey;
    for (let column = 0; column < columns; column++) pane(ctx, left + 18 + column * cell, y, cell - 36, storey * 0.6, lit && (floor + column) % 3 === 0);
    if (look.balconies && floor < floors - 1 && rich(ctx)) {
      ctx.parts.push(rect(left + 8, y + storey * 0.62, width - 16, 6, '#666'));
      if (richest(ctx)) for (let bar = left + 12; bar < left + width - 8; bar += 14) ctx.parts.push(line(bar, y + storey * 0.62, bar, y + storey * 0.62 - 16, '#777', 2));
    }
  }
  ctx.parts.push(rect(left + width / 2 - 30, GROUND - 60, 60, 60, ctx.rng.pick(DOORS)));
  if (!look.sea) {
    tree(ctx, ctx.rng.int(60, 120), 1);
    if (rich(ctx)) tree(ctx, ctx.rng.int(680, 750), 0.9);
  }
}

function office(ctx: Ctx, lit: boolean): void {
  const glass = ctx.rng.pick(['#6f9fc0', '#5d8aa8', '#7aa6b8', '#4e7a94', '#8fb0c4']);
  const floors = ctx.rng.int(2, 5);
  const top = GROUND - floors * 70;
  const left = ctx.rng.int(120, 180);
  const width = ctx.rng.int(460, 520);
  ctx.parts.push(rect(left, top, width, GROUND - top, glass));
  for (let floor = 0; floor <= floors; floor++) ctx.parts.push(rect(left, top + floor * 70 - 4, width, 8, '#d9d9d9'));
  if (rich(ctx)) for (let column = 1; column < 6; column++) ctx.parts.push(rect(left + (column * width) / 6, top, 3, GROUND - top, '#d9d9d9'));
  if (lit) ctx.parts.push(rect(left + 10, top + 80, width - 20, 50, '#ffd98a', ' opacity="0.5"'));
  ctx.parts.push(rect(left + width / 2 - 40, GROUND - 70, 80, 70, '#2b2b2b'));
  if (richest(ctx)) ctx.parts.push(rect(60, GROUND - 10, 680, 10, '#cfcfcf'));
  tree(ctx, ctx.rng.int(50, 100), 0.9);
}

function shop(ctx: Ctx, lit: boolean): void {
  const wall = ctx.rng.pick(BRICKS);
  const awning = ctx.rng.pick(['#7a1f3d', '#1d5c4b', '#2e4057', '#b5533c', '#c9a227']);
  ctx.parts.push(rect(170, 170, 460, GROUND - 170, wall));
  bricks(ctx, 170, 170, 460, GROUND - 170);
  ctx.parts.push(poly([[165, 175], [400, 110], [635, 175]], ctx.rng.pick(COVER_COLOURS.tiles)));
  for (let column = 0; column < 3; column++) pane(ctx, 200 + column * 150, 200, 100, 80, lit);
  ctx.parts.push(rect(190, 320, 300, GROUND - 330, lit ? '#ffe7a8' : '#cfe3ef', ' stroke="#333" stroke-width="4"'));
  ctx.parts.push(rect(510, 320, 90, GROUND - 320, '#333'));
  ctx.parts.push(poly([[180, 300], [620, 300], [600, 330], [200, 330]], awning));
  if (rich(ctx)) for (let stripe = 0; stripe < 11; stripe++) ctx.parts.push(rect(200 + stripe * 40, 302, 20, 26, '#ffffff', ' opacity="0.3"'));
  // neighbours on a shopping street
  ctx.parts.push(rect(0, 200, 165, GROUND - 200, ctx.rng.pick(BRICKS)), rect(635, 190, 165, GROUND - 190, ctx.rng.pick(BRICKS)));
}

function industrial(ctx: Ctx): void {
  const cladding = ctx.rng.pick(['#9aa5ad', '#b0b7bc', '#7d8a94', '#c4c9cc', '#8f9a83']);
  const left = ctx.rng.int(60, 110);
  const right = ctx.rng.int(690, 740);
  ctx.parts.push(rect(left, 250, right - left, GROUND - 250, cladding));
  ctx.parts.push(poly([[left - 10, 255], [(left + right) / 2, 210], [right + 10, 255]], '#5d666d'));
  if (rich(ctx)) for (let x = left + 10; x < right; x += 20) ctx.parts.push(rect(x, 255, 2, GROUND - 255, '#000', ' opacity="0.08"'));
  const doors = ctx.rng.int(2, 3);
  for (let door = 0; door < doors; door++) {
    const x = left + 60 + door * 170;
    ctx.parts.push(rect(x, 330, 140, GROUND - 330, '#e3e3e3', ' stroke="#666" stroke-width="3"'));
    if (richest(ctx)) for (let slat = 345; slat < GROUND; slat += 18) ctx.parts.push(line(x, slat, x + 140, slat, '#999', 2));
  }
  ctx.parts.push(rect(right - 150, 300, 130, GROUND - 300, '#dcdcdc'));
  pane(ctx, right - 135, 320, 100, 50, false);
}

function land(ctx: Ctx): void {
  ctx.parts.push(rect(0, GROUND - 40, W, H - GROUND + 40, LAWN[ctx.season]));
  if (rich(ctx)) {
    for (let row = 0; row < 6; row++) ctx.parts.push(`<path d="M0 ${GROUND - 20 + row * 22}Q400 ${GROUND - 40 + row * 22} 800 ${GROUND - 20 + row * 22}" stroke="#5f9444" stroke-width="6" fill="none" opacity="0.6"/>`);
  }
  // the boundary stakes of the plot
  for (const [x, y] of [[150, GROUND + 10], [650, GROUND + 10], [100, GROUND + 100], [700, GROUND + 100]] as [number, number][]) {
    ctx.parts.push(rect(x - 3, y - 40, 6, 40, '#e0e0e0'), rect(x - 3, y - 40, 6, 10, '#d9534f'));
  }
  tree(ctx, ctx.rng.int(40, 120), 1.1);
  tree(ctx, ctx.rng.int(680, 760), 0.9);
  if (rich(ctx)) ctx.parts.push(poly([[0, GROUND - 40], [ctx.rng.int(160, 260), GROUND - ctx.rng.int(90, 140)], [ctx.rng.int(380, 480), GROUND - 40]], '#8fbf6a', ' opacity="0.7"'));
  // the sign of the agency on the plot
  if (rich(ctx)) ctx.parts.push(rect(396, GROUND - 60, 8, 80, '#6b4a2f'), rect(350, GROUND - 110, 100, 56, '#7a1f3d'), rect(362, GROUND - 98, 76, 8, '#fff'), rect(362, GROUND - 82, 50, 8, '#fff'));
}

function streetLife(ctx: Ctx, paved: boolean): void {
  if (!rich(ctx)) return;
  // a lamp post, a parked car and sometimes a bicycle
  const lamp = ctx.rng.int(20, 120);
  ctx.parts.push(rect(lamp, GROUND - 170, 6, 200, '#3a3a3a'), rect(lamp - 12, GROUND - 178, 30, 10, '#3a3a3a'));
  const car = ctx.rng.int(430, 620);
  const paint = ctx.rng.pick(['#b3261e', '#2e4057', '#e9e9e9', '#3a3a3a', '#5c7d5a']);
  ctx.parts.push(rect(car, GROUND + 72, 150, 36, paint), poly([[car + 28, GROUND + 72], [car + 50, GROUND + 46], [car + 110, GROUND + 46], [car + 130, GROUND + 72]], paint));
  ctx.parts.push(circle(car + 34, GROUND + 110, 13, '#222'), circle(car + 118, GROUND + 110, 13, '#222'));
  if (ctx.rng.chance(0.5) && !paved) {
    const bike = ctx.rng.int(150, 300);
    ctx.parts.push(circle(bike, GROUND + 96, 14, 'none', ' stroke="#333" stroke-width="3"'), circle(bike + 44, GROUND + 96, 14, 'none', ' stroke="#333" stroke-width="3"'), line(bike, GROUND + 96, bike + 22, GROUND + 74, '#333', 3), line(bike + 22, GROUND + 74, bike + 44, GROUND + 96, '#333', 3));
  }
}

function garden(ctx: Ctx, look: Look): void {
  const lawn = LAWN[ctx.season];
  ctx.parts.push(rect(0, GROUND - 90, W, H - GROUND + 90, lawn));
  if (look.paddock) {
    // a fenced paddock with a horse, the countryside behind
    ctx.parts.push(poly([[0, GROUND - 90], [260, GROUND - 150], [560, GROUND - 110], [800, GROUND - 160], [800, GROUND - 90]], '#7da861'));
    for (let post = 0; post < W; post += 60) ctx.parts.push(rect(post, GROUND - 40, 6, 50, '#6b4a2f'));
    ctx.parts.push(rect(0, GROUND - 30, W, 5, '#6b4a2f'), rect(0, GROUND - 12, W, 5, '#6b4a2f'));
    const x = ctx.rng.int(300, 520);
    const coat = ctx.rng.pick(['#6b4226', '#3a2a1f', '#a0784d', '#e9e4d8']);
    ctx.parts.push(rect(x, GROUND - 80, 110, 42, coat), poly([[x + 100, GROUND - 80], [x + 140, GROUND - 112], [x + 152, GROUND - 100], [x + 118, GROUND - 66]], coat));
    for (const leg of [x + 8, x + 28, x + 80, x + 98]) ctx.parts.push(rect(leg, GROUND - 40, 8, 40, coat));
    tree(ctx, ctx.rng.int(620, 740), 1.2, GROUND - 90);
    return;
  }
  ctx.parts.push(rect(0, GROUND - 150, W, 60, ctx.rng.pick(['#8a6b4a', '#6e7f5a', '#9b8060'])));
  if (rich(ctx)) for (let post = 0; post < W; post += 40) ctx.parts.push(rect(post, GROUND - 160, 6, 70, '#6b4a2f'));
  if (look.pool) ctx.parts.push(rect(380, GROUND - 20, 360, 110, '#6fc3df', ' stroke="#e6e2da" stroke-width="10"'));
  ctx.parts.push(rect(60, GROUND + 20, 260, 90, ctx.rng.pick(['#cfc6b8', '#b9b2a6', '#a08c74'])));
  const seat = ctx.rng.pick(['#ffffff', '#3a3a3a', '#7a5a3a']);
  ctx.parts.push(rect(100, GROUND, 120, 12, seat), rect(110, GROUND + 12, 8, 30, seat), rect(202, GROUND + 12, 8, 30, seat));
  if (rich(ctx) && ctx.rng.chance(0.6)) ctx.parts.push(line(250, GROUND - 20, 250, GROUND + 30, '#555', 3), poly([[200, GROUND - 20], [250, GROUND - 60], [300, GROUND - 20]], ctx.rng.pick(['#e76f51', '#f4f1de', '#2a9d8f'])));
  if (!look.pool) tree(ctx, ctx.rng.int(520, 680), 1.3);
  if (rich(ctx)) tree(ctx, ctx.rng.int(400, 480), 0.8);
  if (richest(ctx) && ctx.season !== 'autumn') {
    for (let flower = 0; flower < 14; flower++) ctx.parts.push(circle(ctx.rng.int(20, 360), ctx.rng.int(GROUND - 80, GROUND - 10), 5, ctx.rng.pick(['#e85d75', '#f2c14e', '#ffffff', '#9b5de5'])));
  }
}

function terrace(ctx: Ctx, look: Look): void {
  // the view over the railing: the sea, or the roofs of the town
  if (look.sea) ctx.parts.push(rect(0, 300, W, 170, '#4f86b0'), rect(0, 300, W, 6, '#8fb6d3'));
  else for (let x = 0; x < W; x += ctx.rng.int(70, 120)) ctx.parts.push(rect(x, ctx.rng.int(250, 330), ctx.rng.int(60, 110), 300, ctx.rng.pick(['#b0a79c', '#c9c1b6', '#9c8f80', '#d8d2c4'])));
  ctx.parts.push(rect(0, 420, W, 180, ctx.rng.pick(['#c8b89e', '#9c8f80', '#d9d2c5', '#8a6b4a'])));
  if (rich(ctx)) for (let x = 0; x < W; x += 60) ctx.parts.push(line(x, 420, x - 80, 600, '#000', 1, ' stroke-opacity="0.1"'));
  ctx.parts.push(rect(0, 370, W, 8, '#555'));
  for (let bar = 10; bar < W; bar += rich(ctx) ? 24 : 60) ctx.parts.push(rect(bar, 370, 4, 56, '#666'));
  const chair = ctx.rng.pick(['#e9e4d8', '#3a3a3a', '#2a9d8f']);
  ctx.parts.push(circle(400, 470, 60, ctx.rng.pick(['#ffffff', '#c9a227', '#5a4636'])), rect(396, 470, 8, 70, '#555'));
  ctx.parts.push(rect(270, 480, 60, 60, chair), rect(470, 480, 60, 60, chair));
  if (richest(ctx)) ctx.parts.push(circle(690, 470, 34, '#3f7d3a'), rect(670, 490, 40, 50, '#b5533c'));
}

// ---------------------------------------------------------------- inside

function floorOf(ctx: Ctx, look: Look, top: number): void {
  const kind = look.floor ?? 'parquet';
  const colour = { parquet: ctx.rng.pick(['#b08a5a', '#c8a57a', '#9a7048']), tiles: ctx.rng.pick(['#d9d2c5', '#bdb6a8', '#e8e2d6']), concrete: '#a9a9a4', laminate: ctx.rng.pick(['#d4b48a', '#c8b08e']), stone: ctx.rng.pick(['#cfc8bb', '#b7ae9f']) }[kind];
  ctx.parts.push(rect(0, top, W, H - top, colour));
  if (!rich(ctx)) return;
  if (kind === 'parquet' || kind === 'laminate') for (let y = top + 14; y < H; y += 16) ctx.parts.push(line(0, y, W, y, '#000', 1, ' stroke-opacity="0.12"'));
  if (kind === 'tiles' || kind === 'stone') {
    const step = kind === 'tiles' ? 60 : 100;
    for (let x = 0; x < W; x += step) ctx.parts.push(line(x, top, x, H, '#000', 1, ' stroke-opacity="0.1"'));
    for (let y = top + step / 2; y < H; y += step / 2) ctx.parts.push(line(0, y, W, y, '#000', 1, ' stroke-opacity="0.1"'));
  }
}

function room(ctx: Ctx, look: Look): void {
  const walls = look.dated ? ['#e8dcb8', '#d6c9a6', '#c9d3b0', '#d9c3a0'] : ['#f3efe8', '#e8e4dc', '#eef1f2', '#f6f1e7', '#e3e8e4', '#dfe6ea', '#efe6dc'];
  ctx.parts.push(rect(0, 0, W, 420, ctx.rng.pick(walls)));
  // the skirting and a picture rail at heights of their own
  if (rich(ctx)) ctx.parts.push(rect(0, 408, W, 12, ctx.rng.pick(['#ffffff', '#d9d2c5', '#8a6b4a'])), rect(0, ctx.rng.int(30, 60), W, 4, '#000', ' opacity="0.05"'));
  floorOf(ctx, look, 420);
  const windows = ctx.rng.int(1, 2);
  for (let window = 0; window < windows; window++) {
    const x = windows === 1 ? ctx.rng.int(440, 520) : 120 + window * 380;
    ctx.parts.push(rect(x, 80, 230, 250, '#bcd7ea', ` stroke="${look.dated ? '#8a6b4a' : '#ffffff'}" stroke-width="8"`));
    if (rich(ctx)) ctx.parts.push(rect(x + 112, 80, 6, 250, look.dated ? '#8a6b4a' : '#ffffff'));
  }
}

function living(ctx: Ctx, look: Look): void {
  room(ctx, look);
  const sofa = look.dated ? ctx.rng.pick(['#8a5a44', '#6b5a3a', '#7a6a4a']) : ctx.rng.pick(['#4f6d7a', '#8a5a44', '#6b6b6b', '#3d5a45', '#c9a227', '#d9d2c5']);
  const x = ctx.rng.int(40, 140);
  ctx.parts.push(rect(x, 330, 320, 90, sofa), rect(x, 290, 320, 50, sofa), rect(x - 20, 300, 30, 120, sofa), rect(x + 310, 300, 30, 120, sofa));
  if (rich(ctx)) ctx.parts.push(poly([[x - 40, 560], [x + 380, 560], [x + 330, 470], [x + 10, 470]], ctx.rng.pick(['#b07a5a', '#6d8a96', '#d9c7a0', '#8a8f8a']), ' opacity="0.8"'));
  ctx.parts.push(rect(x + 70, 450, 180, 20, '#5a4636'));
  if (rich(ctx)) ctx.parts.push(rect(x + 30, 120, 220, 140, '#ffffff', ' stroke="#5a4636" stroke-width="6"'), rect(x + 50, 140, 180, 100, ctx.rng.pick(['#e9c46a', '#2a9d8f', '#e76f51', '#264653', '#a8dadc'])));
  if (richest(ctx)) ctx.parts.push(circle(720, 400, 30, '#3f7d3a'), rect(705, 420, 30, 40, '#b5533c'), rect(640, 300, 6, 120, '#333'), poly([[615, 300], [671, 300], [655, 260], [631, 260]], '#f4f1de'));
}

function kitchen(ctx: Ctx, look: Look): void {
  room(ctx, look);
  const kind = look.kitchen ?? 'open';
  const front =
    kind === 'toRenew' ? ctx.rng.pick(['#a0784d', '#c9a96e', '#8f6b3f']) : ctx.rng.pick(['#2e4057', '#ffffff', '#4f6d5a', '#7a6a5a', '#1f1f1f', '#c9c1b6']);
  const top = kind === 'toRenew' ? '#d8b87a' : ctx.rng.pick(['#d0ccc4', '#3a3a3a', '#e6e2da']);
  const run = kind === 'partly' ? 240 : 400;
  ctx.parts.push(rect(40, 300, run, 120, front), rect(30, 290, run + 20, 14, top));
  if (kind !== 'partly') ctx.parts.push(rect(40, 120, run, 90, front));
  if (kind === 'toRenew' && rich(ctx)) for (let x = 40; x < 440; x += 30) for (let y = 210; y < 290; y += 30) ctx.parts.push(rect(x, y, 28, 28, '#e9e0b8', ' stroke="#c9b98a" stroke-width="1"'));
  if (kind === 'island') ctx.parts.push(rect(150, 440, 300, 70, front), rect(140, 430, 320, 14, top));
  if (kind === 'open') ctx.parts.push(rect(500, 460, 220, 14, '#5a4636'), rect(510, 474, 10, 60, '#5a4636'), rect(700, 474, 10, 60, '#5a4636'));
  if (rich(ctx)) for (let door = 0; door < run / 100; door++) ctx.parts.push(rect(60 + door * 100, 320, 80, 80, '#000', ' opacity="0.06"'));
  if (richest(ctx)) ctx.parts.push(rect(200, 250, 80, 40, '#2b2b2b'), circle(120, 280, 10, '#c0c0c0'));
}

function bedroom(ctx: Ctx, look: Look): void {
  room(ctx, look);
  const linen = ctx.rng.pick(['#ffffff', '#dfe7ef', '#f2e6d9', '#e9c46a', '#a8dadc']);
  const x = ctx.rng.int(120, 260);
  ctx.parts.push(rect(x, 300, 300, 40, '#5a4636'), rect(x, 340, 300, 90, linen), rect(x + 20, 320, 110, 30, '#ffffff'), rect(x + 170, 320, 110, 30, '#ffffff'));
  ctx.parts.push(rect(x - 70, 360, 60, 60, '#5a4636'), rect(x + 310, 360, 60, 60, '#5a4636'));
  if (rich(ctx)) ctx.parts.push(rect(x + 330, 300, 40, 60, '#f4f1de', ' opacity="0.9"'));
  if (richest(ctx)) ctx.parts.push(rect(20, 120, 120, 300, ctx.rng.pick(['#e6e2da', '#8a6b4a', '#ffffff']), ' stroke="#999" stroke-width="2"'));
}

function bathroom(ctx: Ctx, look: Look): void {
  const tile = look.dated ? ctx.rng.pick(['#c9d3b0', '#e8dcb8', '#b7c9d6']) : ctx.rng.pick(['#ffffff', '#e6e2da', '#3a3a3a', '#cfd8dc']);
  ctx.parts.push(rect(0, 0, W, H, tile));
  if (rich(ctx)) {
    for (let x = 0; x < W; x += 40) ctx.parts.push(line(x, 0, x, H, '#000', 1, ' stroke-opacity="0.07"'));
    for (let y = 0; y < H; y += 40) ctx.parts.push(line(0, y, W, y, '#000', 1, ' stroke-opacity="0.07"'));
  }
  const tub = ctx.rng.int(30, 90);
  if (ctx.rng.chance(0.5)) ctx.parts.push(rect(tub, 380, 360, 120, '#ffffff', ' stroke="#bbb" stroke-width="3"'), rect(tub + 20, 390, 320, 60, '#dff1ff'));
  else ctx.parts.push(rect(tub, 120, 260, 400, '#dff1ff', ' stroke="#bbb" stroke-width="4" opacity="0.7"'), circle(tub + 130, 150, 20, '#c0c0c0'));
  const sink = ctx.rng.int(470, 540);
  ctx.parts.push(rect(sink, 300, 220, 30, '#ffffff'), rect(sink + 20, 330, 180, 120, look.dated ? '#a0784d' : ctx.rng.pick(['#5a4636', '#ffffff', '#2e4057', '#7a8a6a'])));
  ctx.parts.push(rect(sink + 40, 120, ctx.rng.int(100, 160), ctx.rng.int(120, 170), '#dfe9ef', ' stroke="#c0c0c0" stroke-width="4"'));
  // a towel and sometimes a plant
  ctx.parts.push(rect(ctx.rng.int(420, 460), ctx.rng.int(200, 260), 40, 90, ctx.rng.pick(['#e76f51', '#2a9d8f', '#f4f1de', '#264653', '#e9c46a'])));
  if (rich(ctx) && ctx.rng.chance(0.5)) ctx.parts.push(circle(ctx.rng.int(700, 760), 420, 26, '#3f7d3a'), rect(ctx.rng.int(690, 740), 440, 30, 40, '#d9d2c5'));
}

function workspace(ctx: Ctx, look: Look): void {
  ctx.parts.push(rect(0, 0, W, 420, ctx.rng.pick(['#eef1f2', '#f3efe8', '#e8ecef'])));
  floorOf(ctx, { ...look, floor: look.floor ?? 'concrete' }, 420);
  const step = ctx.rng.int(170, 220);
  for (let x = ctx.rng.int(20, 60); x < W - 100; x += step) ctx.parts.push(rect(x, 60, step - 40, 260, '#bcd7ea', ' stroke="#9aa5ad" stroke-width="6"'));
  const desks = ctx.rng.int(2, 3);
  for (let desk = 0; desk < desks; desk++) {
    const x = 40 + desk * (720 / desks) + ctx.rng.int(0, 30);
    ctx.parts.push(rect(x, 430, 200, 14, '#e6e2da'), rect(x + 10, 444, 8, 70, '#777'), rect(x + 182, 444, 8, 70, '#777'), rect(x + 70, 380, 70, 48, '#2b2b2b'));
    if (rich(ctx)) ctx.parts.push(rect(x + 80, 470, 50, 60, ctx.rng.pick(['#2e4057', '#3a3a3a', '#7a1f3d'])));
  }
}

function hall(ctx: Ctx): void {
  ctx.parts.push(rect(0, 0, W, H, ctx.rng.pick(['#c4c9cc', '#b9c0c4', '#cfd3d0'])), rect(0, 440, W, 160, ctx.rng.pick(['#9a9a96', '#8f9290', '#a4a29c'])));
  if (rich(ctx)) for (let x = ctx.rng.int(0, 60); x < W; x += 100) ctx.parts.push(line(x, 0, x, 440, '#000', 2, ' stroke-opacity="0.08"'));
  // skylights in the roof
  for (let light = 0; light < ctx.rng.int(2, 4); light++) ctx.parts.push(rect(ctx.rng.int(40, 700), ctx.rng.int(10, 40), ctx.rng.int(60, 120), 24, '#eef6fb'));
  const racks = ctx.rng.int(2, 3);
  const beam = ctx.rng.pick(['#e07a1f', '#d9534f', '#2a9d8f']);
  for (let rack = 0; rack < racks; rack++) {
    const x = 50 + rack * (700 / racks) + ctx.rng.int(0, 30);
    const levels = ctx.rng.int(3, 4);
    for (let level = 0; level < levels; level++) ctx.parts.push(rect(x, 150 + level * 80, 180, 8, beam));
    ctx.parts.push(rect(x, 150, 8, 290, '#2e4057'), rect(x + 172, 150, 8, 290, '#2e4057'));
    if (rich(ctx)) for (let level = 0; level < levels - 1; level++) if (ctx.rng.chance(0.8)) ctx.parts.push(rect(x + 20, 178 + level * 80, 60, 52, '#c8a57a'), rect(x + 100, 178 + level * 80, 60, 52, '#b08a5a'));
  }
  if (rich(ctx) && ctx.rng.chance(0.6)) {
    // a forklift
    const x = ctx.rng.int(300, 600);
    ctx.parts.push(rect(x, 470, 90, 50, '#e9c46a'), rect(x + 90, 400, 8, 120, '#333'), circle(x + 15, 525, 14, '#222'), circle(x + 70, 525, 14, '#222'));
  }
}

// ---------------------------------------------------------------- one picture

/** One picture of a listing: `look` says what it shows, `seed` its colours and point of view, `detail` its size and finish. */
export function drawScene(look: Look, scene: Scene, seed: number, detail: Detail): string {
  const rng = createRandom(seed);
  const same = createRandom(look.seed ?? seed);
  const ctx: Ctx = { rng, detail, season: same.pick(['spring', 'summer', 'summer', 'autumn'] as const), parts: [] };
  // the building is drawn from the listing's own seed: the front, the street and the dusk show one house
  const building: Ctx = { ...ctx, rng: createRandom((look.seed ?? seed) * 7 + 1) };
  const inside = ['living', 'kitchen', 'bedroom', 'bathroom', 'workspace', 'hall'].includes(scene);
  const paved = look.style === 'office' || look.style === 'shop' || look.style === 'industrial' || look.sea === true;
  if (inside) {
    if (scene === 'living') living(ctx, look);
    else if (scene === 'kitchen') kitchen(ctx, look);
    else if (scene === 'bedroom') bedroom(ctx, look);
    else if (scene === 'bathroom') bathroom(ctx, look);
    else if (scene === 'workspace') workspace(ctx, look);
    else hall(ctx);
  } else if (scene === 'garden') {
    sky(ctx, false);
    garden(ctx, look);
  } else if (scene === 'terrace') {
    sky(ctx, false);
    terrace(ctx, look);
  } else {
    const dusk = scene === 'dusk';
    const lit = dusk;
    sky(ctx, dusk);
    ground(ctx, paved);
    // the street view steps back and to the side: the same building, another frame
    const street = scene === 'street';
    if (street) ctx.parts.push(`<g transform="translate(${rng.int(-90, 90)} 30) scale(0.88)">`);
    if (look.style === 'terraced') house(building, look, lit);
    else if (look.style === 'villa') villa(building, look, lit);
    else if (look.style === 'apartment') apartment(building, look, lit);
    else if (look.style === 'office') office(building, lit);
    else if (look.style === 'shop') shop(building, lit);
    else if (look.style === 'industrial') industrial(building);
    else land(building);
    if (street) ctx.parts.push('</g>');
    if (street || scene === 'front') streetLife(ctx, paved);
  }
  const { width, height } = PICTURE_SIZES[detail];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img">${ctx.parts.join('')}</svg>`;
}

/** A manager's portrait: a friendly silhouette on a coloured disc. */
export function drawPortrait(seed: number): string {
  const rng = createRandom(seed);
  const background = rng.pick(['#2e4057', '#7a1f3d', '#1d5c4b', '#8a5a2b', '#4f6d7a']);
  const skin = rng.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const hair = rng.pick(['#2c1b10', '#6b4a2f', '#b58b3b', '#3a3a3a', '#a0522d']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img">${circle(120, 120, 120, background)}${circle(120, 100, 46, skin)}${`<path d="M74 96a46 46 0 0 1 92 0c-10-18-28-26-46-26s-36 8-46 26z" fill="${hair}"/>`}${`<path d="M40 220c10-50 40-70 80-70s70 20 80 70z" fill="#f4f4f4"/>`}</svg>`;
}
