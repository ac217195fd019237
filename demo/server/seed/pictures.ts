/**
 * Listing pictures drawn as SVG, made here and served by the demo (nothing comes from
 * the internet): a facade for each kind of building, plus garden and interior views.
 * Colours, roofs, windows, trees and sky change with the seed. Thumbnails are the same
 * drawing at the spec's three quality levels: smaller, and with less detail.
 */
import { createRandom, type Random } from './prng.ts';

export type PictureStyle = 'terraced' | 'villa' | 'apartment' | 'office' | 'shop' | 'land' | 'industrial';
export type Scene = 'front' | 'dusk' | 'garden' | 'living' | 'kitchen';
export type Detail = 'low' | 'medium' | 'high' | 'full';

export const PICTURE_SIZES: Readonly<Record<Detail, { width: number; height: number }>> = {
  low: { width: 320, height: 240 },
  medium: { width: 640, height: 480 },
  high: { width: 1024, height: 768 },
  full: { width: 1600, height: 1200 },
};

const W = 800;
const H = 600;
const GROUND = 470;

const BRICKS = ['#b5533c', '#a0522d', '#c4703f', '#8e3b2c', '#d8c3a5', '#e9e4d8', '#9c8f80', '#f2efe6', '#6f6a64'];
const ROOFS = ['#4a4a4a', '#7b3b2a', '#3b4a5a', '#5a4636', '#2f2f35'];
const DOORS = ['#2e4057', '#7a1f3d', '#1d5c4b', '#3a3a3a', '#8a5a2b'];
const SKIES_DAY = [
  ['#8ec5ff', '#dff1ff'],
  ['#a7c7e7', '#f1f7fb'],
  ['#7fb2e5', '#cfe8ff'],
];
const SKY_DUSK = ['#2b3a67', '#f6a86b'];

interface Ctx {
  rng: Random;
  detail: Detail;
  parts: string[];
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra}/>`;
const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}"${extra}/>`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${extra}/>`;

const rich = (ctx: Ctx) => ctx.detail !== 'low';
const richest = (ctx: Ctx) => ctx.detail === 'high' || ctx.detail === 'full';

function sky(ctx: Ctx, dusk: boolean): void {
  const [top, bottom] = dusk ? SKY_DUSK : ctx.rng.pick(SKIES_DAY);
  ctx.parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    rect(0, 0, W, GROUND, 'url(#sky)'),
  );
  if (dusk) ctx.parts.push(circle(650, 380, 38, '#ffd27a', ' opacity="0.9"'));
  else ctx.parts.push(circle(ctx.rng.int(80, 720), ctx.rng.int(50, 110), 30, '#fff4b8'));
  if (rich(ctx)) {
    for (let i = 0; i < ctx.rng.int(1, 3); i++) {
      const x = ctx.rng.int(40, 700);
      const y = ctx.rng.int(40, 140);
      ctx.parts.push(`<g fill="#ffffff" opacity="${dusk ? 0.25 : 0.85}">${circle(x, y, 22, '#fff')}${circle(x + 25, y - 8, 28, '#fff')}${circle(x + 52, y, 20, '#fff')}</g>`);
    }
  }
}

function ground(ctx: Ctx, paved = false): void {
  ctx.parts.push(rect(0, GROUND, W, H - GROUND, paved ? '#9a9a96' : '#6da34d'));
  if (rich(ctx)) ctx.parts.push(rect(0, GROUND + 60, W, 70, paved ? '#7d7d79' : '#b8b2a4'));
}

function tree(ctx: Ctx, x: number, scale = 1): void {
  const trunk = rect(x - 6 * scale, GROUND - 70 * scale, 12 * scale, 72 * scale, '#6b4a2f');
  const greens = ['#3f7d3a', '#4f8f3f', '#2f6b3a', '#5c9a45'];
  const crown = circle(x, GROUND - 100 * scale, 42 * scale, ctx.rng.pick(greens));
  const extra = richest(ctx) ? circle(x - 22 * scale, GROUND - 82 * scale, 26 * scale, ctx.rng.pick(greens)) + circle(x + 24 * scale, GROUND - 86 * scale, 24 * scale, ctx.rng.pick(greens)) : '';
  ctx.parts.push(trunk, crown, extra);
}

function pane(ctx: Ctx, x: number, y: number, w: number, h: number, lit: boolean): void {
  ctx.parts.push(rect(x, y, w, h, lit ? '#ffd98a' : '#bcd7ea', ' stroke="#f4f4f4" stroke-width="3"'));
  if (rich(ctx)) ctx.parts.push(`<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#f4f4f4" stroke-width="2"/>`);
  if (richest(ctx)) ctx.parts.push(`<line x1="${x}" y1="${y + h * 0.4}" x2="${x + w}" y2="${y + h * 0.4}" stroke="#f4f4f4" stroke-width="2"/>`);
}

