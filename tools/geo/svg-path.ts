/**
 * Rings of projected points as SVG path data: relative moves (shorter), one decimal. A
 * ring that simplification has folded onto fewer than three distinct points (a closed
 * shape) or one point (an open line) is left out: written, it would be "lz", which is
 * not path data, and a browser stops drawing the whole path at the first error.
 */
export function svgPath(rings: readonly (readonly (readonly [number, number])[])[], closed = true): string {
  let d = '';
  for (const ring of rings) {
    let [px, py] = ring[0] ?? [0, 0];
    let commands = '';
    let segments = 0;
    for (const [x, y] of ring.slice(1)) {
      const dx = Math.round((x - px) * 10) / 10;
      const dy = Math.round((y - py) * 10) / 10;
      if (dx === 0 && dy === 0) continue;
      commands += `${dx < 0 || commands === '' ? '' : ' '}${dx}${dy < 0 ? '' : ' '}${dy}`;
      [px, py] = [x, y];
      segments++;
    }
    // a closed ring needs two moves away from its start to enclose anything
    if (segments < (closed ? 2 : 1)) continue;
    d += `M${ring[0]![0]} ${ring[0]![1]}l${commands}${closed ? 'z' : ''}`;
  }
  return d;
}

/**
 * Whether `d` is path data as svgPath writes it, every ring a shape a browser draws:
 * "M x y", then "l" with pairs of relative moves (at least two for a closed ring, one for
 * a line), then "z" when closed. The check every path of the map passes.
 */
export function isDrawablePath(d: string, closed = true): boolean {
  const tokens = d.match(/[MLlz]|-?\d+(?:\.\d+)?|\S/g) ?? [];
  if (tokens.length === 0) return false;
  let at = 0;
  const isNumber = (token: string | undefined) => token !== undefined && /^-?\d/.test(token);
  while (at < tokens.length) {
    if (tokens[at++] !== 'M' || !isNumber(tokens[at++]) || !isNumber(tokens[at++]) || tokens[at++] !== 'l') return false;
    let numbers = 0;
    while (isNumber(tokens[at])) {
      at++;
      numbers++;
    }
    if (numbers % 2 !== 0 || numbers < (closed ? 4 : 2)) return false;
    if (closed && tokens[at++] !== 'z') return false;
  }
  return true;
}
