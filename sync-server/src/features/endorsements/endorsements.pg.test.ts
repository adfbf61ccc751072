// Skill endorsements (#34): only a connection, only a skill on the profile, one per skill and
// endorser, the member told in one notification per skill while unread, who endorses with those
// who worked together first, blocks, and the same write through the sync push.
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import { endorsementId } from '@greenroom/shared-model/rows/endorsements';
import type {
  SkillEndorsement,
  SkillEndorsements,
} from '@greenroom/shared-model/schemas/endorsements';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMembers as connect } from '../../../../tests/support/connect-members';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { skillEndorsements } from '../../db/schema/endorsements';
import { collaborations } from '../../db/schema/jobs';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function memberWithSkills(firstName: string, skills = ['Editing', 'Cinematography']) {
  const m = await t.signUp({ firstName });
  expect((await m.client.put('/api/users/profile', { skills })).status).toBe(200);
  return m;
}

const endorse = (who: SignedUp, of: SignedUp, skill: string) =>
  who.client.post(`/api/users/${of.user.id}/endorsements`, { skill });
const withdraw = (who: SignedUp, of: SignedUp, skill: string) =>
  who.client.delete(`/api/users/${of.user.id}/endorsements/${encodeURIComponent(skill)}`);
const read = async (who: SignedUp, of: SignedUp) =>
  (await (
    await who.client.get(`/api/users/${of.user.id}/endorsements`)
  ).json()) as SkillEndorsements;
