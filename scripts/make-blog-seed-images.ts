/**
 * Draws the illustrations of the seed blog posts (app/content/blog-seed.ts) as SVG and renders
 * them to 1600x900 JPEG files in app/content/blog-seed/. Flat shapes in the brand palette of
 * app/app.css, with no text, so the result does not depend on the fonts installed.
 *   node scripts/make-blog-seed-images.ts
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const outDir = path.resolve("app/content/blog-seed");
const width = 1600;
const height = 900;

/** The brand palette (app/app.css) and a few supporting tints. */
const c = {
  primary: "#1d4ed8",
  ring: "#2563eb",
  light: "#93c5fd",
  pale: "#dbeafe",
  secondary: "#eef2ff",
  accent: "#e0e7ff",
  indigo: "#4f46e5",
  sky: "#0ea5e9",
  dark: "#0b1533",
  ink: "#0f172a",
  muted: "#f1f5f9",
  border: "#e2e8f0",
  slate: "#cbd5e1",
  slateDark: "#94a3b8",
  success: "#047857",
  successLight: "#d1fae5",
  green: "#10b981",
  amber: "#f59e0b",
  amberLight: "#fef3c7",
  rose: "#f43f5e",
  white: "#ffffff",
};

/** Shared definitions: the background gradient and the soft card shadow. */
const defs = `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${c.secondary}"/>
    <stop offset="1" stop-color="${c.accent}"/>
  </linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
    <feDropShadow dx="0" dy="14" stdDeviation="18" flood-color="#1e3a8a" flood-opacity="0.14"/>
  </filter>
  <filter id="shadow-sm" x="-20%" y="-20%" width="140%" height="160%">
    <feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#1e3a8a" flood-opacity="0.12"/>
  </filter>`;

/** The common backdrop: a soft gradient, two large discs and a dot grid in a corner. */
function backdrop(): string {
  const dots: string[] = [];
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 7; col++)
      dots.push(
        `<circle cx="${1330 + col * 30}" cy="${40 + row * 30}" r="4" fill="${c.light}" opacity="0.55"/>`,
      );
  return `
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1480" cy="860" r="260" fill="${c.pale}" opacity="0.7"/>
  <circle cx="60" cy="60" r="180" fill="${c.pale}" opacity="0.6"/>
  ${dots.join("")}`;
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${defs}</defs>
  ${backdrop()}
  ${body}
</svg>`;
}

/** A white rounded card with a soft shadow. */
function card(
  x: number,
  y: number,
  w: number,
  h: number,
  r = 28,
  fill = c.white,
  filter = "shadow",
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" filter="url(#${filter})"/>`;
}

/** A rounded bar standing in for a line of text. */
function bar(x: number, y: number, w: number, h = 14, fill = c.slate): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
}

