// Regenerates the app's PNG icons from public/icons/icon.svg with headless Chromium:
//   node scripts/make-icons.mjs
// Each icon is a screenshot of a page that shows the SVG at the icon's size. The maskable icon
// shrinks the artwork to 80% on the brand colour, so every launcher mask (circle, squircle) keeps it
// whole: the maskable safe zone is the centred circle of 40% radius. The notification badge (the
// small icon Android shows in the status bar) is only the bag, white on transparent: the system
// paints it from its alpha channel.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const iconsDir = join(root, 'public/icons');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const THEME_COLOR = '#ea580c';

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, scale: 1 },
  { file: 'badge-96.png', size: 96, scale: 1, badge: true },
];

const svg = readFileSync(join(iconsDir, 'icon.svg'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'quickbite-icons-'));

/** The bag and its handle alone, in white: the icon without its background and lettering. */
function badgeSvg() {
  const handle = /<path d="M222 200[^"]*"[^>]*\/>/.exec(svg)?.[0];
  const bag = /<path d="M162 196[^"]*"[^>]*\/>/.exec(svg)?.[0];
  if (!handle || !bag) throw new Error('icon.svg changed: the badge needs its bag and handle');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="112 120 288 300"><g fill="none" stroke="#fff" stroke-linecap="round">${handle}</g>${bag}</svg>`;
}

function page(size, scale, badge) {
  const art = Math.round(size * scale);
  return `<!doctype html><html><head><style>
html, body { margin: 0; width: ${size}px; height: ${size}px; overflow: hidden; background: ${badge ? 'transparent' : THEME_COLOR}; }
body { display: flex; align-items: center; justify-content: center; }
svg { display: block; width: ${art}px; height: ${art}px; }
</style></head><body>${badge ? badgeSvg() : svg}</body></html>`;
}

try {
  for (const { file, size, scale, badge = false } of icons) {
    const html = join(work, `${file}.html`);
    writeFileSync(html, page(size, scale, badge));
    const out = join(iconsDir, file);
    const result = spawnSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        ...(badge ? ['--default-background-color=00000000'] : []),
        '--force-device-scale-factor=1',
        `--screenshot=${out}`,
        `--window-size=${size},${size}`,
        `file://${html}`,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) {
      console.error(result.stderr);
      throw new Error(`Chromium failed to render ${file}`);
    }
    console.log(`${file}: ${size}x${size}, ${statSync(out).size} bytes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
