import { randomInt } from 'node:crypto';

/** Sizes of the built-in slider puzzle, in px. */
export const PUZZLE = { width: 300, height: 160, piece: 52 } as const;

/** The piece's outline: a 44 px square with a knob on top and one on the right (52 × 52 box). */
const PIECE_PATH = 'M0 8H14A8 8 0 1 1 30 8H44V22A8 8 0 1 1 44 38V52H0Z';

export type DrawnPuzzle = { x: number; y: number; image: string; piece: string };

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function hsl(alpha: number): string {
  return `hsla(${randomInt(0, 360)},${randomInt(45, 85)}%,${randomInt(35, 70)}%,${alpha.toFixed(2)})`;
}

/** Random circles, rotated rectangles and triangles: the picture the piece is cut from. */
function drawShapes(): string {
  const { width, height } = PUZZLE;
  const shapes: string[] = [];
  for (let i = 0; i < 16; i++) {
    const cx = randomInt(0, width);
    const cy = randomInt(0, height);
    const size = randomInt(10, 46);
    const fill = hsl(randomInt(35, 85) / 100);
    const kind = i % 3;
    if (kind === 0) shapes.push(`<circle cx="${cx}" cy="${cy}" r="${size}" fill="${fill}"/>`);
    else if (kind === 1) shapes.push(`<rect x="${cx - size}" y="${cy - size / 2}" width="${size * 2}" height="${size}" rx="4" fill="${fill}" transform="rotate(${randomInt(0, 180)} ${cx} ${cy})"/>`);
    else shapes.push(`<path d="M${cx} ${cy - size}L${cx + size} ${cy + size}L${cx - size} ${cy + size}Z" fill="${fill}"/>`);
  }
  for (let i = 0; i < 6; i++) {
    shapes.push(`<path d="M${randomInt(0, width)} ${randomInt(0, height)}Q${randomInt(0, width)} ${randomInt(0, height)} ${randomInt(0, width)} ${randomInt(0, height)}" stroke="${hsl(0.6)}" stroke-width="${randomInt(2, 6)}" fill="none"/>`);
  }
  return shapes.join('');
}

/**
 * Draws a puzzle: the background with a cut-out at a random place, and the piece cut from the same picture.
 * Both are SVG data URLs; the answer (x) stays on the server.
 */
export function drawPuzzle(): DrawnPuzzle {
  const { width, height, piece } = PUZZLE;
  const x = randomInt(piece + 20, width - piece - 8);
  const y = randomInt(8, height - piece - 8);
  const gradient = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(1)}"/><stop offset="1" stop-color="${hsl(1)}"/></linearGradient>`;
  const picture = `<rect width="${width}" height="${height}" fill="url(#bg)"/>${drawShapes()}`;
  const image =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${gradient}</defs>${picture}` +
    `<path d="${PIECE_PATH}" transform="translate(${x} ${y})" fill="rgba(0,0,0,0.5)" stroke="rgba(255,255,255,0.9)" stroke-width="2"/></svg>`;
  const pieceSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}" viewBox="0 0 ${piece} ${piece}"><defs>${gradient}<clipPath id="cut"><path d="${PIECE_PATH}"/></clipPath></defs>` +
    `<g clip-path="url(#cut)"><g transform="translate(${-x} ${-y})">${picture}</g></g>` +
    `<path d="${PIECE_PATH}" fill="none" stroke="rgba(255,255,255,0.95)" stroke-width="2"/></svg>`;
  return { x, y, image: svgDataUrl(image), piece: svgDataUrl(pieceSvg) };
}