function bricks(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  if (!richest(ctx)) return;
  const lines: string[] = [];
  for (let row = y + 14; row < y + h; row += 14) lines.push(`M${x} ${row}H${x + w}`);
  ctx.parts.push(`<path d="${lines.join('')}" stroke="#000" stroke-opacity="0.08" stroke-width="1"/>`);
}

function terraced(ctx: Ctx, lit: boolean): void {
  const neighbours = [ctx.rng.pick(BRICKS), ctx.rng.pick(BRICKS)];
  const wall = ctx.rng.pick(BRICKS);
  const roof = ctx.rng.pick(ROOFS);
  // the neighbours on both sides make it a terraced house
  ctx.parts.push(rect(40, 230, 200, GROUND - 230, neighbours[0]!), rect(560, 210, 200, GROUND - 210, neighbours[1]!));
  ctx.parts.push(poly([[40, 230], [140, 150], [240, 230]], '#555'), poly([[560, 210], [660, 140], [760, 210]], '#555'));
  ctx.parts.push(rect(240, 200, 320, GROUND - 200, wall));
  bricks(ctx, 240, 200, 320, GROUND - 200);
  ctx.parts.push(poly([[230, 205], [400, 90], [570, 205]], roof));
  if (rich(ctx)) ctx.parts.push(rect(360, 120, 80, 50, roof));
  pane(ctx, 270, 230, 90, 80, lit);
  pane(ctx, 440, 230, 90, 80, lit);
  pane(ctx, 270, 350, 90, 90, lit);
  ctx.parts.push(rect(440, 350, 70, GROUND - 350, ctx.rng.pick(DOORS)));
  if (rich(ctx)) ctx.parts.push(circle(500, 410, 4, '#e0c060'));
}

function villa(ctx: Ctx, lit: boolean): void {
  const wall = ctx.rng.pick(['#f2efe6', '#e9e4d8', '#d8c3a5', '#ffffff', '#c9c1b6']);
  const roof = ctx.rng.pick(ROOFS);
  const flat = ctx.rng.chance(0.4);
  tree(ctx, 90, 1.2);
  ctx.parts.push(rect(170, 250, 460, GROUND - 250, wall));
  if (flat) {
    ctx.parts.push(rect(160, 236, 480, 18, roof), rect(420, 170, 220, 80, wall), rect(412, 158, 236, 14, roof));
    pane(ctx, 440, 185, 180, 50, lit);
  } else {
    ctx.parts.push(poly([[150, 255], [400, 120], [650, 255]], roof));
    if (richest(ctx)) ctx.parts.push(rect(520, 140, 30, 60, '#7a6a5a'));
  }
  pane(ctx, 200, 290, 100, 80, lit);
  pane(ctx, 500, 290, 100, 120, lit);
  ctx.parts.push(rect(350, 330, 80, GROUND - 330, ctx.rng.pick(DOORS)));
  if (rich(ctx)) ctx.parts.push(rect(120, GROUND - 40, 560, 40, '#4f8f3f', ' opacity="0.6"'));
  tree(ctx, 720, 1);
}

function apartment(ctx: Ctx, lit: boolean): void {
  const wall = ctx.rng.pick(['#d8d2c4', '#c9c1b6', '#e9e4d8', '#b8b0a4', '#a7a19a']);
  const floors = ctx.rng.int(4, 6);
  const top = GROUND - floors * 62;
  ctx.parts.push(rect(180, top, 440, GROUND - top, wall));
  ctx.parts.push(rect(170, top - 12, 460, 14, '#555'));
  for (let floor = 0; floor < floors; floor++) {
    const y = top + 14 + floor * 62;
    for (let column = 0; column < 4; column++) pane(ctx, 205 + column * 105, y, 70, 40, lit && (floor + column) % 3 === 0);
    if (rich(ctx) && floor > 0) ctx.parts.push(rect(190, y + 42, 420, 6, '#777'));
  }
  ctx.parts.push(rect(370, GROUND - 60, 60, 60, ctx.rng.pick(DOORS)));
  tree(ctx, 90, 1);
  if (rich(ctx)) tree(ctx, 710, 0.9);
}

