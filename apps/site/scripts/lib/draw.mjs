// Drawing helpers for the site's flat illustrations. Every function returns an SVG
// fragment (a string) in the coordinates of the scene that calls it.
import escapeHtml from "escape-html";

export const C = {
  gold: "#C9962B",
  goldLight: "#E2B85A",
  goldPale: "#F1DCA4",
  cream: "#F7F0DE",
  brown: "#7A5230",
  brownDark: "#4E3420",
  green: "#2F6B3A",
  greenLight: "#5E9B4E",
  greenPale: "#A9C98A",
  leaf: "#3F8444",
  sky: "#D8ECF2",
  skyDeep: "#A9D3E3",
  water: "#6FAFC4",
  waterDeep: "#4B8EA6",
  grey: "#8B8F8C",
  greyLight: "#D9DAD5",
  white: "#FFFFFF",
  ink: "#26302B",
  red: "#C2413B",
  blue: "#3C6E9E",
  brick: "#B5654A",
};

/** A deterministic random number generator, so that re-running gives the same pictures. */
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export function svg(vw, vh, body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}${commonDefs}</defs>${body}</svg>`;
}

const commonDefs = `
<linearGradient id="skyG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.skyDeep}"/><stop offset="1" stop-color="${C.sky}"/></linearGradient>
<linearGradient id="dawnG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F4D9A0"/><stop offset="1" stop-color="${C.cream}"/></linearGradient>
<linearGradient id="waterG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.water}"/><stop offset="1" stop-color="${C.waterDeep}"/></linearGradient>
<linearGradient id="goldG" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.goldLight}"/><stop offset="1" stop-color="${C.gold}"/></linearGradient>
<linearGradient id="indoorG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#EFE6D2"/><stop offset="1" stop-color="#DCCFB4"/></linearGradient>
<pattern id="twill" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="10" height="10" fill="none"/><line x1="0" y1="0" x2="0" y2="10" stroke="${C.brown}" stroke-opacity=".28" stroke-width="3"/></pattern>
<pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="none"/><rect x="0" y="0" width="4" height="4" fill="${C.brown}" fill-opacity=".16"/><rect x="4" y="4" width="4" height="4" fill="${C.brown}" fill-opacity=".16"/></pattern>
`;

export const rect = (x, y, w, h, fill, extra = "") => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
export const circle = (cx, cy, r, fill, extra = "") => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = "") => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
export const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const line = (x1, y1, x2, y2, stroke, w = 2, extra = "") =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
export const g = (body, transform = "") => `<g${transform ? ` transform="${transform}"` : ""}>${body}</g>`;
export const text = (x, y, s, size, fill, extra = "") =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" fill="${fill}" ${extra}>${escapeHtml(String(s))}</text>`;

export const skyBg = (w, h, id = "skyG") => rect(0, 0, w, h, `url(#${id})`);
export const sun = (cx, cy, r) => circle(cx, cy, r * 1.6, "#FFF3C4", 'fill-opacity=".5"') + circle(cx, cy, r, "#FFE08A");

export function cloud(x, y, s) {
  return g(
    ellipse(0, 0, 40, 16, C.white, 'fill-opacity=".9"') + ellipse(-26, 6, 26, 12, C.white, 'fill-opacity=".9"') +
      ellipse(28, 6, 30, 12, C.white, 'fill-opacity=".9"') + ellipse(4, -12, 22, 14, C.white, 'fill-opacity=".9"'),
    `translate(${x} ${y}) scale(${s})`,
  );
}

export function hills(w, y, color, amp = 30, seed = 1) {
  const r = rng(seed);
  let d = `M0 ${y}`;
  const n = 6;
  for (let i = 0; i < n; i++) {
    const x1 = (w / n) * (i + 0.5);
    const x2 = (w / n) * (i + 1);
    d += ` Q${x1} ${y - amp * (0.4 + r())} ${x2} ${y - amp * 0.2 * r()}`;
  }
  d += ` L${w} ${y + 2000} L0 ${y + 2000} Z`;
  return path(d, color);
}

