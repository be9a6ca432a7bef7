// The site's illustrations, each a function returning a whole SVG document.
import {
  C, bale, chimney, circle, clothRoll, cloud, cone, ellipse, field, flatBag, floor, g, hills, house, line, loom, mesh,
  millBuilding, palm, path, person, plant, rect, rng, ropeCoil, sack, skyBg, solarPanels, spinningFrame, sun, svg, text,
  tree, water,
} from "./draw.mjs";

// ---------- product tiles (square, subject centred for a round crop) ----------
const tileBg = (body, bg = C.cream, ring = C.goldPale) =>
  svg(400, 400, rect(0, 0, 400, 400, bg) + circle(200, 200, 170, ring, 'fill-opacity=".55"') + ellipse(200, 322, 120, 16, C.brownDark, 'fill-opacity=".14"') + body);

export const tiles = {
  "sacking-bag": () => tileBg(sack(200, 322, 1.45)),
  "hessian-bag": () => tileBg(flatBag(200, 322, 1.25), "#EEF4E6", C.greenPale),
  "hessian-cloth": () => tileBg(clothRoll(70, 170, 210, 52)),
  "carpet-backing-cloth": () =>
    tileBg(
      g(rect(-120, -120, 240, 240, C.goldPale) + (() => {
        let s = "";
        for (let i = -120; i <= 120; i += 14) s += line(i, -120, i, 120, C.gold, 6) + line(-120, i, 120, i, C.gold, 5);
        return s;
      })() + rect(-120, -120, 240, 240, "none", `stroke="${C.brown}" stroke-width="3"`), "translate(200 200) rotate(-12)") +
        path("M260 300 L330 250 L340 320 Z", "#6D8E5B"),
      "#F3EBDD",
    ),
  yarn: () => tileBg(cone(140, 312, 1.25) + cone(262, 312, 1.25, C.gold) + cone(200, 330, 1.4, C.goldPale)),
  "soil-saver": () => {
    const slope = [[0, 250], [400, 120], [400, 400], [0, 400]];
    return svg(400, 400,
      skyBg(400, 400) + sun(320, 70, 26) + path("M0 250 L400 120 L400 400 L0 400 Z", "#8A6440") +
        mesh("tileMesh", slope, 26, 6, C.goldLight) +
        (() => {
          let s = "";
          const r = rng(9);
          for (let i = 0; i < 40; i++) {
            const x = r() * 400;
            const y0 = 250 - x * 0.325;
            const y = y0 + 20 + r() * (400 - y0 - 20);
            s += plant(x, y, 18 + r() * 14, 0, C.greenLight, C.leaf);
          }
          return s;
        })() + rect(60, 218, 6, 26, C.brown) + rect(250, 156, 6, 26, C.brown),
    );
  },
  rope: () => tileBg(ropeCoil(200, 200, 130), "#F1EADB"),
};

// ---------- wide banners (1200 x 480) ----------
const W = 1200;
const H = 480;

function riverside(body, skyId = "skyG") {
  return skyBg(W, H, skyId) + cloud(220, 80, 1.2) + cloud(860, 60, 1) + hills(W, 300, "#B7D3A8", 40, 2) + rect(0, 330, W, 150, "#9CC27F") + body;
}