function office(ctx: Ctx, lit: boolean): void {
  const glass = ctx.rng.pick(['#6f9fc0', '#5d8aa8', '#7aa6b8', '#4e7a94']);
  const floors = ctx.rng.int(3, 5);
  const top = GROUND - floors * 70;
  ctx.parts.push(rect(150, top, 500, GROUND - top, glass));
  for (let floor = 0; floor <= floors; floor++) ctx.parts.push(rect(150, top + floor * 70 - 4, 500, 8, '#d9d9d9'));
  if (rich(ctx)) {
    for (let column = 1; column < 6; column++) ctx.parts.push(rect(150 + column * 83, top, 3, GROUND - top, '#d9d9d9'));
  }
  if (lit) ctx.parts.push(rect(160, top + 80, 480, 50, '#ffd98a', ' opacity="0.5"'));
  ctx.parts.push(rect(360, GROUND - 70, 80, 70, '#2b2b2b'));
  if (richest(ctx)) ctx.parts.push(rect(90, GROUND - 10, 620, 10, '#cfcfcf'));
  tree(ctx, 80, 0.9);
}

function shop(ctx: Ctx, lit: boolean): void {
  const wall = ctx.rng.pick(BRICKS);
  const awning = ctx.rng.pick(['#7a1f3d', '#1d5c4b', '#2e4057', '#b5533c']);
  ctx.parts.push(rect(170, 170, 460, GROUND - 170, wall));
  bricks(ctx, 170, 170, 460, GROUND - 170);
  ctx.parts.push(poly([[165, 175], [400, 110], [635, 175]], ctx.rng.pick(ROOFS)));
  pane(ctx, 200, 200, 100, 80, lit);
  pane(ctx, 350, 200, 100, 80, lit);
  pane(ctx, 500, 200, 100, 80, lit);
  ctx.parts.push(rect(190, 320, 300, GROUND - 330, lit ? '#ffe7a8' : '#cfe3ef', ' stroke="#333" stroke-width="4"'));
  ctx.parts.push(rect(510, 320, 90, GROUND - 320, '#333'));
  ctx.parts.push(poly([[180, 300], [620, 300], [600, 330], [200, 330]], awning));
  if (rich(ctx)) {
    for (let stripe = 0; stripe < 11; stripe++) ctx.parts.push(rect(200 + stripe * 40, 302, 20, 26, '#ffffff', ' opacity="0.3"'));
  }
}

function industrial(ctx: Ctx): void {
  const cladding = ctx.rng.pick(['#9aa5ad', '#b0b7bc', '#7d8a94', '#c4c9cc']);
  ctx.parts.push(rect(90, 250, 620, GROUND - 250, cladding));
  ctx.parts.push(poly([[80, 255], [400, 200], [720, 255]], '#5d666d'));
  if (rich(ctx)) {
    for (let line = 100; line < 710; line += 20) ctx.parts.push(rect(line, 255, 2, GROUND - 255, '#000', ' opacity="0.08"'));
  }
  ctx.parts.push(rect(160, 330, 150, GROUND - 330, '#e3e3e3', ' stroke="#666" stroke-width="3"'));
  ctx.parts.push(rect(360, 330, 150, GROUND - 330, '#e3e3e3', ' stroke="#666" stroke-width="3"'));
  if (richest(ctx)) {
    for (let slat = 345; slat < GROUND; slat += 18) {
      ctx.parts.push(`<path d="M160 ${slat}H310M360 ${slat}H510" stroke="#999" stroke-width="2"/>`);
    }
  }
  ctx.parts.push(rect(560, 300, 120, GROUND - 300, '#dcdcdc'));
  pane(ctx, 575, 320, 90, 50, false);
  ctx.parts.push(rect(605, GROUND - 70, 40, 70, '#444'));
}

function land(ctx: Ctx): void {
  ctx.parts.push(rect(0, GROUND - 40, W, H - GROUND + 40, '#7fb05a'));
  if (rich(ctx)) {
    for (let row = 0; row < 6; row++) ctx.parts.push(`<path d="M0 ${GROUND - 20 + row * 22}Q400 ${GROUND - 40 + row * 22} 800 ${GROUND - 20 + row * 22}" stroke="#6da34d" stroke-width="6" fill="none"/>`);
  }
  // the boundary stakes of the plot
  for (const [x, y] of [[150, GROUND + 10], [650, GROUND + 10], [100, GROUND + 100], [700, GROUND + 100]] as [number, number][]) {
    ctx.parts.push(rect(x - 3, y - 40, 6, 40, '#e0e0e0'), rect(x - 3, y - 40, 6, 10, '#d9534f'));
  }
  tree(ctx, ctx.rng.int(40, 120), 1.1);
  tree(ctx, ctx.rng.int(680, 760), 0.9);
  if (rich(ctx)) ctx.parts.push(poly([[0, GROUND - 40], [200, GROUND - 120], [420, GROUND - 40]], '#8fbf6a', ' opacity="0.7"'));
}