/** One jute plant: a tall slim stem with alternate leaves near the top. */
export function plant(x, base, h, lean = 0, stem = C.greenLight, leafColor = C.leaf) {
  const top = base - h;
  const tx = x + lean;
  let s = path(`M${x} ${base} Q${x + lean * 0.3} ${base - h * 0.5} ${tx} ${top}`, "none", `stroke="${stem}" stroke-width="${Math.max(1.5, h / 70)}" stroke-linecap="round"`);
  const leaves = 7;
  for (let i = 0; i < leaves; i++) {
    const t = 0.35 + (i / leaves) * 0.65;
    const ly = base - h * t;
    const lx = x + lean * t * t;
    const side = i % 2 === 0 ? 1 : -1;
    const len = h * (0.16 - i * 0.012);
    s += ellipse(lx + side * len * 0.55, ly, len * 0.6, len * 0.2, leafColor, `transform="rotate(${side * -28} ${lx + side * len * 0.55} ${ly})"`);
  }
  return s;
}

export function field(w, base, rows, hMin, hMax, seed = 3, width = w) {
  const r = rng(seed);
  let s = "";
  for (let row = 0; row < rows; row++) {
    const y = base + row * 14;
    const scale = 0.75 + row * 0.12;
    for (let x = -10; x < width + 10; x += 9 + r() * 8) {
      const h = (hMin + r() * (hMax - hMin)) * scale;
      s += plant(x, y, h, (r() - 0.5) * 16, row % 2 ? C.greenLight : "#4F8E45", row % 2 ? C.leaf : "#357A3B");
    }
  }
  return s;
}

export function water(x, y, w, h, seed = 5) {
  const r = rng(seed);
  let s = rect(x, y, w, h, "url(#waterG)");
  for (let i = 0; i < w / 30; i++) {
    const lx = x + r() * w;
    const ly = y + 8 + r() * (h - 14);
    s += line(lx, ly, lx + 14 + r() * 26, ly, C.white, 2, 'stroke-opacity=".45"');
  }
  return s;
}

/** A bale of raw jute, with straps. */
export function bale(x, y, w, h, tone = C.gold) {
  let s = rect(x, y, w, h, tone, `rx="${h * 0.12}"`);
  s += rect(x, y, w, h, "url(#twill)", `rx="${h * 0.12}"`);
  s += rect(x + w * 0.22, y - 1, w * 0.05, h + 2, C.brownDark, 'fill-opacity=".7"');
  s += rect(x + w * 0.73, y - 1, w * 0.05, h + 2, C.brownDark, 'fill-opacity=".7"');
  s += rect(x, y + h - h * 0.12, w, h * 0.12, C.brownDark, `fill-opacity=".15" rx="${h * 0.06}"`);
  return s;
}

/** A filled sack tied at the top. */
export function sack(cx, base, s, fill = C.gold, pattern = "twill", tie = C.brownDark) {
  const w = 120 * s;
  const h = 150 * s;
  const top = base - h;
  const body = `M${cx - w * 0.42} ${top + h * 0.22} Q${cx - w * 0.62} ${base - h * 0.4} ${cx - w * 0.5} ${base - h * 0.04} Q${cx} ${base + h * 0.05} ${cx + w * 0.5} ${base - h * 0.04} Q${cx + w * 0.62} ${base - h * 0.4} ${cx + w * 0.42} ${top + h * 0.22} Q${cx} ${top + h * 0.3} ${cx - w * 0.42} ${top + h * 0.22} Z`;
  let out = path(body, fill) + path(body, `url(#${pattern})`);
  out += path(`M${cx - w * 0.16} ${top + h * 0.24} L${cx - w * 0.24} ${top} L${cx + w * 0.24} ${top} L${cx + w * 0.16} ${top + h * 0.24} Z`, fill);
  out += path(`M${cx - w * 0.16} ${top + h * 0.24} L${cx - w * 0.24} ${top} L${cx + w * 0.24} ${top} L${cx + w * 0.16} ${top + h * 0.24} Z`, `url(#${pattern})`);
  out += rect(cx - w * 0.2, top + h * 0.17, w * 0.4, h * 0.05, tie, `rx="${h * 0.02}"`);
  out += path(`M${cx + w * 0.3} ${base - h * 0.7} Q${cx + w * 0.42} ${base - h * 0.4} ${cx + w * 0.34} ${base - h * 0.12}`, "none", `stroke="${C.brownDark}" stroke-opacity=".18" stroke-width="${6 * s}"`);
  return out;
}