export const banners = {
  mill: () =>
    svg(W, H, riverside(
      chimney(890, 330, 210, 30) + millBuilding(320, 330, 560, 120) + millBuilding(880, 330, 220, 90, "#E4D5B6") +
        tree(180, 340, 1.2) + tree(250, 345, 0.9) + palm(1140, 340, 1) + water(0, 390, W, 90, 3) +
        path("M520 404 L660 404 L640 420 L540 420 Z", C.brown) + rect(585, 360, 4, 46, C.brownDark) + path("M589 362 L626 398 L589 398 Z", C.cream),
    )),
  field: () =>
    svg(W, H, skyBg(W, H) + sun(980, 100, 46) + cloud(260, 90, 1.3) + hills(W, 300, "#B7D3A8", 40, 4) + rect(0, 300, W, 180, "#7FA866") + field(W, 340, 6, 110, 200, 11)),
  retting: () =>
    svg(W, H, skyBg(W, H) + sun(200, 90, 40) + hills(W, 260, "#B7D3A8", 30, 6) + rect(0, 260, W, 50, "#8DBA73") + field(W, 300, 1, 80, 120, 4, 1200) +
      water(0, 300, W, 180, 8) + (() => {
        let s = "";
        for (let i = 0; i < 7; i++) {
          const x = 120 + i * 150;
          s += g(rect(-70, -8, 140, 16, C.greenPale, 'rx="8"') + line(-30, -9, -30, 9, C.brown, 3) + line(30, -9, 30, 9, C.brown, 3), `translate(${x} ${350 + (i % 2) * 50}) rotate(${(i % 3) - 1})`);
        }
        for (let i = 0; i < 5; i++) s += line(180 + i * 220, 320, 150 + i * 220, 460, C.brown, 5);
        return s;
      })() + person(1060, 420, 0.7, "#5C7D9A", "#8F6242", { cap: "#E8E2D0" }) + rect(1030, 395, 60, 40, "url(#waterG)")),
  bales: () =>
    svg(W, H, rect(0, 0, W, H, "url(#indoorG)") + rect(0, 0, W, 60, "#BFAE8E") + (() => {
      let s = "";
      for (let i = 0; i < 6; i++) s += rect(60 + i * 200, 0, 12, 380, "#A8987A");
      s += floor(W, H, 380, "#B9A988");
      for (let row = 0; row < 3; row++) for (let i = 0; i < 7 - row; i++) s += bale(70 + i * 150 + row * 75, 300 - row * 90, 140, 84, row === 1 ? C.goldLight : C.gold);
      s += person(1090, 430, 0.8, "#6C8B5A", "#8F6242", { cap: "#E8E2D0" });
      return s;
    })()),
  weaving: () =>
    svg(W, H, rect(0, 0, W, H, "url(#indoorG)") + rect(0, 0, W, 40, "#BFAE8E") + floor(W, H, 400) +
      loom(40, 400, 300, 260) + loom(450, 400, 300, 260) + loom(860, 400, 300, 260) + person(400, 440, 0.8, C.blue, "#8F6242", { scarf: C.red })),
  spinning: () =>
    svg(W, H, rect(0, 0, W, H, "url(#indoorG)") + floor(W, H, 400) + spinningFrame(40, 400, 1120, 200) + spinningFrame(140, 200, 920, 110) + person(1080, 440, 0.8, "#7A5A8C", "#8F6242", { scarf: "#E0A23A" })),
  school: () =>
    svg(W, H, riverside(
      rect(360, 190, 480, 140, "#F2E6CC") + path("M340 190 L600 120 L860 190 Z", C.brick) + (() => {
        let s = "";
        for (let i = 0; i < 6; i++) s += rect(385 + i * 78, 220, 44, 40, "#B9D4DF");
        s += rect(575, 270, 50, 60, "#8C6B4A") + rect(900, 130, 4, 200, C.grey) + rect(904, 132, 60, 38, "#006A4E") + circle(930, 151, 12, "#F42A41");
        for (let i = 0; i < 6; i++) s += person(180 + i * 46 + (i > 2 ? 600 : 0), 420, 0.5 + (i % 2) * 0.1, ["#E9E9E9", "#3C6E9E"][i % 2], "#8F6242");
        return s;
      })() + tree(160, 330, 1) + tree(1080, 330, 1.2),
    )),
  clinic: () =>
    svg(W, H, riverside(
      rect(380, 180, 440, 150, C.white) + rect(380, 170, 440, 14, "#CFD8D4") + rect(570, 230, 60, 100, "#9CC0CC") +
        rect(585, 110, 30, 80, C.green) + rect(560, 135, 80, 30, C.green) +
        rect(420, 210, 100, 60, "#B9D4DF") + rect(680, 210, 100, 60, "#B9D4DF") + tree(260, 340, 1.1) + tree(960, 340, 1) +
        person(700, 420, 0.6, "#E9E9E9", "#8F6242") + person(760, 420, 0.55, C.red, "#8F6242", { scarf: "#F0C2B8" }),
    )),
  green: () =>
    svg(W, H, skyBg(W, H) + sun(1050, 90, 44) + hills(W, 300, "#B7D3A8", 30, 7) + rect(0, 320, W, 160, "#8DBA73") +
      millBuilding(200, 330, 700, 130) + solarPanels(230, 196, 11, 1.05) + (() => {
        let s = "";
        for (let i = 0; i < 9; i++) s += tree(80 + i * 130, 470, 0.6 + (i % 3) * 0.12, i % 2 ? C.green : C.greenLight);
        return s;
      })()),
  products: () =>
    svg(W, H, rect(0, 0, W, H, C.cream) + ellipse(600, 420, 520, 30, C.brownDark, 'fill-opacity=".1"') +
      sack(180, 420, 1.6) + flatBag(360, 420, 1.3) + clothRoll(470, 300, 260, 60) + cone(880, 420, 1.1) + cone(960, 420, 1.1, C.gold) + ropeCoil(1080, 360, 70)),
};

