// The install sheet's screenshots (the web manifest's `screenshots`, issue 35): a member's home
// feed with posts and their photos, an event and a job, at a phone's size and a computer's,
// written to pwa/public/screenshots as WebP. Run on demand: `pnpm build && pnpm screenshots:install`.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MANIFEST_SCREENSHOTS } from '@greenroom/pwa/features/pwa-install/manifest-screenshots';
import { type Browser, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E_BASE_URL } from '../e2e/fixtures/environment';
import { type LayoutMember, member, ok } from '../e2e/fixtures/layout-content';
import { stagePhoto } from './stage-photos';

const PUBLIC_DIR = fileURLToPath(new URL('../../pwa/public', import.meta.url));

async function upload(m: LayoutMember, scene: Parameters<typeof stagePhoto>[0]) {
  const buffer = await stagePhoto(scene);
  const { url } = await ok<{ url: string }>(
    m.api.post('/api/upload', {
      multipart: { file: { name: `${scene}.jpg`, mimeType: 'image/jpeg', buffer } },
    }),
  );
  return url;
}

/** 7:30 pm, `days` from today. */
function eveningIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(19, 30, 0, 0);
  return date.toISOString();
}

async function seedHome() {
  const school = 'Tisch School of the Arts';
  const maya = await member(
    { firstName: 'Maya', lastName: 'Okafor' },
    {
      school,
      major: 'Film and Television',
      bio: 'Director and editor. Documentary, dance on film.',
      skills: ['Directing', 'Film Editing', 'Cinematography'],
    },
  );
  const jonah = await member(
    { firstName: 'Jonah', lastName: 'Reyes' },
    { school, major: 'Drama', skills: ['Acting', 'Directing', 'Set Design'] },
  );
  const priya = await member(
    { firstName: 'Priya', lastName: 'Raman' },
    { school, major: 'Dance', skills: ['Choreography', 'Acting'] },
  );
  const lucas = await member(
    { firstName: 'Lucas', lastName: 'Moreau' },
    { school, major: 'Recorded Music', skills: ['Music Production', 'Sound Design'] },
  );
  await member(
    { firstName: 'Hana', lastName: 'Sato' },
    { school, major: 'Interactive Media', skills: ['Motion Graphics', 'Projection Mapping'] },
  );
  for (const friend of [jonah, priya, lucas]) {
    const c = await ok<{ id: string }>(
      friend.api.post('/api/connections', { data: { id: randomUUID(), addresseeId: maya.id } }),
    );
    await ok(maya.api.put(`/api/connections/${c.id}`, { data: { status: 'accepted' } }));
  }
  const [stage, studio, concert] = [
    await upload(jonah, 'stage'),
    await upload(priya, 'studio'),
    await upload(lucas, 'concert'),
  ];
  // Oldest first: the feed shows the newest on top.
  await ok(
    lucas.api.post('/api/posts', {
      data: {
        id: randomUUID(),
        content: 'Last night at the spring showcase. Thank you all!',
        imageUrl: concert,
      },
    }),
  );
  await ok(
    priya.api.post('/api/posts', {
      data: {
        id: randomUUID(),
        content:
          'First day in the new studio with the cast of “Tidal”. Rehearsals are open on Thursday.',
        imageUrl: studio,
        skills: ['Choreography'],
      },
    }),
  );
  await ok(
    jonah.api.post('/api/jobs', {
      data: {
        id: randomUUID(),
        title: 'Sound recordist for a short film (3 days)',
        description: 'Dialogue and ambience on location; a paid weekend shoot in Brooklyn.',
        budget: '$600',
        duration: 'Three days',
        location: 'Brooklyn, New York',
        type: 'Freelance',
        paymentType: 'paid',
        skills: ['Sound Design', 'Music Production'],
      },
    }),
  );
  await ok(
    jonah.api.post('/api/posts', {
      data: {
        id: randomUUID(),
        content:
          'Opening night of “The Lighthouse Keepers”! Three more shows this weekend at the Shop Theatre. Come say hi after!',
        imageUrl: stage,
        skills: ['Acting', 'Set Design'],
      },
    }),
  );
  await ok(
    priya.api.post('/api/events', {
      data: {
        id: randomUUID(),
        title: 'Open rehearsal: three dance films in progress',
        description: 'Come and see the spring thesis films; feedback welcome.',
        eventDate: eveningIn(5),
        location: 'Studio 5, 721 Broadway',
      },
    }),
  );
  return maya;
}

async function shoot(browser: Browser, maya: LayoutMember, index: 0 | 1) {
  const shot = MANIFEST_SCREENSHOTS[index];
  const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
  const narrow = shot.form_factor === 'narrow';
  const scale = narrow ? 2 : 1;
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    isMobile: narrow,
    hasTouch: narrow,
    viewport: { width: width / scale, height: height / scale },
    deviceScaleFactor: scale,
    reducedMotion: 'reduce',
  });
  try {
    await ok(
      context.request.post('/api/auth/login', {
        data: { email: maya.email, password: maya.password },
      }),
    );
    const page = await context.newPage();
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ dismissed: true, done: [] })),
      `greenroom:onboarding:${maya.id}`,
    );
    await page.goto('/');
    await page.getByText('Opening night of').first().waitFor({ timeout: 30_000 });
    await page.getByText('Open rehearsal').first().waitFor();
    await page
      .getByRole('complementary', { name: 'Around the community' })
      .getByRole('link')
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    if (narrow) {
      // On a phone the feed itself, under the header: past the greeting and the composer.
      await page.evaluate(() => {
        const card = [...document.querySelectorAll('article')].find((a) =>
          a.textContent?.includes('Open rehearsal'),
        );
        const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        if (card) window.scrollBy(0, card.getBoundingClientRect().top - header - 12);
      });
      await page.waitForTimeout(500);
    }
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    const webp = await sharp(png).webp({ quality: 72, effort: 6 }).toBuffer();
    await writeFile(`${PUBLIC_DIR}${shot.src}`, webp);
    console.log(`${shot.src}: ${(webp.length / 1024).toFixed(1)} KB`);
  } finally {
    await context.close();
  }
}

test('the install sheet’s screenshots: home at a phone’s size and a computer’s', async ({
  browser,
}) => {
  const maya = await seedHome();
  await shoot(browser, maya, 0);
  await shoot(browser, maya, 1);
});
