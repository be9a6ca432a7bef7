#!/usr/bin/env node
// Renders the site's own illustrations (hand-written SVG, see lib/scenes.mjs) to WebP and
// AVIF with sharp, and builds the hero loop, the corporate video and the process video
// from frames drawn the same way (ffmpeg encodes them). Run from apps/site:
//
//   node scripts/make-media.mjs            # images, posters, videos, captions
//   node scripts/make-media.mjs --no-video # images only
//
// Every file it writes lands in public/media. It then checks that each image named in
// src/shared/content/media.ts (or shell-media.ts) exists with the width and height recorded there.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import * as S from "./lib/scenes.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const siteDir = join(here, "..");
const out = join(siteDir, "public", "media");
const withVideo = !process.argv.includes("--no-video");

async function toRaster(svgText, width, height) {
  return sharp(Buffer.from(svgText), { density: 72 }).resize(width, height, { fit: "cover" }).png().toBuffer();
}

async function writeImage(rel, svgText, width, height) {
  const png = await toRaster(svgText, width, height);
  const base = join(out, rel);
  mkdirSync(dirname(base), { recursive: true });
  await sharp(png).webp({ quality: 80, effort: 6 }).toFile(`${base}.webp`);
  await sharp(png).avif({ quality: 55, effort: 3 }).toFile(`${base}.avif`);
  return png;
}

const jobs = [];
const add = (dir, set, w, h) => {
  for (const [name, fn] of Object.entries(set)) jobs.push([`${dir}/${name}`, fn, w, h]);
};
add("products", S.tiles, 400, 400);
add("banners", S.banners, 1200, 480);
add("slides", S.slides, 800, 500);
add("cloth", S.swatches, 600, 400);
add("people", S.portraits, 360, 360);
add("certificates", S.certificates, 480, 340);
add("cards", S.cards, 600, 400);
jobs.push(["misc/no-data", S.noData, 400, 300]);

console.log(`rendering ${jobs.length} images...`);
for (const [rel, fn, w, h] of jobs) await writeImage(rel, fn(), w, h);

writeFileSync(join(out, "logo.svg"), S.logoSvg());

// ---------- hero: panorama, posters and a ping-pong pan ----------
const PW = 1920;
const PH = 540;
const panoramaPng = await sharp(Buffer.from(S.panorama())).resize(PW, PH).png().toBuffer();
const posterCrop = async (w, h) => sharp(panoramaPng).extract({ left: 0, top: 0, width: 960, height: 540 }).resize(w, h).png().toBuffer();
mkdirSync(join(out, "hero"), { recursive: true });
for (const [name, w, h] of [["hero-poster", 1600, 900], ["hero-poster-small", 800, 450]]) {
  // The large poster is rendered from the vector panorama directly, so it stays sharp.
  const png = w > 960
    ? await sharp(Buffer.from(S.panorama()), { density: 72 * (w / 960) * (PH / 900) * (3200 / PW) }).resize(Math.round((3200 * h) / 900), h).extract({ left: 0, top: 0, width: w, height: h }).png().toBuffer()
    : await posterCrop(w, h);
  await sharp(png).webp({ quality: 78, effort: 6 }).toFile(join(out, "hero", `${name}.webp`));
  await sharp(png).avif({ quality: 50, effort: 3 }).toFile(join(out, "hero", `${name}.avif`));
}

function encode(framesDir, fps, base, { crf = 36, bitrate = "0" } = {}) {
  const input = ["-y", "-loglevel", "error", "-framerate", String(fps), "-i", join(framesDir, "f%04d.png")];
  execFileSync("ffmpeg", [...input, "-c:v", "libvpx-vp9", "-b:v", bitrate, "-crf", String(crf), "-row-mt", "1", "-pix_fmt", "yuv420p", "-an", `${base}.webm`]);
  execFileSync("ffmpeg", [...input, "-c:v", "libx264", "-preset", "slow", "-crf", String(crf - 8), "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an", `${base}.mp4`]);
}

async function writeFrames(dir, count, frameAt) {
  for (let i = 0; i < count; i++) {
    const png = await frameAt(i);
    writeFileSync(join(dir, `f${String(i + 1).padStart(4, "0")}.png`), png);
  }
}