// ---------- slides (800 x 500) ----------
const SW = 800;
const SH = 500;
const sl = (body, defs = "") => svg(SW, SH, body, defs);
const indoor = (body) => sl(rect(0, 0, SW, SH, "url(#indoorG)") + floor(SW, SH, 410) + body);
const outdoor = (body, seed = 2) => sl(skyBg(SW, SH) + cloud(150, 70, 1) + cloud(620, 90, 0.8) + hills(SW, 320, "#B7D3A8", 30, seed) + rect(0, 350, SW, 150, "#9CC27F") + body);

function hank(color, streak, seed, coarse = 1) {
  const r = rng(seed);
  let s = rect(0, 0, SW, SH, "#EFE7D6") + ellipse(400, 440, 300, 24, C.brownDark, 'fill-opacity=".12"');
  for (let i = 0; i < 70; i++) {
    const y = 150 + r() * 230;
    const sag = 40 + r() * 60;
    s += path(`M${90 + r() * 40} ${y} Q400 ${y + sag} ${680 + r() * 40} ${y - 10 + r() * 20}`, "none", `stroke="${r() > 0.7 ? streak : color}" stroke-width="${(3 + r() * 4) * coarse}" stroke-linecap="round" stroke-opacity=".9"`);
  }
  s += rect(370, 180, 60, 200, C.brownDark, 'rx="8" fill-opacity=".25"');
  return sl(s);
}