/** A map pin whose point sits at (x, y). */
function pin(
  x: number,
  y: number,
  size: number,
  fill: string,
  hole: string = c.white,
): string {
  const s = size / 60;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 0 C-6 -14 -30 -34 -30 -56 A30 30 0 0 1 30 -56 C30 -34 6 -14 0 0 Z" fill="${fill}"/>
    <circle cx="0" cy="-56" r="12" fill="${hole}"/>
  </g>`;
}

/** A five-point star centred on (cx, cy). */
function star(cx: number, cy: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
}

function stars(x: number, y: number, filled: number, r = 13): string {
  return Array.from({ length: 5 }, (_, i) =>
    star(x + i * r * 2.3, y, r, i < filled ? c.amber : c.slate),
  ).join("");
}

/** A filled circle with a white tick. */
function check(cx: number, cy: number, r: number, fill = c.green): string {
  const s = r / 20;
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
    <circle r="20" fill="${fill}"/>
    <path d="M-9 0 L-3 7 L10 -7" fill="none" stroke="${c.white}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;
}

/** A magnifying glass centred on (cx, cy). */
function magnifier(cx: number, cy: number, r: number, stroke: string): string {
  return `<g stroke="${stroke}" stroke-width="${r * 0.38}" stroke-linecap="round" fill="none">
    <circle cx="${cx - r * 0.15}" cy="${cy - r * 0.15}" r="${r * 0.62}"/>
    <line x1="${cx + r * 0.32}" y1="${cy + r * 0.32}" x2="${cx + r * 0.85}" y2="${cy + r * 0.85}"/>
  </g>`;
}

/** A four-point sparkle, the site's shorthand for AI. */
function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const k = r * 0.22;
  return `<path d="M${cx} ${cy - r} Q${cx + k} ${cy - k} ${cx + r} ${cy} Q${cx + k} ${cy + k} ${cx} ${cy + r} Q${cx - k} ${cy + k} ${cx - r} ${cy} Q${cx - k} ${cy - k} ${cx} ${cy - r} Z" fill="${fill}"/>`;
}

function heart(cx: number, cy: number, size: number, fill: string): string {
  const s = size / 24;
  return `<path transform="translate(${cx - 12 * s} ${cy - 11 * s}) scale(${s})" d="M12 21 C5 15.5 1 11.8 1 7.5 A5.5 5.5 0 0 1 12 5 A5.5 5.5 0 0 1 23 7.5 C23 11.8 19 15.5 12 21 Z" fill="${fill}"/>`;
}

/** A photo placeholder: a tinted frame with a sun and two hills. */
function photo(
  x: number,
  y: number,
  w: number,
  h: number,
  tint: string,
  hill: string,
  r = 12,
): string {
  const id = `clip-${x}-${y}`;
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath>
  <g clip-path="url(#${id})">
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${tint}"/>
    <circle cx="${x + w * 0.74}" cy="${y + h * 0.32}" r="${Math.min(w, h) * 0.12}" fill="${c.white}" opacity="0.9"/>
    <path d="M${x} ${y + h} L${x} ${y + h * 0.72} Q${x + w * 0.28} ${y + h * 0.38} ${x + w * 0.55} ${y + h * 0.78} Q${x + w * 0.75} ${y + h * 0.55} ${x + w} ${y + h * 0.7} L${x + w} ${y + h} Z" fill="${hill}"/>
  </g>`;
}