if (withVideo) {
  // Hero loop: 8 s at 24 fps, panning right then back with easing, so it loops seamlessly.
  const tmp = mkdtempSync(join(tmpdir(), "hero-"));
  const fps = 24;
  const n = 8 * fps;
  const travel = PW - 960;
  await writeFrames(tmp, n, (i) => {
    const t = i / n;
    const x = Math.round(travel * (0.5 - 0.5 * Math.cos(2 * Math.PI * t)));
    return sharp(panoramaPng).extract({ left: x, top: 0, width: 960, height: 540 }).png().toBuffer();
  });
  encode(tmp, fps, join(out, "hero", "hero-loop"), { crf: 40 });
  rmSync(tmp, { recursive: true, force: true });

  // Corporate and process videos: title slides over our illustrations, slow zoom on each.
  mkdirSync(join(out, "video"), { recursive: true });
  const corporate = [
    [S.banners.field, "Sonali Jute Group", "From field to fibre, since 1968"],
    [S.banners.bales, "Raw jute traders since 1968", "We began by buying and grading raw jute"],
    [S.banners.mill, "Our first mill opened in 1982", "Today two mills: SJSML and OJML"],
    [S.banners.spinning, "About 5,000 people", "Over 20 tonnes of yarn spun every day"],
    [S.banners.products, "Shipped to over 30 countries", "Bags, cloth, yarn, rope and soil saver"],
    [S.banners.green, "Natural and 100% biodegradable", "Jute, the golden fibre"],
  ];
  const processSlides = [
    [S.banners.bales, "1. Grading and softening", "Raw jute is graded by hand and softened"],
    [S.slides.spinning, "2. Carding and drawing", "The fibre becomes an even sliver"],
    [S.banners.spinning, "3. Spinning", "Frames twist the sliver into yarn"],
    [S.banners.weaving, "4. Weaving", "Hessian, sacking and backing cloth"],
    [S.slides.lab, "5. Testing", "Every lot is checked in our laboratory"],
    [S.slides.finishing, "6. Packing and shipping", "Pressed bales leave for over 30 countries"],
  ];
  async function slideVideo(list, seconds, name, posterName) {
    const tmpDir = mkdtempSync(join(tmpdir(), `${name}-`));
    const fps = 12;
    const per = seconds * fps;
    const prepared = [];
    for (const [fn, heading, sub] of list) {
      const bg = await sharp(Buffer.from(fn()), { density: 110 }).resize(1152, 648, { fit: "cover" }).png().toBuffer();
      const band = Buffer.from(S.titleCard(null, heading, sub));
      prepared.push({ bg, band });
    }
    let frame = 0;
    for (const { bg, band } of prepared) {
      for (let i = 0; i < per; i++) {
        const zoom = 1 + 0.08 * (i / per);
        const cw = Math.round(1152 / zoom);
        const ch = Math.round(648 / zoom);
        const left = Math.round((1152 - cw) / 2);
        const top = Math.round((648 - ch) / 2);
        const img = await sharp(bg).extract({ left, top, width: cw, height: ch }).resize(960, 540).composite([{ input: band }]).png().toBuffer();
        frame++;
        writeFileSync(join(tmpDir, `f${String(frame).padStart(4, "0")}.png`), img);
      }
    }
    encode(tmpDir, fps, join(out, "video", name), { crf: 42 });
    // The poster is the first frame.
    const first = readFileSync(join(tmpDir, "f0001.png"));
    await sharp(first).webp({ quality: 80 }).toFile(join(out, "video", `${posterName}.webp`));
    await sharp(first).avif({ quality: 55 }).toFile(join(out, "video", `${posterName}.avif`));
    rmSync(tmpDir, { recursive: true, force: true });
  }
  await slideVideo(corporate, 4, "corporate", "corporate-poster");
  await slideVideo(processSlides, 3, "process", "process-poster");
}

// ---------- captions ----------
const ts = (s) => `00:00:${String(s).padStart(2, "0")}.000`;
function vtt(lines, seconds) {
  return "WEBVTT\n\n" + lines.map((l, i) => `${i + 1}\n${ts(i * seconds)} --> ${ts((i + 1) * seconds)}\n${l}\n`).join("\n");
}
writeFileSync(join(out, "corporate-video.vtt"), vtt([
  "Sonali Jute Group. From field to fibre, since 1968.",
  "We began in 1968 as raw jute traders in Bangladesh.",
  "In 1982 we opened our first mill. Today we run two, SJSML and OJML.",
  "About 5,000 people spin more than 20 tonnes of yarn every day.",
  "Bags, cloth, yarn, rope and soil saver travel to buyers in over 30 countries.",
  "Natural, reusable and 100% biodegradable. Jute, the golden fibre.",
], 4));
writeFileSync(join(out, "process-video.vtt"), vtt([
  "Raw jute is graded by hand and softened.",
  "Carding and drawing turn it into an even sliver.",
  "Spinning frames twist the sliver into yarn.",
  "Looms weave the yarn into hessian, sacking and backing cloth.",
  "Every lot is tested in our laboratory.",
  "Pressed bales leave for buyers in over 30 countries.",
], 3));

// ---------- check against the content's media registry ----------
const registry = ["media.ts", "shell-media.ts"].map((name) => readFileSync(join(siteDir, "src", "shared", "content", name), "utf8")).join("\n");
const presets = { tile: ["products", 400, 400], banner: ["banners", 1200, 480], slide: ["slides", 800, 500], swatch: ["cloth", 600, 400], portrait: ["people", 360, 360], cert: ["certificates", 480, 340], card: ["cards", 600, 400] };
const expected = [];
for (const m of registry.matchAll(/\b(tile|banner|slide|swatch|portrait|cert|card)\("([^"]+)"/g)) {
  const [dir, w, h] = presets[m[1]];
  expected.push([`${dir}/${m[2]}`, w, h]);
}
for (const m of registry.matchAll(/pic\("([^"]+)", "[^"]*", (\d+|TILE), (\d+|TILE)\)/g)) {
  const num = (v) => (v === "TILE" ? 400 : Number(v));
  expected.push([m[1], num(m[2]), num(m[3])]);
}
let problems = 0;
for (const [rel, w, h] of expected) {
  for (const ext of ["webp", "avif"]) {
    const file = join(out, `${rel}.${ext}`);
    try {
      const meta = await sharp(file).metadata();
      if (meta.width !== w || meta.height !== h) {
        problems++;
        console.error(`size mismatch: ${rel}.${ext} is ${meta.width}x${meta.height}, media.ts says ${w}x${h}`);
      }
    } catch {
      problems++;
      console.error(`missing: ${rel}.${ext}`);
    }
  }
}
function du(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) total += e.isDirectory() ? du(join(dir, e.name)) : statSync(join(dir, e.name)).size;
  return total;
}
console.log(`checked ${expected.length} registry images; ${problems} problem(s); media total ${(du(out) / 1024).toFixed(0)} KB`);
if (problems) process.exit(1);