export const slides = {
  spinning: () => indoor(spinningFrame(30, 410, 740, 220) + person(680, 460, 0.7, C.blue, "#8F6242", { cap: "#E8E2D0" })),
  weaving: () => indoor(loom(40, 410, 330, 280) + loom(430, 410, 330, 280)),
  finishing: () => indoor(clothRoll(60, 300, 300, 50) + clothRoll(60, 190, 300, 50, C.goldPale) + bale(470, 330, 140, 80) + bale(620, 330, 140, 80, C.goldLight) + bale(545, 250, 140, 80)),
  lab: () =>
    indoor(rect(80, 290, 640, 24, "#7C8E95") + rect(100, 314, 16, 96, "#5F747C") + rect(684, 314, 16, 96, "#5F747C") +
      rect(160, 230, 120, 60, "#DDE3E4", 'rx="6"') + rect(175, 222, 90, 10, "#B9C3C6") + rect(190, 245, 60, 22, "#2E4E7A") + text(197, 262, "305.2", 15, "#9FE3B0") +
      g((() => {
        let s = "";
        for (let i = 0; i < 6; i++) s += line(0, i * 6, 120, i * 8 - 4, C.gold, 4);
        return s;
      })(), "translate(340 250)") + circle(560, 250, 34, "#CFE3EA") + rect(555, 180, 10, 40, "#CFE3EA") + person(640, 410, 0.7, C.white, "#8F6242", { scarf: C.blue })),
  "guest-house": () =>
    outdoor(rect(220, 200, 360, 170, "#F5EBD6") + path("M200 200 L400 130 L600 200 Z", C.brick) + rect(220, 280, 360, 8, "#D8C8A8") +
      (() => {
        let s = "";
        for (let i = 0; i < 4; i++) s += rect(245 + i * 88, 215, 44, 44, "#B9D4DF") + rect(245 + i * 88, 300, 44, 44, "#B9D4DF");
        return s;
      })() + rect(380, 300, 40, 70, "#8C6B4A") + tree(120, 380, 1.1) + tree(690, 380, 1) + ellipse(400, 440, 180, 20, "#C8B88E")),
  "labour-quarters": () =>
    outdoor((() => {
      let s = "";
      for (let row = 0; row < 2; row++) for (let i = 0; i < 5; i++) s += house(40 + i * 150 + row * 40, 340 + row * 90, 110, 70, row ? "#EFE2C4" : "#F2E6CC", row ? "#9C5B3F" : C.brick);
      return s + tree(760, 360, 0.9);
    })()),
  solar: () => outdoor(sun(660, 80, 36) + millBuilding(80, 380, 640, 130) + solarPanels(100, 246, 10, 1.05)),
  water: () =>
    outdoor(rect(90, 210, 120, 170, "#8DB3C9", 'rx="10"') + rect(90, 210, 120, 20, "#6F97AE", 'rx="10"') + path("M150 210 L150 150 L260 150", "none", `stroke="${C.grey}" stroke-width="8"`) +
      millBuilding(260, 380, 300, 110) + ellipse(650, 420, 130, 40, "url(#waterG)") + tree(700, 360, 0.8) + rect(0, 460, SW, 40, "url(#waterG)")),
  trees: () =>
    outdoor((() => {
      let s = "";
      for (let i = 0; i < 6; i++) s += tree(60 + i * 140, 420, 0.4 + (i % 3) * 0.25);
      s += person(330, 460, 0.8, "#5C7D9A", "#8F6242", { cap: "#E8E2D0" }) + person(470, 460, 0.75, "#B0473E", "#8F6242", { scarf: "#E0A23A" });
      s += plant(400, 440, 60, 0) + ellipse(400, 442, 30, 8, C.brown);
      return s;
    })()),
  compost: () =>
    sl(skyBg(SW, SH) + rect(0, 300, SW, 200, "#6E4E32") + (() => {
      const r = rng(12);
      let s = "";
      for (let i = 0; i < 60; i++) s += circle(r() * SW, 310 + r() * 190, 3 + r() * 5, "#5A3F28");
      return s;
    })() + g(sack(0, 0, 1.6, C.goldLight), "translate(340 380) rotate(-8)") + rect(250, 330, 260, 60, "#6E4E32", 'fill-opacity=".8"') +
      plant(560, 320, 120, 6) + plant(600, 320, 80, -4)),
  community: () =>
    outdoor(rect(80, 230, 250, 130, "#F2E6CC") + path("M60 230 L205 170 L350 230 Z", C.brick) + rect(470, 240, 250, 120, C.white) + rect(580, 180, 24, 60, C.green) + rect(562, 198, 60, 24, C.green) +
      person(300, 450, 0.8, C.blue, "#8F6242") + person(350, 450, 0.55, C.red, "#8F6242") + person(400, 450, 0.75, "#7A5A8C", "#8F6242", { scarf: "#E0A23A" }) + person(445, 450, 0.5, "#2F6B3A", "#8F6242")),
  "white-jute": () => hank("#EFE3C3", "#FFF8E6", 21),
  "tossa-jute": () => hank(C.goldLight, C.gold, 22),
  "mesta-jute": () => hank("#B7A98A", "#948868", 23, 1.5),
  "jute-cuttings": () =>
    sl(rect(0, 0, SW, SH, "#EFE7D6") + ellipse(400, 420, 320, 40, C.brownDark, 'fill-opacity=".12"') + (() => {
      const r = rng(31);
      let s = "";
      for (let i = 0; i < 160; i++) {
        const x = 140 + r() * 520;
        const y = 280 + r() * 140 - Math.max(0, 120 - Math.abs(x - 400) * 0.5);
        const a = r() * 180;
        s += g(rect(-22, -4, 44, 8, r() > 0.5 ? "#A88448" : "#8D6B3A", 'rx="4"'), `translate(${x} ${y}) rotate(${a})`);
      }
      return s;
    })()),
  packaging: () =>
    indoor((() => {
      let s = "";
      for (let row = 0; row < 3; row++) for (let i = 0; i < 6 - row; i++) s += g(sack(0, 0, 0.9, row % 2 ? C.goldLight : C.gold), `translate(${130 + i * 110 + row * 55} ${410 - row * 100}) rotate(90)`);
      return s;
    })()),
  "shopping-bags": () =>
    sl(rect(0, 0, SW, SH, "#F4EFE4") + ellipse(400, 440, 320, 24, C.brownDark, 'fill-opacity=".12"') +
      [["#D9B25E", 210], ["#6F9A62", 400], ["#C9766A", 590]].map(([c, x]) =>
        rect(x - 80, 230, 160, 200, c, 'rx="6"') + rect(x - 80, 230, 160, 200, "url(#weave)", 'rx="6"') + path(`M${x - 45} 232 Q${x - 45} 150 ${x} 150 Q${x + 45} 150 ${x + 45} 232`, "none", `stroke="${C.brown}" stroke-width="9"`),
      ).join("")),
  paper: () =>
    sl(rect(0, 0, SW, SH, "#E9E4D8") + [0, 1, 2, 3].map((i) => g(rect(-170, -110, 340, 220, i % 2 ? "#F6EEDC" : "#EFE2C2", `stroke="#CDBB95" stroke-width="2"`) + line(-130, -60, 100, -60, "#CDBB95", 3) + line(-130, -30, 130, -30, "#CDBB95", 3), `translate(${300 + i * 40} ${230 + i * 30}) rotate(${-8 + i * 5})`)).join("") +
      ellipse(660, 380, 70, 40, C.goldLight) + ellipse(660, 370, 60, 30, C.goldPale)),
  industrial: () =>
    sl(rect(0, 0, SW, SH, "#EDE6D8") + path("M60 300 L520 300 L600 440 L140 440 Z", "#A3473E") + path("M60 300 L520 300 L520 320 L60 320 Z", C.goldLight) +
      (() => {
        let s = "";
        for (let i = 0; i < 20; i++) s += line(80 + i * 23, 330, 160 + i * 22, 430, "#8A3A33", 6);
        return s;
      })() + clothRoll(480, 200, 240, 44)),
  geotextile: () =>
    sl(skyBg(SW, SH) + path("M0 260 L800 180 L800 500 L0 500 Z", "#8A6440") + mesh("geoMesh", [[0, 260], [800, 180], [800, 380], [0, 460]], 28, 5, C.goldLight) +
      rect(0, 400, SW, 100, "url(#waterG)") + path("M0 400 Q200 385 400 400 T800 400 L800 410 L0 410 Z", C.white, 'fill-opacity=".4"') + (() => {
        const r = rng(14);
        let s = "";
        for (let i = 0; i < 30; i++) {
          const x = r() * SW;
          s += plant(x, 330 - x * 0.1 + r() * 40, 20 + r() * 14);
        }
        return s;
      })()),
  composites: () =>
    sl(rect(0, 0, SW, SH, "#E6E8E6") + g(rect(0, 0, 260, 180, "#B89A62", 'rx="6"') + rect(0, 0, 260, 180, "url(#twill)", 'rx="6"'), "translate(90 160) rotate(-6)") +
      g(rect(0, 0, 260, 180, "#9C8252", 'rx="6"') + rect(0, 0, 260, 180, "url(#weave)", 'rx="6"'), "translate(130 220) rotate(4)") +
      path("M470 140 L700 140 Q730 140 730 175 L730 380 Q730 410 700 410 L520 410 Q470 410 470 360 Z", "#B89A62") + path("M470 140 L700 140 Q730 140 730 175 L730 380 Q730 410 700 410 L520 410 Q470 410 470 360 Z", "url(#twill)") +
      rect(640, 250, 50, 14, "#6F5A39", 'rx="7"') + rect(500, 170, 200, 60, "#CFE3EA", 'rx="8"')),
  "eco-packaging": () =>
    sl(rect(0, 0, SW, SH, "#F4EFE4") + ellipse(400, 440, 320, 24, C.brownDark, 'fill-opacity=".12"') +
      rect(150, 260, 150, 170, C.goldLight, 'rx="8"') + rect(150, 260, 150, 170, "url(#weave)", 'rx="8"') + path("M190 262 Q225 230 260 262", "none", `stroke="${C.brown}" stroke-width="5"`) +
      rect(350, 190, 110, 240, C.gold, 'rx="10"') + rect(350, 190, 110, 240, "url(#weave)", 'rx="10"') + rect(385, 150, 40, 50, "#3D5A3A", 'rx="6"') + rect(350, 240, 110, 10, C.brown) +
      flatBag(580, 430, 1)),
  "home-decor": () =>
    sl(rect(0, 0, SW, SH, "#EFE6D6") + rect(0, 380, SW, 120, "#C9B48C") + ellipse(400, 430, 300, 50, C.goldLight) + ellipse(400, 430, 260, 40, "none", `stroke="${C.gold}" stroke-width="8"`) + ellipse(400, 430, 200, 30, "none", `stroke="${C.gold}" stroke-width="8"`) +
      rect(140, 250, 240, 110, "#7D8F6B", 'rx="20"') + rect(180, 220, 90, 70, C.goldLight, 'rx="14"') + rect(180, 220, 90, 70, "url(#weave)", 'rx="14"') +
      path("M560 300 L680 300 L660 390 L580 390 Z", C.gold) + path("M560 300 L680 300 L660 390 L580 390 Z", "url(#twill)") + plant(620, 300, 90, 4) +
      rect(480, 80, 140, 120, C.goldPale, 'stroke="#A47E3C" stroke-width="6"')),
  fashion: () =>
    sl(rect(0, 0, SW, SH, "#F2ECE3") + ellipse(400, 440, 320, 22, C.brownDark, 'fill-opacity=".12"') +
      path("M150 260 L390 260 L410 430 L130 430 Z", C.goldLight) + path("M150 260 L390 260 L410 430 L130 430 Z", "url(#weave)") + path("M200 262 Q270 150 340 262", "none", `stroke="${C.brown}" stroke-width="12"`) + rect(250, 300, 40, 24, C.brown, 'rx="4"') +
      path("M480 420 Q470 380 520 370 L640 360 Q690 360 690 400 L690 425 L480 430 Z", "#2F5D7C") + rect(478, 422, 214, 14, C.goldLight, 'rx="6"') + rect(478, 422, 214, 14, "url(#twill)", 'rx="6"')),
  agriculture: () =>
    sl(skyBg(SW, SH) + rect(0, 330, SW, 170, "#8DBA73") + (() => {
      let s = "";
      for (let i = 0; i < 5; i++) {
        const x = 120 + i * 140;
        s += path(`M${x - 45} 330 L${x + 45} 330 L${x + 35} 440 L${x - 35} 440 Z`, C.gold) + path(`M${x - 45} 330 L${x + 45} 330 L${x + 35} 440 L${x - 35} 440 Z`, "url(#weave)") + ellipse(x, 332, 45, 8, "#6E4E32") + plant(x, 330, 70 + (i % 3) * 25, 0);
      }
      return s;
    })()),
  "geo-jute": () => tiles["soil-saver"]().replace('viewBox="0 0 400 400"', 'viewBox="0 40 400 250"'),
};

