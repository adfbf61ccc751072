// Photo-like pictures for the install sheet's screenshots (noise would look broken there): a
// stage under lights, a rehearsal studio and a concert's lights, drawn as SVG and softened like a
// lens would.
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 800;

function light(cx: number, cy: number, r: number, color: string, opacity: number): string {
  const id = `l${cx}-${cy}-${r}`;
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;
}

function figure(x: number, scale: number, color: string): string {
  return `<g transform="translate(${x} ${HEIGHT - 130}) scale(${scale})" fill="${color}"><circle cx="0" cy="-230" r="34"/><path d="M-48 -190 Q0 -205 48 -190 L62 -60 L38 -60 L30 60 L8 60 L0 -40 L-8 60 L-30 60 L-38 -60 L-62 -60 Z"/></g>`;
}

const SCENES = {
  stage: `<rect width="100%" height="100%" fill="#1a0f1f"/>
    ${light(600, 120, 520, '#ffb347', 0.85)}${light(250, 80, 300, '#ff5e62', 0.6)}${light(950, 90, 320, '#f9d976', 0.55)}
    <rect y="${HEIGHT - 150}" width="100%" height="150" fill="#3b2417"/>
    ${figure(470, 1.1, '#120a10')}${figure(700, 1.25, '#0d070b')}`,
  studio: `<rect width="100%" height="100%" fill="#dfe8e6"/>
    ${light(900, 200, 600, '#ffffff', 0.9)}${light(200, 500, 400, '#9cc5c0', 0.6)}
    <rect y="${HEIGHT - 220}" width="100%" height="220" fill="#b48a62"/>
    <rect x="80" y="120" width="260" height="460" fill="#f5f7f6" opacity="0.7"/>
    ${figure(560, 1.3, '#2f3e46')}${figure(800, 1.05, '#52796f')}`,
  concert: `<rect width="100%" height="100%" fill="#120c2b"/>
    ${light(300, 150, 380, '#7f5af0', 0.8)}${light(850, 180, 420, '#2cb1bc', 0.7)}${light(600, 60, 250, '#ff8fab', 0.7)}
    ${[120, 260, 410, 540, 690, 820, 960, 1090].map((x, i) => light(x, 640 + (i % 3) * 40, 60, '#fff3b0', 0.8)).join('')}
    <rect y="${HEIGHT - 90}" width="100%" height="90" fill="#07050f"/>`,
} as const;

export async function stagePhoto(scene: keyof typeof SCENES): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${SCENES[scene]}</svg>`;
  return sharp(Buffer.from(svg)).blur(2.5).jpeg({ quality: 82 }).toBuffer();
}