/** A flat bag (hessian bag) with a drawstring. */
export function flatBag(cx, base, s, fill = C.goldLight) {
  const w = 130 * s;
  const h = 160 * s;
  let out = rect(cx - w / 2, base - h, w, h, fill, `rx="${8 * s}"`) + rect(cx - w / 2, base - h, w, h, "url(#weave)", `rx="${8 * s}"`);
  out += rect(cx - w / 2, base - h, w, 18 * s, C.brownDark, `fill-opacity=".12"`);
  out += path(`M${cx - w * 0.3} ${base - h + 9 * s} Q${cx} ${base - h + 20 * s} ${cx + w * 0.3} ${base - h + 9 * s}`, "none", `stroke="${C.brown}" stroke-width="${3 * s}"`);
  out += path(`M${cx + w * 0.05} ${base - h + 14 * s} q${10 * s} ${30 * s} ${-4 * s} ${50 * s} M${cx + w * 0.1} ${base - h + 14 * s} q${16 * s} ${26 * s} ${8 * s} ${52 * s}`, "none", `stroke="${C.brown}" stroke-width="${3 * s}" stroke-linecap="round"`);
  return out;
}

/** A roll of cloth lying on its side with a length unrolled toward the viewer. */
export function clothRoll(x, y, len, r, fill = C.goldLight) {
  let s = path(`M${x + r * 0.2} ${y + r} L${x + len * 0.2} ${y + r * 3.2} L${x + len * 1.2} ${y + r * 3.2} L${x + len} ${y + r} Z`, fill);
  s += path(`M${x + r * 0.2} ${y + r} L${x + len * 0.2} ${y + r * 3.2} L${x + len * 1.2} ${y + r * 3.2} L${x + len} ${y + r} Z`, "url(#weave)");
  s += rect(x, y - r, len, r * 2, fill);
  s += rect(x, y - r, len, r * 2, "url(#weave)");
  s += rect(x, y + r * 0.3, len, r * 0.7, C.brownDark, 'fill-opacity=".12"');
  s += ellipse(x + len, y, r * 0.45, r, C.goldPale);
  for (let i = 1; i < 5; i++) s += ellipse(x + len, y, r * 0.45 * (1 - i * 0.18), r * (1 - i * 0.18), "none", `stroke="${C.brown}" stroke-opacity=".35" stroke-width="2"`);
  s += ellipse(x + len, y, r * 0.08, r * 0.16, C.brownDark);
  s += ellipse(x, y, r * 0.45, r, fill);
  return s;
}

/** A cone of yarn. */
export function cone(cx, base, s, fill = C.goldLight) {
  const w = 80 * s;
  const h = 120 * s;
  let out = path(`M${cx - w * 0.5} ${base} L${cx - w * 0.28} ${base - h} L${cx + w * 0.28} ${base - h} L${cx + w * 0.5} ${base} Z`, fill);
  for (let i = 1; i < 12; i++) {
    const y = base - (h * i) / 12;
    const half = w * (0.5 - 0.22 * (i / 12));
    out += line(cx - half, y, cx + half, y - 5 * s, C.brown, 1.4 * s, 'stroke-opacity=".3"');
  }
  out += ellipse(cx, base, w * 0.5, 9 * s, C.brown, 'fill-opacity=".25"');
  out += rect(cx - 7 * s, base - h - 16 * s, 14 * s, 18 * s, "#8DA7B8", `rx="${3 * s}"`);
  out += ellipse(cx, base - h, w * 0.28, 6 * s, C.goldPale);
  out += ellipse(cx, base - h, 7 * s, 3 * s, "#5E7686");
  return out;
}