// ---------- hessian cloth swatches (600 x 400) ----------
export function swatch({ gap, thread, color, dark, seed }) {
  const r = rng(seed);
  let s = rect(0, 0, 600, 400, dark);
  for (let x = -thread; x < 600 + thread; x += gap) s += rect(x + (r() - 0.5) * 1.5, 0, thread, 400, color, 'rx="2"');
  let row = 0;
  for (let y = 0; y < 400; y += gap) {
    for (let x = row % 2 ? 0 : gap; x < 600; x += gap * 2) s += rect(x - thread * 0.15, y, gap + thread * 0.3, thread, color, `rx="${thread / 2}" fill-opacity=".96"`);
    for (let x = row % 2 ? gap : 0; x < 600; x += gap * 2) s += rect(x + thread * 0.8, y + thread * 0.1, gap - thread * 0.6, thread * 0.8, color, `fill-opacity=".65"`);
    row++;
  }
  s += rect(0, 0, 600, 400, "url(#vignette)");
  return svg(600, 400, s, `<radialGradient id="vignette" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient>`);
}

export const swatches = {
  "hessian-7-5oz": () => swatch({ gap: 26, thread: 12, color: C.goldLight, dark: "#5A4024", seed: 1 }),
  "hessian-8oz": () => swatch({ gap: 25, thread: 13, color: "#DDB25C", dark: "#5A4024", seed: 2 }),
  "hessian-9oz": () => swatch({ gap: 22, thread: 13, color: C.goldLight, dark: "#6B4C2A", seed: 3 }),
  "hessian-10oz": () => swatch({ gap: 20, thread: 13, color: "#D8AC55", dark: "#6B4C2A", seed: 4 }),
  "hessian-11oz": () => swatch({ gap: 18, thread: 13, color: C.goldLight, dark: "#7A5730", seed: 5 }),
  "hessian-12oz": () => swatch({ gap: 17, thread: 13, color: "#D9AE5A", dark: "#7A5730", seed: 6 }),
  "hessian-food-grade": () => swatch({ gap: 20, thread: 13, color: "#E6C47A", dark: "#7A5E38", seed: 7 }),
  "hessian-bleached": () => swatch({ gap: 20, thread: 13, color: "#F3E8CF", dark: "#A89370", seed: 8 }),
  "hessian-dyed": () => swatch({ gap: 20, thread: 13, color: "#3F7A4A", dark: "#1F3D26", seed: 9 }),
};

