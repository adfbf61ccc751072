// Photo-like JPEGs for populated instances (issue #36): a phone's still is a few megapixels of
// smooth light with grain, wider than any rendition. A sky-to-ground gradient, a few soft shapes
// and grain, at JPEG quality 85: 2400 x 1600 weighs about as much as a phone's photo does.
import sharp from 'sharp';

function seeded(seed: number) {
  let state = seed || 1;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

export async function photoJpeg(seed: number, width = 2400, height = 1600): Promise<Buffer> {
  const random = seeded(seed);
  const hue = Math.floor(random() * 360);
  const shapes = Array.from({ length: 6 }, () => {
    const x = Math.round(random() * width);
    const y = Math.round(height * (0.4 + random() * 0.6));
    const r = Math.round(height * (0.1 + random() * 0.3));
    const light = Math.round(20 + random() * 50);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + 40) % 360},35%,${light}%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,78%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 30) % 360},40%,30%)"/>
    </linearGradient><filter id="soft"><feGaussianBlur stdDeviation="${height / 60}"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/><g filter="url(#soft)">${shapes}</g></svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
