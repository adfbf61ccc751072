// A populated instance for the benchmarks that measure what a member sees (Lighthouse's home):
// members with profiles, posts (a share of them photos), jobs and events, all written through the
// API as members would. Photos are photo-like 2400 x 1600 JPEGs of about 1 MB, as phones send
// (issue #36: wider than any rendition), on the newest posts.
import { randomUUID } from 'node:crypto';
import { type Member, signUpMember } from '../sync/support/member-http';
import { photoJpeg } from './photo-jpeg';

export interface Population {
  members: number;
  posts: number;
  /** One post in `photoEvery`, from the newest, carries an uploaded photo... */
  photoEvery: number;
  /** ...up to this many photos. */
  photos: number;
  jobs: number;
  events: number;
}

export const DEFAULT_POPULATION: Population = {
  members: 200,
  posts: 400,
  photoEvery: 3,
  photos: 60,
  jobs: 60,
  events: 40,
};

const SKILLS = ['Cinematography', 'Editing', 'Sound Design', 'Acting', 'Choreography', 'Lighting'];
const FIRST = ['Ada', 'Bo', 'Cleo', 'Dev', 'Esme', 'Finn', 'Gus', 'Hana', 'Ines', 'Jun'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Rossi', 'Haddad', 'Kowalski', 'Silva'];

/** Runs `task` for 0..count-1, `width` at a time. */
async function inBatches(count: number, width: number, task: (i: number) => Promise<void>) {
  for (let start = 0; start < count; start += width) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + width); i++) batch.push(task(i));
    await Promise.all(batch);
  }
}

async function expectStatus(
  reply: Promise<{ status: number; body: unknown }>,
  status: number,
  what: string,
) {
  const { status: got, body } = await reply;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body;
}

/** Distinct photos made once and uploaded in turn (each upload is a file of its own). */
const DISTINCT_PHOTOS = 12;
const photos = new Map<number, Promise<Buffer>>();

async function uploadPhoto(member: Member, seed: number): Promise<string> {
  const which = seed % DISTINCT_PHOTOS;
  if (!photos.has(which)) photos.set(which, photoJpeg(which + 1));
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await photos.get(which)!)], { type: 'image/jpeg' }),
    `photo-${seed}.jpg`,
  );
  const res = await member.fetch('/api/upload', { method: 'POST', body: form });
  if (res.status !== 200 && res.status !== 201) {
    throw new Error(`upload: ${res.status} ${await res.text()}`);
  }
  return ((await res.json()) as { url: string }).url;
}

/**
 * Writes the population through `baseUrl`'s API. The server must run without the sign-up and
 * write limits (SIGNUP_LIMIT_PER_HOUR=0, MEMBER_WRITE_LIMITS=off): one machine makes them all.
 */
export async function populate(
  baseUrl: string,
  population: Population = DEFAULT_POPULATION,
): Promise<{ newestPhotoPostId: string | undefined }> {
  let newestPhotoPostId: { id: string; i: number } | undefined;
  const members: Member[] = [];
  await inBatches(population.members, 8, async (i) => {
    const member = await signUpMember(baseUrl, {
      firstName: FIRST[i % FIRST.length],
      lastName: `${LAST[i % LAST.length]}-${i}`,
    });
    await expectStatus(
      member.call('PUT', '/api/users/profile', {
        bio: 'Filmmaker and sound person; always up for a night shoot or a long edit.',
        skills: [SKILLS[i % SKILLS.length], SKILLS[(i + 2) % SKILLS.length]],
      }),
      200,
      'profile',
    );
    members[i] = member;
  });
  const author = (i: number) => members[i % members.length]!;
  await inBatches(population.posts, 4, async (i) => {
    const fromNewest = population.posts - 1 - i;
    const photo =
      fromNewest % population.photoEvery === 0 &&
      fromNewest / population.photoEvery < population.photos;
    const imageUrl = photo ? await uploadPhoto(author(i), i + 1) : null;
    const id = randomUUID();
    if (photo && (!newestPhotoPostId || newestPhotoPostId.i < i)) newestPhotoPostId = { id, i };
    await expectStatus(
      author(i).call('POST', '/api/posts', {
        id,
        content: `Notes from the set, day ${i}: the light came in late and we shot it anyway.`,
        imageUrl,
        skills: [SKILLS[i % SKILLS.length]],
      }),
      201,
      'post',
    );
  });
  await inBatches(population.jobs, 4, async (i) => {
    await expectStatus(
      author(i * 7).call('POST', '/api/jobs', {
        id: randomUUID(),
        title: `Camera assistant for a short film (${i})`,
        description: 'Three weekend days in Brooklyn; lunch and a credit, and a reel to keep.',
        location: 'Brooklyn',
        skills: [SKILLS[i % SKILLS.length]],
      }),
      201,
      'job',
    );
  });
  const soon = Date.now() + 7 * 24 * 3600 * 1000;
  await inBatches(population.events, 4, async (i) => {
    await expectStatus(
      author(i * 11).call('POST', '/api/events', {
        id: randomUUID(),
        title: `Screening night ${i}`,
        description: 'Shorts from the second-year class, then drinks in the lobby.',
        eventDate: new Date(soon + i * 3600 * 1000).toISOString(),
        location: 'Tisch, room 006',
      }),
      201,
      'event',
    );
  });
  return { newestPhotoPostId: newestPhotoPostId?.id };
}
