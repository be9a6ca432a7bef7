#!/usr/bin/env node
// Writes public/brochure.pdf: a four-page A4 brochure with the company overview and the
// product range. The PDF is written by hand (no PDF library): standard Helvetica fonts,
// Flate-compressed page streams and JPEG pictures rendered from our own illustrations.
// Run from apps/site after make-media.mjs:  node scripts/make-brochure.mjs
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import * as S from "./lib/scenes.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, "..", "public", "brochure.pdf");

const A4 = { w: 595.28, h: 841.89 };
const M = 56; // margin

// ---------- text helpers ----------
// Byte values of the few non-ASCII characters we use, in WinAnsiEncoding.
const winAnsi = { "–": 0x96, "—": 0x97, "’": 0x92, "×": 0xd7, "²": 0xb2, "½": 0xbd, "·": 0xb7, "©": 0xa9, "°": 0xb0, "•": 0x95 };
function pdfString(s) {
  let outStr = "";
  for (const ch of s) {
    const code = winAnsi[ch] ?? ch.charCodeAt(0);
    if (code > 255) throw new Error(`character not in WinAnsi: ${ch}`);
    const c = String.fromCharCode(code);
    outStr += c === "(" || c === ")" || c === "\\" ? `\\${c}` : c;
  }
  return `(${outStr})`;
}
// Approximate Helvetica advance widths (per 1000 units) for wrapping.
function width(s, size, bold = false) {
  let units = 0;
  for (const ch of s) {
    if ("il.,:;'|!".includes(ch)) units += 250;
    else if ("ftrI()[]- ".includes(ch)) units += 320;
    else if ("mwMW".includes(ch)) units += 850;
    else if (ch >= "A" && ch <= "Z") units += 680;
    else units += 540;
  }
  return (units / 1000) * size * (bold ? 1.06 : 1);
}
function wrap(s, size, maxWidth, bold = false) {
  const words = s.split(/\s+/);
  const lines = [];
  let cur = "";
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (width(next, size, bold) > maxWidth && cur) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

// ---------- page builder ----------
class Page {
  constructor() {
    this.ops = [];
    this.images = new Set();
    this.y = A4.h - M;
  }
  color(hex, stroke = false) {
    const n = parseInt(hex.slice(1), 16);
    const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (v / 255).toFixed(3)).join(" ");
    this.ops.push(`${rgb} ${stroke ? "RG" : "rg"}`);
  }
  rect(x, y, w, h, hex) {
    this.color(hex);
    this.ops.push(`${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`);
  }
  text(x, y, s, size, { bold = false, hex = "#26302B" } = {}) {
    this.color(hex);
    this.ops.push(`BT /${bold ? "F2" : "F1"} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(s)} Tj ET`);
  }
  para(s, { size = 10.5, lead = 1.45, x = M, w = A4.w - 2 * M, bold = false, hex, gap = 8 } = {}) {
    for (const l of wrap(s, size, w, bold)) {
      this.text(x, this.y, l, size, { bold, hex });
      this.y -= size * lead;
    }
    this.y -= gap;
  }
  heading(s, size = 16) {
    this.y -= 6;
    this.text(M, this.y, s, size, { bold: true, hex: "#4E3420" });
    this.y -= size * 0.6;
    this.rect(M, this.y, 48, 2.5, "#C9962B");
    this.y -= 16;
  }
  bullets(items, size = 10.5) {
    for (const it of items) {
      const lines = wrap(it, size, A4.w - 2 * M - 14);
      this.text(M, this.y, "•", size, { hex: "#C9962B" });
      lines.forEach((l, i) => {
        this.text(M + 14, this.y, l, size);
        this.y -= size * 1.45;
        void i;
      });
      this.y -= 3;
    }
    this.y -= 6;
  }
  image(name, x, y, w, h) {
    this.images.add(name);
    this.ops.push(`q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} ${x.toFixed(2)} ${y.toFixed(2)} cm /${name} Do Q`);
  }
  footer(n) {
    this.rect(0, 0, A4.w, 28, "#2F6B3A");
    this.text(M, 10, "Sonali Jute Group · info@sonalijutegroup.com.bd · www.sonalijutegroup.com.bd", 8.5, { hex: "#FFFFFF" });
    this.text(A4.w - M - 30, 10, `Page ${n}`, 8.5, { hex: "#FFFFFF" });
  }
}

// ---------- pictures ----------
async function jpeg(svgText, w, h) {
  const buf = await sharp(Buffer.from(svgText), { density: 144 }).resize(w, h, { fit: "cover" }).flatten({ background: "#ffffff" }).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
  return { buf, w, h };
}
const pictures = {
  Hero: await jpeg(S.panorama().replace('viewBox="0 0 3200 900"', 'viewBox="600 0 1800 900"'), 1200, 600),
  Sack: await jpeg(S.tiles["sacking-bag"](), 300, 300),
  HBag: await jpeg(S.tiles["hessian-bag"](), 300, 300),
  Cloth: await jpeg(S.tiles["hessian-cloth"](), 300, 300),
  Cbc: await jpeg(S.tiles["carpet-backing-cloth"](), 300, 300),
  Yarn: await jpeg(S.tiles.yarn(), 300, 300),
  Soil: await jpeg(S.tiles["soil-saver"](), 300, 300),
  Rope: await jpeg(S.tiles.rope(), 300, 300),
};