/** A coil of rope seen from above, as a spiral of twisted strand. */
export function ropeCoil(cx, cy, r, fill = C.gold) {
  let s = circle(cx, cy, r + 6, C.brownDark, 'fill-opacity=".18"');
  const turns = 5;
  const step = r / (turns + 0.6);
  for (let i = turns; i >= 1; i--) {
    const rr = step * i + step * 0.3;
    s += circle(cx, cy, rr, "none", `stroke="${fill}" stroke-width="${step * 0.9}"`);
    s += circle(cx, cy, rr, "none", `stroke="${C.brown}" stroke-opacity=".45" stroke-width="${step * 0.9}" stroke-dasharray="${step * 0.25} ${step * 0.45}"`);
  }
  s += path(`M${cx + step * 5.3} ${cy} q${step * 1.5} ${step * 1.2} ${step * 2.6} ${step * 3.4}`, "none", `stroke="${fill}" stroke-width="${step * 0.9}" stroke-linecap="round"`);
  s += circle(cx, cy, step * 0.6, C.brownDark, 'fill-opacity=".4"');
  return s;
}

/** An open mesh (soil saver) over an area, clipped to a polygon. */
export function mesh(id, points, cell, thick, color = C.gold) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x0 = Math.min(...xs) - 40;
  const x1 = Math.max(...xs) + 40;
  const y0 = Math.min(...ys) - 40;
  const y1 = Math.max(...ys) + 40;
  let lines = "";
  for (let x = x0; x < x1; x += cell) lines += line(x, y0, x + (y1 - y0) * 0.25, y1, color, thick);
  for (let y = y0; y < y1; y += cell * 0.8) lines += line(x0, y, x1, y + (x1 - x0) * 0.06, color, thick * 0.85);
  const poly = points.map((p) => p.join(",")).join(" ");
  return `<clipPath id="${id}"><polygon points="${poly}"/></clipPath><g clip-path="url(#${id})">${lines}</g>`;
}

/** A mill building with a sawtooth roof, windows and a chimney. */
export function millBuilding(x, base, w, h, wall = "#E9DCC0", roof = "#9C5B3F") {
  let s = rect(x, base - h, w, h, wall);
  const teeth = Math.max(3, Math.round(w / 60));
  const tw = w / teeth;
  let d = `M${x} ${base - h}`;
  for (let i = 0; i < teeth; i++) d += ` L${x + tw * i + tw * 0.8} ${base - h - tw * 0.45} L${x + tw * (i + 1)} ${base - h - tw * 0.45} L${x + tw * (i + 1)} ${base - h}`;
  d += " Z";
  s += path(d, roof);
  for (let i = 0; i < teeth; i++) s += rect(x + tw * i + tw * 0.82, base - h - tw * 0.42, tw * 0.14, tw * 0.38, "#CFE3EA");
  const win = Math.max(2, Math.round(w / 40));
  for (let i = 0; i < win; i++) s += rect(x + (w / win) * i + w / win * 0.25, base - h * 0.7, (w / win) * 0.5, h * 0.3, "#B9D4DF", 'rx="2"');
  s += rect(x + w * 0.42, base - h * 0.32, w * 0.16, h * 0.32, "#7A6A55");
  return s;
}

export function chimney(x, base, h, w = 22) {
  return path(`M${x} ${base} L${x + w * 0.15} ${base - h} L${x + w * 0.85} ${base - h} L${x + w} ${base} Z`, C.brick) + rect(x + w * 0.05, base - h - 6, w * 0.9, 8, "#8A4A36");
}

export function tree(x, base, s, color = C.green) {
  return rect(x - 4 * s, base - 40 * s, 8 * s, 40 * s, C.brown) + circle(x, base - 58 * s, 30 * s, color) + circle(x - 20 * s, base - 44 * s, 20 * s, color) + circle(x + 20 * s, base - 46 * s, 22 * s, color);
}

export function palm(x, base, s) {
  let out = path(`M${x} ${base} Q${x + 8 * s} ${base - 60 * s} ${x + 4 * s} ${base - 120 * s}`, "none", `stroke="${C.brown}" stroke-width="${7 * s}" stroke-linecap="round"`);
  for (let i = 0; i < 7; i++) {
    const a = -160 + i * 23;
    out += ellipse(x + 4 * s, base - 120 * s, 42 * s, 8 * s, C.green, `transform="rotate(${a} ${x + 4 * s} ${base - 120 * s}) translate(${36 * s} 0)"`);
  }
  return out;
}