function garden(ctx: Ctx): void {
  ctx.parts.push(rect(0, GROUND - 90, W, H - GROUND + 90, '#6da34d'));
  ctx.parts.push(rect(0, GROUND - 150, W, 60, '#8a6b4a'));
  if (rich(ctx)) for (let post = 0; post < W; post += 40) ctx.parts.push(rect(post, GROUND - 160, 6, 70, '#6b4a2f'));
  ctx.parts.push(rect(80, GROUND + 20, 260, 90, '#cfc6b8'));
  ctx.parts.push(rect(120, GROUND, 120, 12, '#ffffff'), rect(130, GROUND + 12, 8, 30, '#ffffff'), rect(222, GROUND + 12, 8, 30, '#ffffff'));
  tree(ctx, 600, 1.3);
  if (rich(ctx)) tree(ctx, 460, 0.8);
  if (richest(ctx)) {
    for (let flower = 0; flower < 14; flower++) ctx.parts.push(circle(ctx.rng.int(380, 780), ctx.rng.int(GROUND + 40, H - 10), 5, ctx.rng.pick(['#e85d75', '#f2c14e', '#ffffff', '#9b5de5'])));
  }
}

function interior(ctx: Ctx, kitchen: boolean): void {
  const wall = ctx.rng.pick(['#f3efe8', '#e8e4dc', '#eef1f2', '#f6f1e7']);
  const floor = ctx.rng.pick(['#b08a5a', '#c8a57a', '#9c9c98', '#d9d2c5']);
  ctx.parts.push(rect(0, 0, W, 420, wall), rect(0, 420, W, 180, floor));
  ctx.parts.push(rect(480, 80, 230, 250, '#bcd7ea', ' stroke="#ffffff" stroke-width="8"'));
  if (rich(ctx)) ctx.parts.push(rect(592, 80, 6, 250, '#ffffff'));
  if (kitchen) {
    const front = ctx.rng.pick(['#2e4057', '#ffffff', '#4f6d5a', '#7a6a5a']);
    ctx.parts.push(rect(40, 300, 400, 120, front), rect(30, 290, 420, 14, '#d0ccc4'));
    ctx.parts.push(rect(40, 120, 400, 90, front));
    ctx.parts.push(rect(150, 440, 300, 70, front), rect(140, 430, 320, 14, '#e6e2da'));
    if (rich(ctx)) for (let door = 0; door < 4; door++) ctx.parts.push(rect(60 + door * 100, 320, 80, 80, '#000', ' opacity="0.06"'));
  } else {
    const sofa = ctx.rng.pick(['#4f6d7a', '#8a5a44', '#6b6b6b', '#3d5a45']);
    ctx.parts.push(rect(80, 330, 320, 90, sofa), rect(80, 290, 320, 50, sofa), rect(60, 300, 30, 120, sofa), rect(390, 300, 30, 120, sofa));
    ctx.parts.push(rect(160, 450, 180, 20, '#5a4636'));
    if (rich(ctx)) ctx.parts.push(rect(110, 120, 220, 140, '#ffffff', ' stroke="#5a4636" stroke-width="6"'), rect(130, 140, 180, 100, ctx.rng.pick(['#e9c46a', '#2a9d8f', '#e76f51'])));
    if (richest(ctx)) ctx.parts.push(circle(700, 400, 30, '#3f7d3a'), rect(685, 420, 30, 40, '#b5533c'));
  }
}

/** One picture: `seed` fixes its colours and layout, `detail` its size and finish. */
export function drawPicture(style: PictureStyle, scene: Scene, seed: number, detail: Detail): string {
  const ctx: Ctx = { rng: createRandom(seed), detail, parts: [] };
  const dusk = scene === 'dusk';
  if (scene === 'living' || scene === 'kitchen') {
    interior(ctx, scene === 'kitchen');
  } else {
    sky(ctx, dusk);
    ground(ctx, style === 'office' || style === 'shop' || style === 'industrial');
    if (scene === 'garden') garden(ctx);
    else if (style === 'terraced') terraced(ctx, dusk);
    else if (style === 'villa') villa(ctx, dusk);
    else if (style === 'apartment') apartment(ctx, dusk);
    else if (style === 'office') office(ctx, dusk);
    else if (style === 'shop') shop(ctx, dusk);
    else if (style === 'industrial') industrial(ctx);
    else land(ctx);
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