// ---------- content ----------
const pages = [];

// Page 1: cover and overview
{
  const p = new Page();
  p.image("Hero", 0, A4.h - 300, A4.w, 300);
  p.rect(0, A4.h - 300, A4.w, 70, "#26302B");
  p.text(M, A4.h - 262, "Sonali Jute Group", 28, { bold: true, hex: "#FFFFFF" });
  p.text(M, A4.h - 286, "Jute yarn, bags, cloth, rope and soil saver from Bangladesh, since 1968", 11, { hex: "#F1DCA4" });
  p.y = A4.h - 340;
  p.heading("Company overview");
  p.para("Sonali Jute Group is a family-owned jute business from Bangladesh. It began in 1968 as a raw jute trading house, opened its first mill in 1982, and today runs two mills: Sonali Jute Spinning Mills Ltd. (SJSML) in Narsingdi and Oikko Jute Mills Ltd. (OJML) near Khulna.");
  p.para("About 5,000 people work with us. Together we spin more than 20 tonnes of jute yarn a day and weave it into bags, cloth, rope and soil saver for buyers in over 30 countries across Europe, Asia, Africa and the Americas.");
  p.para("We buy most of our raw jute directly from growers and markets our family has traded in for three generations, and we grade every lot by hand before it reaches the mill. That is how we keep our yarn even and our cloth clean.");
  p.heading("Key figures", 13);
  const figs = [["1968", "raw jute trading begins"], ["1982", "our first mill opens"], ["about 5,000", "people work with us"], ["over 30", "countries we ship to"], ["over 20 MT", "yarn spun every day"]];
  const colW = (A4.w - 2 * M) / 5;
  figs.forEach(([v, l], i) => {
    p.text(M + i * colW, p.y, v, 14, { bold: true, hex: "#C9962B" });
    for (const [j, ln] of wrap(l, 8.5, colW - 8).entries()) p.text(M + i * colW, p.y - 16 - j * 11, ln, 8.5);
  });
  p.y -= 50;
  p.heading("Certifications", 13);
  p.bullets(["ISO 9001:2015 quality management, both mills", "ISO 14001:2015 environmental management", "Food-grade, hydrocarbon-free VOT yarn and cloth to IJO 98/01"]);
  pages.push(p);
}

// Pages 2 and 3: products
const products = [
  ["Sack", "Jute Sacking Bag", "Heavy twill bags for grain, rice, sugar, flour and fertiliser. A-Twill 112 × 67 cm, 1,130–1,250 g; B-Twill 112 × 67 cm, 580–665 g; L-Twill 102 × 71 cm, 1,030–1,130 g; DW-Twill 102 × 71 cm, 950–1,050 g; Heavy Cee 112 × 71 cm, 1,250–1,360 g. Sacking cloth 56–122 cm wide, 420–700 g/m²."],
  ["HBag", "Jute Hessian Bag", "Plain-weave bags for potatoes, onions, coffee, cocoa and seeds, from 15 × 20 cm to 110 × 70 cm. Natural, bleached or dyed; printed in up to three colours; food-grade VOT hessian for food."],
  ["Cloth", "Jute Hessian Cloth", "From 7.5 oz to 12 oz per yard, 40 to 60 inches wide. A 10 oz, 40 in hessian weighs about 305 g/m². Natural, food-grade (VOT), bleached or dyed, in rolls or pressed bales."],
  ["Cbc", "Jute Carpet Backing Cloth", "Even, plain-weave CBC from clean CB yarn. Light 240 g/m² (11 × 10), Standard 270 g/m² (12 × 12), Heavy 305 g/m² (13 × 12); widths 3.66, 4.00 and 5.00 m."],
  ["Yarn", "Jute Yarn", "Five types: CRT (6–40 lb), CRX (6–10 lb), CB (7.5–48 lb), Hessian (8–28 lb) and Sacking (14–96 lb), in 1 or 2 ply, MOT or food-grade VOT. 1 lb/spindle is about 34.45 tex. Over 20 MT a day."],
  ["Soil", "Soil Saver", "Open-mesh jute geotextile for slopes, embankments and river banks. 500 g/m² (about 65% open) and 750 g/m² (about 50% open), both 1.22 m wide, in 50 m rolls. It holds the soil while plants take root, then returns to the soil."],
  ["Rope", "Jute Rope", "Three-strand twisted rope in three grades: CB rope (4–12 mm) for decor and gardening, sacking rope (6–16 mm) for farm and cargo, hessian rope (4–14 mm) for general tying. Coils of 50, 100 or 220 m."],
];
for (const [start, end, title] of [[0, 4, "Our products"], [4, 7, "Our products (continued)"]]) {
  const p = new Page();
  p.heading(title, 18);
  for (const [img, name, body] of products.slice(start, end)) {
    const top = p.y;
    p.image(img, M, top - 96, 96, 96);
    p.y = top - 4;
    p.text(M + 112, p.y, name, 13, { bold: true, hex: "#4E3420" });
    p.y -= 18;
    p.para(body, { x: M + 112, w: A4.w - 2 * M - 112, size: 10 });
    p.y = Math.min(p.y, top - 110) - 14;
  }
  if (end === 7) {
    p.heading("Oil grades", 13);
    p.bullets([
      "VOT: vegetable-oil batched, hydrocarbon-free, for sacks and cloth that carry food (IJO 98/01).",
      "MOT: mineral-oil batched, the usual grade for goods that do not touch food.",
    ]);
  }
  pages.push(p);
}