/** Local SEO: a neighbourhood map with pins, a search bar and the top three map results. */
function localSeoMap(): string {
  const map = { x: 110, y: 110, w: 920, h: 680 };
  const roads = [
    "M110 330 L1030 300",
    "M110 560 L1030 590",
    "M330 110 L370 790",
    "M640 110 L610 790",
    "M860 110 L900 790",
    "M110 760 L760 110",
    "M380 790 L1030 380",
  ];
  const road = (d: string) =>
    `<path d="${d}" stroke="${c.border}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="${c.white}" stroke-width="20" fill="none" stroke-linecap="round"/>`;
  const blocks = [
    [150, 360, 150, 160, c.successLight],
    [420, 360, 170, 150, c.white],
    [690, 620, 150, 140, c.successLight],
    [410, 610, 160, 150, c.white],
    [930, 420, 80, 140, c.white],
    [690, 340, 130, 90, c.white],
  ] as const;
  const results = [0, 1, 2].map((i) => {
    const y = 170 + i * 200;
    const first = i === 0;
    return `${card(1090, y, 400, 170, 24, c.white, first ? "shadow" : "shadow-sm")}
      ${first ? `<rect x="1090" y="${y}" width="400" height="170" rx="24" fill="none" stroke="${c.primary}" stroke-width="4"/>` : ""}
      <circle cx="1160" cy="${y + 62}" r="36" fill="${first ? c.primary : c.accent}"/>
      ${pin(1160, y + 86, 34, first ? c.white : c.primary, first ? c.primary : c.white)}
      ${bar(1218, y + 40, [220, 180, 200][i]!, 18, first ? c.ink : c.slateDark)}
      ${stars(1230, y + 88, [5, 4, 4][i]!)}
      ${bar(1120, y + 128, [300, 250, 280][i]!, 12)}`;
  });
  return svg(`
  ${card(map.x, map.y, map.w, map.h, 32)}
  <clipPath id="map"><rect x="${map.x}" y="${map.y}" width="${map.w}" height="${map.h}" rx="32"/></clipPath>
  <g clip-path="url(#map)">
    <rect x="${map.x}" y="${map.y}" width="${map.w}" height="${map.h}" fill="#eaf0fb"/>
    ${blocks.map(([x, y, w, h, fill]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}" opacity="0.9"/>`).join("")}
    <path d="M110 470 C260 430 330 520 470 500 C640 475 700 380 830 420 C930 450 980 520 1030 510" stroke="${c.light}" stroke-width="54" fill="none" opacity="0.75"/>
    ${roads.map(road).join("")}
    <ellipse cx="560" cy="470" rx="78" ry="26" fill="${c.primary}" opacity="0.14"/>
    <ellipse cx="560" cy="470" rx="38" ry="12" fill="${c.primary}" opacity="0.22"/>
    ${pin(250, 330, 52, c.light)}
    ${pin(760, 340, 52, c.light)}
    ${pin(880, 640, 52, c.light)}
    ${pin(330, 680, 52, c.light)}
    ${pin(560, 470, 104, c.primary)}
  </g>
  ${card(170, 160, 800, 84, 42)}
  ${magnifier(228, 202, 26, c.primary)}
  ${bar(280, 194, 300, 16)}
  ${bar(596, 194, 120, 16, c.accent)}
  <circle cx="920" cy="202" r="30" fill="${c.primary}"/>
  ${pin(920, 226, 34, c.white, c.primary)}
  ${results.join("")}`);
}

/** NAP consistency: one storefront, three listings that carry the same name, address and phone. */
function consistentListings(): string {
  const store = `
  <g filter="url(#shadow)">
    <rect x="680" y="120" width="240" height="210" rx="18" fill="${c.white}"/>
  </g>
  <rect x="680" y="120" width="240" height="38" rx="18" fill="${c.dark}"/>
  <rect x="680" y="140" width="240" height="18" fill="${c.dark}"/>
  ${[0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<path d="M${680 + i * 40} 158 h40 v34 a20 20 0 0 1 -40 0 Z" fill="${i % 2 === 0 ? c.primary : c.white}" stroke="${c.primary}" stroke-width="2"/>`,
    )
    .join("")}
  <rect x="710" y="232" width="70" height="60" rx="8" fill="${c.pale}"/>
  <rect x="810" y="232" width="80" height="98" rx="8" fill="${c.primary}"/>
  <circle cx="874" cy="284" r="5" fill="${c.white}"/>`;
  const headers = [
    {
      fill: c.primary,
      icon: (x: number, y: number) => pin(x, y + 24, 40, c.white, c.primary),
    },
    { fill: c.indigo, icon: (x: number, y: number) => star(x, y, 24, c.white) },
    {
      fill: c.sky,
      icon: (x: number, y: number) =>
        `<g fill="none" stroke="${c.white}" stroke-width="4"><circle cx="${x}" cy="${y}" r="22"/><ellipse cx="${x}" cy="${y}" rx="10" ry="22"/><line x1="${x - 22}" y1="${y}" x2="${x + 22}" y2="${y}"/></g>`,
    },
  ];
  const cards = headers.map(({ fill, icon }, i) => {
    const x = 120 + i * 470;
    const y = 440;
    const id = `listing-${i}`;
    return `${card(x, y, 420, 350, 28)}
    <clipPath id="${id}"><rect x="${x}" y="${y}" width="420" height="350" rx="28"/></clipPath>
    <rect x="${x}" y="${y}" width="420" height="96" fill="${fill}" clip-path="url(#${id})"/>
    ${icon(x + 64, y + 48)}
    ${bar(x + 116, y + 34, 180, 16, c.white)}
    ${bar(x + 116, y + 60, 110, 10, c.white)}
    <g>
      <rect x="${x + 40}" y="${y + 136}" width="40" height="40" rx="10" fill="${c.accent}"/>
      <rect x="${x + 50}" y="${y + 150}" width="20" height="18" rx="3" fill="${c.primary}"/>
      ${bar(x + 100, y + 146, 240, 20, c.ink)}
    </g>
    <g>
      <rect x="${x + 40}" y="${y + 204}" width="40" height="40" rx="10" fill="${c.accent}"/>
      ${pin(x + 60, y + 240, 24, c.primary)}
      ${bar(x + 100, y + 208, 270, 14)}
      ${bar(x + 100, y + 230, 190, 14)}
    </g>
    <g>
      <rect x="${x + 40}" y="${y + 272}" width="40" height="40" rx="10" fill="${c.accent}"/>
      <rect x="${x + 52}" y="${y + 279}" width="16" height="26" rx="4" fill="none" stroke="${c.primary}" stroke-width="3.5"/>
      ${bar(x + 100, y + 284, 200, 16, c.slateDark)}
    </g>
    ${check(x + 400, y + 18, 30)}`;
  });
  const connectors = [330, 800, 1270]
    .map(
      (x) =>
        `<path d="M800 330 C800 390 ${x} 380 ${x} 434" fill="none" stroke="${c.primary}" stroke-width="4" stroke-dasharray="4 12" stroke-linecap="round"/>`,
    )
    .join("");
  return svg(`${connectors}${store}${cards.join("")}`);
}

/** Social media routine: a weekly content calendar with post cards, and a phone showing a post. */
function socialCalendar(): string {
  const cal = { x: 100, y: 100, w: 1020, h: 696 };
  const cols = 7;
  const gap = 12;
  const cellW = (cal.w - 80 - (cols - 1) * gap) / cols;
  const cellH = 160;
  const gridX = cal.x + 40;
  const gridY = cal.y + 150;
  const tints = [
    [c.pale, c.light],
    [c.amberLight, c.amber],
    [c.successLight, c.green],
    [c.accent, c.indigo],
  ] as const;
  // [column, row, tint] of the cells that hold a planned post.
  const posts: [number, number, number][] = [
    [0, 0, 0],
    [2, 0, 1],
    [4, 0, 2],
    [6, 0, 3],
    [1, 1, 3],
    [3, 1, 0],
    [5, 1, 1],
    [0, 2, 2],
    [2, 2, 0],
    [4, 2, 3],
  ];
  const cells: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < cols; col++) {
      const x = gridX + col * (cellW + gap);
      const y = gridY + row * (cellH + gap);
      const today = row === 1 && col === 3;
      cells.push(
        `<rect x="${x}" y="${y}" width="${cellW}" height="${cellH}" rx="16" fill="${today ? c.secondary : c.muted}" ${today ? `stroke="${c.primary}" stroke-width="4"` : ""}/>`,
        `<circle cx="${x + 22}" cy="${y + 22}" r="9" fill="${today ? c.primary : c.slate}"/>`,
      );
      const post = posts.find(([pc, pr]) => pc === col && pr === row);
      if (post) {
        const [tint, hill] = tints[post[2]]!;
        cells.push(
          `<rect x="${x + 10}" y="${y + 44}" width="${cellW - 20}" height="${cellH - 54}" rx="12" fill="${c.white}" filter="url(#shadow-sm)"/>`,
          photo(x + 18, y + 52, cellW - 36, 62, tint, hill, 8),
          bar(x + 18, y + 122, cellW - 44, 9),
          bar(x + 18, y + 136, cellW - 70, 9, c.border),
        );
      }
    }
  const dayHeads = Array.from({ length: cols }, (_, col) =>
    bar(gridX + col * (cellW + gap) + 24, gridY - 40, cellW - 48, 16, c.accent),
  ).join("");
  const phone = { x: 1190, y: 110, w: 320, h: 660 };
  return svg(`
  ${card(cal.x, cal.y, cal.w, cal.h, 32)}
  <rect x="${cal.x + 40}" y="${cal.y + 40}" width="56" height="56" rx="16" fill="${c.primary}"/>
  <g fill="none" stroke="${c.white}" stroke-width="4" stroke-linecap="round">
    <rect x="${cal.x + 54}" y="${cal.y + 58}" width="28" height="26" rx="4"/>
    <line x1="${cal.x + 54}" y1="${cal.y + 66}" x2="${cal.x + 82}" y2="${cal.y + 66}"/>
    <line x1="${cal.x + 62}" y1="${cal.y + 52}" x2="${cal.x + 62}" y2="${cal.y + 60}"/>
    <line x1="${cal.x + 74}" y1="${cal.y + 52}" x2="${cal.x + 74}" y2="${cal.y + 60}"/>
  </g>
  ${bar(cal.x + 116, cal.y + 50, 220, 18, c.ink)}
  ${bar(cal.x + 116, cal.y + 78, 140, 12)}
  <circle cx="${cal.x + cal.w - 110}" cy="${cal.y + 68}" r="22" fill="${c.secondary}"/>
  <path d="M${cal.x + cal.w - 106} ${cal.y + 58} l-10 10 l10 10" fill="none" stroke="${c.primary}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="${cal.x + cal.w - 58}" cy="${cal.y + 68}" r="22" fill="${c.primary}"/>
  <path d="M${cal.x + cal.w - 62} ${cal.y + 58} l10 10 l-10 10" fill="none" stroke="${c.white}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  ${dayHeads}
  ${cells.join("")}
  <g filter="url(#shadow)">
    <rect x="${phone.x}" y="${phone.y}" width="${phone.w}" height="${phone.h}" rx="48" fill="${c.dark}"/>
  </g>
  <rect x="${phone.x + 14}" y="${phone.y + 14}" width="${phone.w - 28}" height="${phone.h - 28}" rx="36" fill="${c.white}"/>
  <rect x="${phone.x + 120}" y="${phone.y + 26}" width="80" height="14" rx="7" fill="${c.dark}"/>
  <circle cx="${phone.x + 58}" cy="${phone.y + 92}" r="24" fill="${c.primary}"/>
  ${sparkle(phone.x + 58, phone.y + 92, 12, c.white)}
  ${bar(phone.x + 94, phone.y + 78, 130, 14, c.ink)}
  ${bar(phone.x + 94, phone.y + 100, 80, 10)}
  ${photo(phone.x + 30, phone.y + 136, phone.w - 60, 250, c.pale, c.primary, 18)}
  ${heart(phone.x + 52, phone.y + 420, 30, c.rose)}
  <path d="M${phone.x + 94} ${phone.y + 408} h30 a6 6 0 0 1 6 6 v14 a6 6 0 0 1 -6 6 h-18 l-10 8 v-8 h-2 a6 6 0 0 1 -6 -6 v-14 a6 6 0 0 1 6 -6 Z" fill="none" stroke="${c.ink}" stroke-width="3.5" stroke-linejoin="round"/>
  <g stroke="${c.ink}" stroke-width="3.5" fill="none">
    <line x1="${phone.x + 156}" y1="${phone.y + 421}" x2="${phone.x + 178}" y2="${phone.y + 409}"/>
    <line x1="${phone.x + 156}" y1="${phone.y + 421}" x2="${phone.x + 178}" y2="${phone.y + 433}"/>
    <circle cx="${phone.x + 154}" cy="${phone.y + 421}" r="6" fill="${c.white}"/>
    <circle cx="${phone.x + 180}" cy="${phone.y + 407}" r="6" fill="${c.white}"/>
    <circle cx="${phone.x + 180}" cy="${phone.y + 435}" r="6" fill="${c.white}"/>
  </g>
  ${bar(phone.x + 30, phone.y + 466, 240, 12)}
  ${bar(phone.x + 30, phone.y + 490, 200, 12)}
  ${bar(phone.x + 30, phone.y + 514, 150, 12, c.light)}
  ${card(phone.x + 30, phone.y + 552, phone.w - 60, 70, 18, c.secondary, "shadow-sm")}
  ${[26, 40, 34, 52, 46]
    .map(
      (h, i) =>
        `<rect x="${phone.x + 52 + i * 26}" y="${phone.y + 606 - h}" width="16" height="${h}" rx="5" fill="${i === 4 ? c.primary : c.light}"/>`,
    )
    .join("")}
  <path d="M${phone.x + 200} ${phone.y + 602} l22 -22 l12 10 l22 -24" fill="none" stroke="${c.green}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  ${card(1090, 640, 92, 92, 46, c.white, "shadow")}
  ${heart(1136, 688, 44, c.rose)}
  ${card(1460, 250, 84, 84, 42, c.white, "shadow")}
  ${sparkle(1502, 292, 24, c.amber)}`);
}

