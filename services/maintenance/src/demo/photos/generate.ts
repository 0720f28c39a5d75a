/**
 * The demo's chore photos (§2 /demo): small JPEGs drawn pixel by pixel from fixed seeds, so a run
 * writes the same files. Each reads as what its chore shows: a damp stain at the foot of a
 * plastered wall, a basin tap dripping and then dry, a garden bed overgrown and then trimmed, a
 * terrace light out at dusk. jpeg-js encodes them (it comes with lighthouse, the web's audit tool;
 * no runtime code needs it):
 *
 *   node services/maintenance/src/demo/photos/generate.ts
 */
import { realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// jpeg-js sits beside lighthouse in pnpm's store: resolved from lighthouse's own (real) folder.
const lighthouse = realpathSync(path.join(import.meta.dirname, '../../../../../web/node_modules/lighthouse'));
const jpeg = createRequire(path.join(lighthouse, 'package.json'))('jpeg-js') as {
  encode(img: { data: Buffer; width: number; height: number }, quality: number): { data: Buffer };
};

const W = 480;
const H = 360;
type Rgb = [number, number, number];

function noise(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise over a grid of `cell` pixels: plaster, foliage. */
function field(seed: number, cell: number) {
  const rnd = noise(seed);
  const gw = Math.ceil(W / cell) + 2;
  const gh = Math.ceil(H / cell) + 2;
  const grid = Array.from({ length: gw * gh }, () => rnd());
  const at = (x: number, y: number) => grid[y * gw + x]!;
  return (x: number, y: number) => {
    const gx = x / cell;
    const gy = y / cell;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const fx = gx - x0;
    const fy = gy - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const top = at(x0, y0) * (1 - sx) + at(x0 + 1, y0) * sx;
    const bottom = at(x0, y0 + 1) * (1 - sx) + at(x0 + 1, y0 + 1) * sx;
    return top * (1 - sy) + bottom * sy;
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

function draw(file: string, pixel: (x: number, y: number) => Rgb) {
  const data = Buffer.alloc(W * H * 4);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const [r, g, b] = pixel(x, y);
      const i = (y * W + x) * 4;
      data[i] = Math.max(0, Math.min(255, Math.round(r)));
      data[i + 1] = Math.max(0, Math.min(255, Math.round(g)));
      data[i + 2] = Math.max(0, Math.min(255, Math.round(b)));
      data[i + 3] = 255;
    }
  writeFileSync(path.join(import.meta.dirname, file), jpeg.encode({ data, width: W, height: H }, 72).data);
}

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

// A plastered wall with a damp stain rising from its foot.
{
  const plaster = field(11, 6);
  const stain = field(12, 40);
  draw('humedad-muro.jpg', (x, y) => {
    const base = mix([201, 185, 156], [222, 208, 184], plaster(x, y));
    const rise = Math.max(0, (y - 150) / 210) * (0.55 + 0.45 * stain(x, y));
    return mix(base, [112, 98, 78], Math.min(0.75, rise * 1.1));
  });
}

// A basin tap over white ceramic: dripping, then dry.
function tap(file: string, dripping: boolean) {
  const grain = field(23, 3);
  draw(file, (x, y) => {
    let c = mix([244, 244, 242], [214, 218, 220], y / H);
    if (inEllipse(x, y, 240, 300, 190, 50)) c = mix([233, 236, 238], [205, 211, 214], (y - 250) / 100);
    if (inEllipse(x, y, 240, 305, 60, 12)) c = [176, 184, 188];
    if (x > 200 && x < 280 && y > 40 && y < 150) c = mix([170, 178, 183], [120, 130, 136], (x - 200) / 80);
    if (x > 228 && x < 252 && y >= 150 && y < 210) c = [124, 134, 140];
    if (dripping && (inEllipse(x, y, 240, 226, 5, 8) || inEllipse(x, y, 240, 262, 4, 7))) c = [143, 180, 200];
    return mix(c, [255, 255, 255], (grain(x, y) - 0.5) * 0.06);
  });
}
tap('llave-fuga.jpg', true);
tap('llave-reparada.jpg', false);

// A garden bed: overgrown, then trimmed with its soil edge showing.
{
  const leaves = field(37, 5);
  const clumps = field(38, 30);
  draw('jardin-antes.jpg', (x, y) =>
    mix([52, 88, 34], [150, 176, 80], leaves(x, y) * 0.7 + clumps(x, y) * 0.3),
  );
  draw('jardin-despues.jpg', (x, y) =>
    y > 290
      ? mix([104, 78, 52], [132, 100, 70], leaves(x, y))
      : mix([86, 128, 56], [120, 160, 74], leaves(x, y) * 0.4 + 0.3),
  );
}

// A terrace at dusk under an unlit lamp.
{
  const tiles = field(41, 8);
  draw('foco-terraza.jpg', (x, y) => {
    if (y > 250) return mix([58, 48, 38], [84, 70, 56], tiles(x, y));
    let c = mix([47, 62, 92], [201, 139, 91], y / 250);
    if (x > 226 && x < 254 && y > 60 && y < 140) c = [89, 82, 74];
    if (inEllipse(x, y, 240, 150, 26, 16)) c = [200, 194, 180];
    return c;
  });
}

// Folded white linen on a bed: the linen change after each checkout.
{
  const weave = field(51, 2);
  draw('blancos.jpg', (x, y) => {
    const fold = Math.floor(y / 60) % 2 === 0 ? 0 : 12;
    if (y > 300) return mix([140, 112, 86], [160, 130, 100], weave(x, y));
    return mix([236 - fold, 234 - fold, 228 - fold], [250, 249, 245], weave(x, y) * 0.5);
  });
}

// A water heater on a patio wall, its gas line below.
{
  const wall = field(61, 7);
  draw('calentador.jpg', (x, y) => {
    let c = mix([196, 160, 128], [214, 182, 150], wall(x, y));
    if (x > 170 && x < 310 && y > 40 && y < 300)
      c = mix([220, 222, 224], [150, 156, 160], Math.abs(x - 240) / 70);
    if (x > 232 && x < 248 && y >= 300 && y < 360) c = [201, 164, 46];
    return c;
  });
}

// A towel rail with one towel left on it.
{
  const tile = field(71, 4);
  draw('toallas.jpg', (x, y) => {
    let c = mix([226, 230, 232], [240, 242, 243], tile(x, y));
    if (x % 80 < 2 || y % 80 < 2) c = [200, 204, 206];
    if (y > 96 && y < 104 && x > 60 && x < 420) c = [150, 154, 158];
    if (x > 90 && x < 190 && y >= 104 && y < 260) c = mix([120, 160, 190], [140, 176, 204], tile(x, y));
    return c;
  });
}