/** A person, front view, simplified. */
export function person(x, base, s, body = C.blue, skin = "#A8754F", opts = {}) {
  const h = 150 * s;
  let out = path(`M${x - 26 * s} ${base} L${x - 22 * s} ${base - h * 0.62} Q${x} ${base - h * 0.7} ${x + 22 * s} ${base - h * 0.62} L${x + 26 * s} ${base} Z`, body, 'stroke-linejoin="round"');
  out += circle(x, base - h * 0.78, 15 * s, skin);
  if (opts.scarf) out += path(`M${x - 18 * s} ${base - h * 0.76} Q${x} ${base - h * 0.98} ${x + 18 * s} ${base - h * 0.76} L${x + 20 * s} ${base - h * 0.6} L${x - 20 * s} ${base - h * 0.6} Z`, opts.scarf);
  if (opts.cap) out += path(`M${x - 15 * s} ${base - h * 0.8} Q${x} ${base - h * 0.95} ${x + 15 * s} ${base - h * 0.8} Z`, opts.cap);
  return out;
}

export function house(x, base, w, h, wall = "#F2E6CC", roof = C.brick) {
  return rect(x, base - h, w, h, wall) + path(`M${x - 8} ${base - h} L${x + w / 2} ${base - h - h * 0.55} L${x + w + 8} ${base - h} Z`, roof) +
    rect(x + w * 0.4, base - h * 0.5, w * 0.2, h * 0.5, "#8C6B4A") + rect(x + w * 0.1, base - h * 0.75, w * 0.2, h * 0.2, "#B9D4DF") + rect(x + w * 0.7, base - h * 0.75, w * 0.2, h * 0.2, "#B9D4DF");
}

export function solarPanels(x, y, n, s = 1) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const px = x + i * 58 * s;
    out += path(`M${px} ${y} L${px + 50 * s} ${y} L${px + 62 * s} ${y - 26 * s} L${px + 12 * s} ${y - 26 * s} Z`, "#2E4E7A");
    out += line(px + 25 * s, y, px + 37 * s, y - 26 * s, "#8DB3D9", 1.2);
    out += line(px + 6 * s, y - 13 * s, px + 56 * s, y - 13 * s, "#8DB3D9", 1.2);
  }
  return out;
}

/** A spinning frame: a long machine with rows of bobbins. */
export function spinningFrame(x, base, w, h) {
  let s = rect(x, base - h, w, h, "#6F8790", 'rx="6"') + rect(x, base - h * 0.42, w, h * 0.08, "#51666E");
  const n = Math.floor(w / 34);
  for (let i = 0; i < n; i++) {
    const bx = x + 17 + i * 34;
    s += rect(bx - 7, base - h * 0.9, 14, h * 0.42, C.goldLight, 'rx="5"') + rect(bx - 2, base - h * 0.98, 4, h * 0.56, "#C6D0D4");
    s += path(`M${bx} ${base - h * 0.9} Q${bx + 10} ${base - h * 1.15} ${bx + 4} ${base - h * 1.4}`, "none", `stroke="${C.goldLight}" stroke-width="3"`);
  }
  s += rect(x + 10, base - h * 0.2, w - 20, h * 0.06, "#51666E");
  return s;
}

/** A loom with cloth coming off the front beam. */
export function loom(x, base, w, h) {
  let s = rect(x, base - h, 14, h, "#5F747C") + rect(x + w - 14, base - h, 14, h, "#5F747C") + rect(x, base - h, w, 14, "#5F747C");
  for (let i = 0; i < w - 40; i += 7) s += line(x + 20 + i, base - h + 16, x + 20 + i, base - h * 0.45, C.goldLight, 2);
  s += rect(x + 14, base - h * 0.5, w - 28, 12, "#8A9BA1");
  s += rect(x + 14, base - h * 0.45, w - 28, h * 0.3, C.goldLight) + rect(x + 14, base - h * 0.45, w - 28, h * 0.3, "url(#weave)");
  s += ellipse(x + w / 2, base - h * 0.14, (w - 28) / 2, 12, "#C69A45");
  return s;
}

export function floor(w, h, y, color = "#CDBFA2") {
  return rect(0, y, w, h - y, color);
}