// ---------- portraits (360 x 360): friendly silhouettes, not likenesses ----------
function portrait({ bg, body, skin, hair, scarf, glasses, collar = C.white }) {
  let s = rect(0, 0, 360, 360, bg) + circle(180, 180, 150, C.white, 'fill-opacity=".25"');
  s += path("M60 360 Q70 250 180 240 Q290 250 300 360 Z", body);
  s += path("M150 246 L180 290 L210 246 Z", collar);
  s += rect(160, 200, 40, 50, skin);
  s += ellipse(180, 160, 56, 66, skin);
  if (scarf) s += path("M110 170 Q110 80 180 80 Q250 80 250 170 L262 270 Q180 300 98 270 Z", scarf) + ellipse(180, 165, 48, 58, skin);
  else if (hair) s += path("M122 150 Q120 86 180 86 Q242 86 238 150 Q226 112 180 112 Q134 112 122 150 Z", hair);
  if (glasses) s += circle(158, 162, 15, "none", `stroke="${C.ink}" stroke-width="4"`) + circle(202, 162, 15, "none", `stroke="${C.ink}" stroke-width="4"`) + line(173, 162, 187, 162, C.ink, 4);
  return svg(360, 360, s);
}

export const portraits = {
  chairman: () => portrait({ bg: "#DCC9A0", body: "#3D4A5C", skin: "#A8754F", hair: "#D9D9D9", glasses: true }),
  "managing-director": () => portrait({ bg: "#C9DCC2", body: "#7A3E5A", skin: "#B7835C", scarf: "#C98A4B", collar: "#7A3E5A" }),
  "director-operations": () => portrait({ bg: "#C7D8E2", body: "#2F4F6B", skin: "#9C6A45", hair: "#2B211A" }),
  finance: () => portrait({ bg: "#E3D1C2", body: "#35614F", skin: "#B7835C", scarf: "#3E5F8A", collar: "#35614F" }),
  "gm-sjsml": () => portrait({ bg: "#E6DDB8", body: "#5B4636", skin: "#92603F", hair: "#3A2E25", glasses: true }),
  "gm-ojml": () => portrait({ bg: "#CFE0D0", body: "#45505A", skin: "#A06E48", hair: "#1F1A16" }),
  export: () => portrait({ bg: "#D8D2E6", body: "#2E3A4A", skin: "#A8754F", hair: "#6E6E6E" }),
};