// Page 4: how we work and contacts
{
  const p = new Page();
  p.heading("How we work", 18);
  p.bullets([
    "Modern spinning frames and looms, with maintenance on every shift.",
    "Quality checked at every step, with a laboratory at each mill and a test report with every shipment.",
    "Delivery dates planned against capacity; if a confirmed order ships late through our fault, we compensate the buyer.",
    "ISO 9001 and ISO 14001 certified; every stage audited each year; fair wages paid on time; no one under 18 employed.",
    "Everything we make is natural, reusable and 100% biodegradable.",
  ]);
  p.heading("Contact us", 18);
  const blocks = [
    ["Head Office", ["Sonali Bhaban, 7th Floor", "48 Motijheel Commercial Area", "Dhaka 1000, Bangladesh", "+880 2-9551 4420", "info@sonalijutegroup.com.bd"]],
    ["SJSML (mill)", ["Panchdona, Madhabdi Road", "Narsingdi 1604, Bangladesh"]],
    ["OJML (mill)", ["Atra Industrial Area, Phultala", "Khulna 9210, Bangladesh"]],
    ["Export sales", ["Rezaul Haque Bhuiyan", "export@sonalijutegroup.com.bd", "+880 1713-045678 (also WhatsApp)"]],
  ];
  const colW = (A4.w - 2 * M) / 2;
  const top = p.y;
  blocks.forEach(([h, lines], i) => {
    const x = M + (i % 2) * colW;
    let y = top - Math.floor(i / 2) * 110;
    p.text(x, y, h, 11.5, { bold: true, hex: "#2F6B3A" });
    y -= 16;
    for (const l of lines) {
      p.text(x, y, l, 10);
      y -= 14;
    }
  });
  p.y = top - 240;
  p.para("Registered buyers can look up indicative prices by product, mill and port of shipment on our website. Prices in this brochure are not given; ask us for a quotation.", { size: 9.5, hex: "#4A554F" });
  pages.push(p);
}
pages.forEach((p, i) => p.footer(i + 1));

// ---------- serialise ----------
const objects = []; // index -> Buffer body
const alloc = () => objects.push(null) - 1 + 1; // 1-based object numbers
const set = (n, body) => (objects[n - 1] = Buffer.isBuffer(body) ? body : Buffer.from(body, "latin1"));

const catalog = alloc();
const pagesObj = alloc();
const f1 = alloc();
const f2 = alloc();
set(f1, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
set(f2, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
const imageObj = {};
for (const [name, { buf, w, h }] of Object.entries(pictures)) {
  const n = alloc();
  imageObj[name] = n;
  set(n, Buffer.concat([
    Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${buf.length} >>\nstream\n`, "latin1"),
    buf,
    Buffer.from("\nendstream", "latin1"),
  ]));
}
const pageNums = [];
for (const p of pages) {
  const content = deflateSync(Buffer.from(p.ops.join("\n"), "latin1"));
  const c = alloc();
  set(c, Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, "latin1"), content, Buffer.from("\nendstream", "latin1")]));
  const xo = [...p.images].map((n) => `/${n} ${imageObj[n]} 0 R`).join(" ");
  const pn = alloc();
  set(pn, `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${A4.w} ${A4.h}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> /XObject << ${xo} >> >> /Contents ${c} 0 R >>`);
  pageNums.push(pn);
}
set(pagesObj, `<< /Type /Pages /Kids [${pageNums.map((n) => `${n} 0 R`).join(" ")}] /Count ${pageNums.length} >>`);
set(catalog, `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (en-GB) >>`);
const info = alloc();
set(info, `<< /Title (Sonali Jute Group - Company and Products) /Author (Sonali Jute Group) /Subject (Company overview and product range) >>`);

const chunks = [Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1")];
let offset = chunks[0].length;
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(offset);
  const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
  chunks.push(chunk);
  offset += chunk.length;
});
const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, "latin1"));
writeFileSync(target, Buffer.concat(chunks));
console.log(`wrote ${target} (${pages.length} pages, ${(Buffer.concat(chunks).length / 1024).toFixed(0)} KB)`);
