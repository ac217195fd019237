// The demo's map frame. A detail page posts it one message (docs/map-frame.md): this page
// takes it only from the page that embeds it, checked by origin, and draws the properties
// on a map drawn here, so the demo shows the frame working without tiles from the internet.

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 800;
const HEIGHT = 450;

const map = document.querySelector('.map');
const ground = document.querySelector('.map__ground');
const markers = document.querySelector('.map__markers');
const label = document.querySelector('#map-label');
const status = document.querySelector('.map__status');
const info = document.querySelector('.map__info');

/** Every message this frame accepted, for the end-to-end test and for developers in the console. */
window.agencyMapMessages = [];

/** The origin of the page this frame is embedded in, as the browser reports it. */
function embedderOrigin() {
  if (location.ancestorOrigins && location.ancestorOrigins.length > 0) return location.ancestorOrigins[0];
  try {
    return new URL(document.referrer).origin;
  } catch {
    return null;
  }
}

function element(name, attributes = {}, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  parent?.append(node);
  return node;
}

/** A small seeded generator: the same place always gets the same streets. */
function random(seed) {
  let state = Math.floor(Math.abs(seed) * 1e6) % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

function drawGround(seed) {
  ground.replaceChildren();
  const next = random(seed);
  element('rect', { class: 'park', x: 60 + next() * 500, y: 40 + next() * 250, width: 120 + next() * 80, height: 80 + next() * 60, rx: 10 }, ground);
  const y0 = 60 + next() * 330;
  element('path', { class: 'water', d: `M -40 ${y0} C 200 ${y0 - 120} 420 ${y0 + 140} 840 ${y0 - 40}` }, ground);
  for (let x = 20 + next() * 40; x < WIDTH; x += 70 + next() * 50) {
    element('line', { class: 'street', x1: x, y1: -10, x2: x + next() * 40 - 20, y2: HEIGHT + 10 }, ground);
  }
  for (let y = 20 + next() * 30; y < HEIGHT; y += 60 + next() * 40) {
    element('line', { class: 'street', x1: -10, y1: y, x2: WIDTH + 10, y2: y + next() * 30 - 15 }, ground);
  }
  element('line', { class: 'street street--major', x1: -20, y1: HEIGHT * next(), x2: WIDTH + 20, y2: HEIGHT * next() }, ground);
}

/** Longitude and latitude → a point of the drawing; one property sits in the middle. */
function projection(properties) {
  const lats = properties.map((property) => property.latitude);
  const lngs = properties.map((property) => property.longitude);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const spanX = east - west || 1;
  const spanY = north - south || 1;
  return ({ latitude, longitude }) => ({
    x: properties.length === 1 ? WIDTH / 2 : 80 + ((longitude - west) / spanX) * (WIDTH - 160),
    y: properties.length === 1 ? HEIGHT / 2 + 20 : 60 + ((north - latitude) / spanY) * (HEIGHT - 120),
  });
}

function text(tag, content, className) {
  const node = document.createElement(tag);
  node.textContent = content;
  if (className) node.className = className;
  return node;
}

function showInfo(property, openLabel) {
  const link = text('a', openLabel);
  link.href = property.url;
  link.target = '_top';
  info.replaceChildren(
    text('h2', property.title),
    ...(property.price ? [text('p', property.price, 'price')] : []),
    text('p', property.address),
    link,
  );
  info.hidden = false;
}

function draw(message) {
  const properties = message.properties.filter((property) => Number.isFinite(property.latitude) && Number.isFinite(property.longitude));
  document.documentElement.lang = message.infoWindow?.language ?? 'en';
  map.dataset.type = message.mapType;
  label.textContent = `Map: ${properties.map((property) => property.title).join(', ')}`;
  drawGround(properties[0] ? properties[0].latitude * 1000 + properties[0].longitude : 1);
  markers.replaceChildren();
  const place = projection(properties);
  for (const property of properties) {
    const { x, y } = place(property);
    const marker = element('g', { class: 'marker', tabindex: 0, role: 'button', 'aria-label': [property.title, property.price].filter(Boolean).join(', ') }, markers);
    if (message.marker) {
      element('image', { href: message.marker, x: x - 18, y: y - 48, width: 36, height: 48 }, marker);
    } else {
      element('path', { class: 'marker__pin', d: `M ${x} ${y} c -4 -14 -18 -22 -18 -34 a 18 18 0 1 1 36 0 c 0 12 -14 20 -18 34 z` }, marker);
      element('circle', { class: 'marker__dot', cx: x, cy: y - 34, r: 6 }, marker);
    }
    const open = () => showInfo(property, message.infoWindow?.openLabel ?? property.url);
    marker.addEventListener('click', open);
    marker.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    });
  }
  if (properties.length === 1) showInfo(properties[0], message.infoWindow?.openLabel ?? properties[0].url);
  status.textContent = `${properties.length} ${properties.length === 1 ? 'property' : 'properties'} on the map`;
  map.dataset.state = 'ready';
}

addEventListener('message', (event) => {
  // only the page that embeds this frame, and only from its own origin
  if (window.parent === window || event.source !== window.parent || event.origin !== embedderOrigin()) return;
  if (typeof event.data !== 'string') return;
  let message;
  try {
    message = JSON.parse(event.data);
  } catch {
    return;
  }
  if (!message || message.type !== 'agency-map' || !Array.isArray(message.properties)) return;
  window.agencyMapMessages.push({ origin: event.origin, data: message });
  draw(message);
});