// ---------- certificate badges (480 x 340) ----------
function badge(title, line1, line2, ring) {
  let s = rect(0, 0, 480, 340, "#FBF7EE") + rect(12, 12, 456, 316, "none", `stroke="${C.goldPale}" stroke-width="4" rx="14"`);
  s += circle(130, 170, 92, ring) + circle(130, 170, 76, "#FBF7EE") + circle(130, 170, 70, "none", `stroke="${ring}" stroke-width="3" stroke-dasharray="6 6"`);
  s += path("M100 172 L122 196 L164 146", "none", `stroke="${ring}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`);
  s += path("M92 250 L80 310 L110 292 L130 318 L140 258 Z", ring) + path("M168 250 L180 310 L150 292 L130 318 L120 258 Z", ring);
  s += text(250, 140, title, 30, C.ink, 'font-weight="bold"') + text(250, 182, line1, 19, "#4A554F") + text(250, 212, line2, 19, "#4A554F");
  s += text(250, 262, "Sonali Jute Group", 16, C.brown, 'font-style="italic"');
  return svg(480, 340, s);
}

export const certificates = {
  "iso-9001": () => badge("ISO 9001", "Quality", "management", C.blue),
  "iso-14001": () => badge("ISO 14001", "Environmental", "management", C.green),
  "food-grade": () => badge("IJO 98/01", "Food-grade jute", "hydrocarbon-free", C.gold),
};

// ---------- property cards (600 x 400) ----------
export const cards = {
  biodegradable: () =>
    svg(600, 400, skyBg(600, 400) + rect(0, 250, 600, 150, "#6E4E32") + g(sack(0, 0, 1.1, C.goldLight), "translate(230 300) rotate(-10)") + rect(140, 262, 220, 50, "#6E4E32", 'fill-opacity=".75"') + plant(420, 256, 110, 5) + plant(450, 256, 70, -3)),
  "eco-friendly": () =>
    svg(600, 400, skyBg(600, 400) + sun(300, 140, 70) + rect(0, 300, 600, 100, "#8DBA73") + field(600, 320, 2, 120, 200, 17) + cloud(120, 80, 0.8) + cloud(500, 70, 0.7)),
  vegan: () =>
    svg(600, 400, rect(0, 0, 600, 400, "#EEF4E6") + circle(300, 200, 150, C.greenPale, 'fill-opacity=".6"') + plant(300, 360, 300, 8) + plant(250, 360, 220, -10) + plant(350, 360, 240, 12)),
};