const countOf = async (who: SignedUp, of: SignedUp, skill: string) =>
  (await read(who, of)).skills.find((s) => s.skill === skill)?.count;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('skill endorsements', () => {
  it('a connection endorses a skill on the profile once; taking it back removes it', async () => {
    const ada = await memberWithSkills('Ada');
    const bob = await t.signUp({ firstName: 'Bob' });
    await connect(ada, bob);

    const first = await endorse(bob, ada, 'Editing');
    expect(first.status).toBe(201);
    expect((await first.json()) as SkillEndorsement).toMatchObject({
      id: endorsementId(ada.user.id, 'Editing', bob.user.id),
      userId: ada.user.id,
      skill: 'Editing',
      endorserId: bob.user.id,
    });
    expect((await endorse(bob, ada, 'Editing')).status).toBe(200);
    expect(await countOf(bob, ada, 'Editing')).toBe(1);
    expect(await countOf(bob, ada, 'Cinematography')).toBe(0);

    expect((await withdraw(bob, ada, 'Editing')).status).toBe(200);
    expect((await withdraw(bob, ada, 'Editing')).status).toBe(200);
    expect(await countOf(ada, ada, 'Editing')).toBe(0);
    expect(
      await t.db.select().from(skillEndorsements).where(eq(skillEndorsements.userId, ada.user.id)),
    ).toEqual([]);
  });

  it('refuses a member who is not a connection, a skill not on the profile, oneself and a missing member', async () => {
    const ada = await memberWithSkills('Ada');
    const bob = await t.signUp();
    const stranger = await endorse(bob, ada, 'Editing');
    expect(stranger.status).toBe(403);
    expect(await messageOf(stranger)).toBe('Only your connections can endorse your skills');
    await connect(ada, bob);
    const notThere = await endorse(bob, ada, 'Lighting Design');
    expect(notThere.status).toBe(422);
    expect(await messageOf(notThere)).toBe('This skill is not on their profile');
    const self = await endorse(ada, ada, 'Editing');
    expect(self.status).toBe(403);
    expect(await messageOf(self)).toBe('You cannot endorse your own skills');
    expect(
      (await bob.client.post(`/api/users/${randomUUID()}/endorsements`, { skill: 'Editing' }))
        .status,
    ).toBe(404);
    const blank = await endorse(bob, ada, '  ');
    expect(blank.status).toBe(400);
    expect(await messageOf(blank)).toBe('Choose a skill to endorse');
    // A skill with a NUL in the path (PostgreSQL refuses it in text): a clear 400, not a 500.
    const nul = await bob.client.delete(`/api/users/${ada.user.id}/endorsements/Edit%00ing`);
    expect(nul.status).toBe(400);
    expect(await countOf(ada, ada, 'Editing')).toBe(0);
  });

  it('the member is told once per skill while unread; who endorses puts those who worked together first', async () => {
    const ada = await memberWithSkills('Ada');
    const endorsers = await Promise.all(
      ['Bo', 'Cy', 'Dee'].map((firstName) => t.signUp({ firstName, lastName: 'Lee' })),
    );
    for (const e of endorsers) await connect(ada, e);
    // Ada and Bo worked together (a credit both confirmed).
    await t.db.insert(collaborations).values({
      jobTitle: 'Short film',
      authorId: ada.user.id,
      applicantId: endorsers[0]!.user.id,
      workedAt: new Date(),
      authorConfirmed: true,
      applicantConfirmed: true,
    });
    for (const e of endorsers) expect((await endorse(e, ada, 'Editing')).status).toBe(201);
    expect((await endorse(endorsers[1]!, ada, 'Cinematography')).status).toBe(201);

    const notes = (
      (await (await ada.client.get('/api/notifications')).json()) as Notification[]
    ).filter((n) => n.type === 'skill_endorsement');
    expect(notes.map((n) => n.message).sort()).toEqual([
      'Cy Lee endorsed your skill Cinematography',
      'Dee Lee and 2 others endorsed your skill Editing',
    ]);
    expect(notes.find((n) => n.message.includes('Editing'))!.data).toMatchObject({
      endorserId: endorsers[2]!.user.id,
    });

    const editing = (await read(endorsers[2]!, ada)).skills.find((s) => s.skill === 'Editing')!;
    expect(editing.count).toBe(3);
    expect(editing.endorsers.map((e) => [e.member.firstName, e.workedTogether])).toEqual([
      ['Bo', true],
      ['Dee', false],
      ['Cy', false],
    ]);
  });

  it('a block hides the endorser from the reader but not from the count; the profile of a blocker answers 404', async () => {
    const ada = await memberWithSkills('Ada');
    const bob = await t.signUp({ firstName: 'Bob' });
    const cy = await t.signUp({ firstName: 'Cy' });
    await connect(ada, bob);
    await connect(ada, cy);
    expect((await endorse(bob, ada, 'Editing')).status).toBe(201);
    expect((await endorse(cy, ada, 'Editing')).status).toBe(201);
    expect((await cy.client.post('/api/blocks', { userId: bob.user.id })).status).toBe(201);
    const seenByCy = (await read(cy, ada)).skills.find((s) => s.skill === 'Editing')!;
    expect(seenByCy.count).toBe(2);
    expect(seenByCy.endorsers.map((e) => e.member.firstName)).toEqual(['Cy']);
    expect((await ada.client.post('/api/blocks', { userId: cy.user.id })).status).toBe(201);
    expect((await cy.client.get(`/api/users/${ada.user.id}/endorsements`)).status).toBe(404);
    expect((await endorse(cy, ada, 'Cinematography')).status).toBe(404);
  });

  it('writes through the sync push like over REST, each once', async () => {
    const ada = await memberWithSkills('Ada', ['Sound Design & Mixing']);
    const bob = await t.signUp();
    await connect(ada, bob);
    const skill = 'Sound Design & Mixing';
    const res = await bob.client.post('/api/sync/push', {
      clientId: randomUUID(),
      protocolVersion: PROTOCOL_VERSION,
      mutations: [
        {
          id: 1,
          key: randomUUID(),
          method: 'POST',
          path: `/api/users/${ada.user.id}/endorsements`,
          body: { skill },
        },
        {
          id: 2,
          key: randomUUID(),
          method: 'DELETE',
          path: `/api/users/${ada.user.id}/endorsements/${encodeURIComponent(skill)}`,
        },
        {
          id: 3,
          key: randomUUID(),
          method: 'POST',
          path: `/api/users/${ada.user.id}/endorsements`,
          body: { skill },
        },
      ],
    });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { results: { id: number; status: number }[] };
    expect(reply.results.map((r) => r.status)).toEqual([201, 200, 201]);
    expect(await countOf(ada, ada, skill)).toBe(1);
  });
});