/** An AI agent's first month: a results dashboard with charts beside a launch checklist. */
function agentFirstMonth(): string {
  const win = { x: 90, y: 100, w: 1000, h: 700 };
  const main = { x: win.x + 200, y: win.y + 60 };
  const kpis = [0, 1, 2]
    .map((i) => {
      const x = main.x + 30 + i * 250;
      const y = main.y + 30;
      const fill = [c.primary, c.indigo, c.sky][i]!;
      return `${card(x, y, 230, 120, 20, c.white, "shadow-sm")}
      <circle cx="${x + 46}" cy="${y + 60}" r="26" fill="${fill}" opacity="0.15"/>
      <circle cx="${x + 46}" cy="${y + 60}" r="12" fill="${fill}"/>
      ${bar(x + 86, y + 36, 110, 24, c.ink)}
      ${bar(x + 86, y + 74, 80, 12)}
      <path d="M${x + 186} ${y + 86} l10 -12 l10 12" fill="none" stroke="${c.green}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join("");
  const chart = { x: main.x + 30, y: main.y + 180, w: 480, h: 420 };
  const points = [
    [0, 300],
    [65, 290],
    [130, 250],
    [195, 262],
    [260, 200],
    [325, 170],
    [390, 120],
    [420, 96],
  ].map(([px, py]) => [chart.x + 30 + px!, chart.y + py!] as const);
  const line = points
    .map(([px, py], i) => `${i ? "L" : "M"}${px} ${py}`)
    .join(" ");
  const area = `${line} L${points.at(-1)![0]} ${chart.y + 360} L${points[0]![0]} ${chart.y + 360} Z`;
  const grid = [120, 200, 280, 360]
    .map(
      (gy) =>
        `<line x1="${chart.x + 30}" y1="${chart.y + gy}" x2="${chart.x + chart.w - 30}" y2="${chart.y + gy}" stroke="${c.border}" stroke-width="2"/>`,
    )
    .join("");
  const donut = { x: chart.x + 500, y: chart.y, w: 230, h: 420 };
  const dcx = donut.x + donut.w / 2;
  const dcy = donut.y + 170;
  const circumference = 2 * Math.PI * 70;
  const arc = (fraction: number, offset: number, stroke: string) =>
    `<circle cx="${dcx}" cy="${dcy}" r="70" fill="none" stroke="${stroke}" stroke-width="30" stroke-dasharray="${(fraction * circumference).toFixed(1)} ${circumference.toFixed(1)}" stroke-dashoffset="${(-offset * circumference).toFixed(1)}" transform="rotate(-90 ${dcx} ${dcy})"/>`;
  const sidebar = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${win.x + 30}" y="${win.y + 150 + i * 64}" width="${i === 0 ? 140 : 120}" height="${i === 0 ? 40 : 16}" rx="${i === 0 ? 12 : 8}" fill="${i === 0 ? c.primary : "#1e293b"}" ${i === 0 ? "" : `transform="translate(0 12)"`}/>`,
    )
    .join("");
  const list = { x: 1070, y: 190, w: 420, h: 520 };
  const tasks = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = list.y + 130 + i * 84;
      const done = i < 3;
      return `${
        done
          ? check(list.x + 56, y, 20)
          : i === 3
            ? `<circle cx="${list.x + 56}" cy="${y}" r="18" fill="none" stroke="${c.primary}" stroke-width="5"/><circle cx="${list.x + 56}" cy="${y}" r="7" fill="${c.primary}"/>`
            : `<circle cx="${list.x + 56}" cy="${y}" r="18" fill="none" stroke="${c.slate}" stroke-width="5"/>`
      }
      ${bar(list.x + 94, y - 16, [220, 180, 240, 200, 160][i]!, 14, done ? c.ink : c.slateDark)}
      ${bar(list.x + 94, y + 6, [150, 200, 130, 170, 190][i]!, 10, c.border)}
      ${i < 4 ? `<line x1="${list.x + 56}" y1="${y + 26}" x2="${list.x + 56}" y2="${y + 58}" stroke="${done ? c.green : c.slate}" stroke-width="4" stroke-linecap="round"/>` : ""}`;
    })
    .join("");
  return svg(`
  ${card(win.x, win.y, win.w, win.h, 28)}
  <clipPath id="window"><rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" rx="28"/></clipPath>
  <g clip-path="url(#window)">
    <rect x="${win.x}" y="${win.y}" width="180" height="${win.h}" fill="${c.dark}"/>
    <rect x="${win.x + 180}" y="${win.y}" width="${win.w - 180}" height="${win.h}" fill="#f8fafc"/>
    <rect x="${win.x + 180}" y="${win.y}" width="${win.w - 180}" height="60" fill="${c.white}"/>
    <line x1="${win.x + 180}" y1="${win.y + 60}" x2="${win.x + win.w}" y2="${win.y + 60}" stroke="${c.border}" stroke-width="2"/>
  </g>
  <circle cx="${win.x + 46}" cy="${win.y + 60}" r="22" fill="${c.primary}"/>
  ${sparkle(win.x + 46, win.y + 60, 12, c.white)}
  ${bar(win.x + 78, win.y + 54, 70, 12, "#334155")}
  ${sidebar}
  ${bar(win.x + 220, win.y + 22, 200, 18, c.ink)}
  <circle cx="${win.x + win.w - 50}" cy="${win.y + 30}" r="16" fill="${c.accent}"/>
  ${kpis}
  ${card(chart.x, chart.y, chart.w, chart.h, 20, c.white, "shadow-sm")}
  <linearGradient id="area" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${c.primary}" stop-opacity="0.28"/>
    <stop offset="1" stop-color="${c.primary}" stop-opacity="0"/>
  </linearGradient>
  ${bar(chart.x + 30, chart.y + 32, 180, 18, c.ink)}
  ${bar(chart.x + 30, chart.y + 62, 110, 12)}
  ${grid}
  <path d="${area}" fill="url(#area)"/>
  <path d="${line}" fill="none" stroke="${c.primary}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="${points.at(-1)![0]}" cy="${points.at(-1)![1]}" r="11" fill="${c.white}" stroke="${c.primary}" stroke-width="6"/>
  ${card(donut.x, donut.y, donut.w, donut.h, 20, c.white, "shadow-sm")}
  <circle cx="${dcx}" cy="${dcy}" r="70" fill="none" stroke="${c.muted}" stroke-width="30"/>
  ${arc(0.45, 0, c.primary)}
  ${arc(0.25, 0.47, c.light)}
  ${arc(0.18, 0.74, c.amber)}
  ${[c.primary, c.light, c.amber]
    .map(
      (fill, i) =>
        `<circle cx="${donut.x + 44}" cy="${donut.y + 300 + i * 34}" r="8" fill="${fill}"/>${bar(donut.x + 62, donut.y + 294 + i * 34, [120, 90, 105][i]!, 12)}`,
    )
    .join("")}
  ${card(list.x, list.y, list.w, list.h, 28)}
  <rect x="${list.x + 36}" y="${list.y + 36}" width="52" height="52" rx="16" fill="${c.primary}"/>
  <g fill="none" stroke="${c.white}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">
    <rect x="${list.x + 50}" y="${list.y + 48}" width="24" height="30" rx="4"/>
    <path d="M${list.x + 55} ${list.y + 63} l5 5 l9 -10"/>
  </g>
  ${bar(list.x + 106, list.y + 44, 190, 18, c.ink)}
  ${bar(list.x + 106, list.y + 72, 120, 12)}
  ${tasks}
  ${card(1430, 120, 110, 110, 55, c.white, "shadow")}
  ${sparkle(1485, 175, 34, c.primary)}
  ${sparkle(1516, 144, 12, c.light)}`);
}

/** The seed images: their files are named in app/content/blog-seed.ts. */
const images: { file: string; draw: () => string }[] = [
  { file: "local-seo-map.jpg", draw: localSeoMap },
  { file: "local-seo-consistent-listings.jpg", draw: consistentListings },
  { file: "social-media-calendar.jpg", draw: socialCalendar },
  { file: "ai-agent-first-30-days.jpg", draw: agentFirstMonth },
];

mkdirSync(outDir, { recursive: true });
for (const { file, draw } of images) {
  const target = path.join(outDir, file);
  await sharp(Buffer.from(draw()))
    .flatten({ background: c.white })
    .jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: "4:4:4" })
    .toFile(target);
  const meta = await sharp(target).metadata();
  const kilobytes = Math.round(statSync(target).size / 1024);
  console.log(`${file}: ${meta.width}x${meta.height}, ${kilobytes} KB`);
  if (meta.width !== width || meta.height !== height || kilobytes >= 250)
    throw new Error(`${file} must be ${width}x${height} and under 250 KB`);
}
