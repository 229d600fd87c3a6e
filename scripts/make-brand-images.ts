/**
 * Renders the favicon, touch icon, logo and default share image into public/ from the brand
 * mark and the business name, so that they follow the site configuration.
 *   node scripts/make-brand-images.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { site } from "#app/content/site.ts";

const publicDir = path.resolve("public");

const mark = (size: number) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
  <rect width="32" height="32" rx="8" fill="#1d4ed8"/>
  <path d="M9 22V10h5.5a6 6 0 0 1 0 12H9Z" fill="none" stroke="#fff" stroke-width="2.5"/>
  <circle cx="23" cy="11" r="2.5" fill="#93c5fd"/>
</svg>`;

const shareCard = `
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(135deg,#0b1533 0%,#1d4ed8 100%);color:#fff;font-family:system-ui,sans-serif">
  <div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:700">${mark(72)}${site.name}</div>
  <div>
    <div style="font-size:76px;font-weight:800;line-height:1.05">Your 24/7 AI Marketing Team</div>
    <div style="margin-top:24px;font-size:34px;color:#dbeafe">Content, SEO and social media on autopilot for DC, Maryland and Virginia businesses. Plans from $297/month.</div>
  </div>
</div>`;

/** An .ico file holding one PNG image (supported by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  const render = async (html: string, width: number, height: number) => {
    await page.setViewportSize({ width, height });
    await page.setContent(`<body style="margin:0">${html}</body>`);
    return page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width, height },
    });
  };
  writeFileSync(path.join(publicDir, "favicon.svg"), mark(32).trim() + "\n");
  writeFileSync(
    path.join(publicDir, "favicon.ico"),
    pngToIco(await render(mark(32), 32, 32), 32),
  );
  writeFileSync(
    path.join(publicDir, "apple-touch-icon.png"),
    await render(mark(180), 180, 180),
  );
  writeFileSync(
    path.join(publicDir, "logo.png"),
    await render(mark(512), 512, 512),
  );
  writeFileSync(
    path.join(publicDir, "og-image.png"),
    await render(shareCard, 1200, 630),
  );
} finally {
  await browser.close();
}