// ---------- misc ----------
export const noData = () =>
  svg(400, 300, rect(0, 0, 400, 300, "#F6F2E8") + ellipse(200, 250, 130, 14, C.brownDark, 'fill-opacity=".12"') +
    path("M110 140 L290 140 L290 250 L110 250 Z", "#D8B777") + path("M110 140 L70 110 L250 110 L290 140 Z", "#E8CC92") + path("M290 140 L330 105 L330 200 L290 250 Z", "#C49E5C") +
    path("M110 140 L290 140 L270 170 L90 170 Z", "#B98F4E", 'fill-opacity=".35"') + circle(200, 196, 22, "none", `stroke="${C.brown}" stroke-width="5"`) + line(216, 212, 234, 230, C.brown, 6));

/** A wide panorama for the hero: fields, river, mill and bales (3200 x 900). */
export function panorama() {
  const PW = 3200;
  const PH = 900;
  let s = skyBg(PW, PH, "dawnG") + sun(2500, 200, 80);
  for (let i = 0; i < 8; i++) s += cloud(200 + i * 420, 110 + (i % 3) * 40, 1.6);
  s += hills(PW, 520, "#B9CFA0", 60, 21) + rect(0, 560, PW, 340, "#8DBA73");
  s += field(1150, 600, 4, 160, 280, 23, 1150);
  s += water(0, 760, PW, 140, 25);
  s += chimney(1760, 620, 330, 46) + millBuilding(1250, 620, 760, 190) + millBuilding(2010, 620, 300, 140, "#E4D5B6");
  s += tree(1200, 640, 1.8) + palm(2360, 640, 1.6) + palm(2440, 650, 1.3);
  for (let row = 0; row < 3; row++) for (let i = 0; i < 6 - row; i++) s += bale(2520 + i * 110 + row * 55, 700 - row * 62, 104, 60, row === 1 ? C.goldLight : C.gold);
  s += g(path("M0 0 L220 0 L190 30 L30 30 Z", C.brown) + rect(100, -110, 6, 112, C.brownDark) + path("M106 -106 L170 -10 L106 -10 Z", C.cream) + bale(40, -30, 60, 30) + bale(120, -30, 60, 30, C.goldLight), "translate(900 800)");
  s += g(path("M0 0 L220 0 L190 30 L30 30 Z", C.brown) + rect(100, -110, 6, 112, C.brownDark) + path("M106 -106 L40 -10 L106 -10 Z", C.cream), "translate(2900 820)");
  return svg(PW, PH, s);
}

/** A title card for a video: an illustration with a dark band and text. */
export function titleCard(bgSvg, heading, sub) {
  void bgSvg;
  let s = rect(0, 400, 960, 140, C.ink, 'fill-opacity=".72"');
  s += text(48, 458, heading, 36, C.white, 'font-weight="bold"');
  if (sub) s += text(48, 500, sub, 22, C.goldPale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">${s}</svg>`;
}

// The second line is spread to a fixed length (textLength, spacing only) so that it ends inside
// the 240 px box whatever font the reader's system puts in place of Arial.
export const logoSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="Sonali Jute Group">` +
  `<circle cx="32" cy="32" r="28" fill="${C.gold}"/>` +
  `<path d="M32 52 Q30 32 34 12" fill="none" stroke="${C.green}" stroke-width="3" stroke-linecap="round"/>` +
  `<ellipse cx="24" cy="26" rx="9" ry="3.5" fill="${C.green}" transform="rotate(30 24 26)"/>` +
  `<ellipse cx="41" cy="20" rx="9" ry="3.5" fill="${C.green}" transform="rotate(-30 41 20)"/>` +
  `<ellipse cx="24" cy="40" rx="8" ry="3" fill="${C.green}" transform="rotate(30 24 40)"/>` +
  `<text x="70" y="30" font-family="Georgia, 'DejaVu Serif', serif" font-size="22" font-weight="bold" fill="${C.brownDark}">Sonali Jute</text>` +
  `<text x="71" y="50" font-family="Arial, 'DejaVu Sans', sans-serif" font-size="13" textLength="162" lengthAdjust="spacing" fill="${C.green}">GROUP · SINCE 1968</text></svg>`;

export const favicon = null;
export { C };
