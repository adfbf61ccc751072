import type { User } from '@greenroom/shared-model/schemas/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let me: SignedUp;
const ids: Record<string, string> = {};

async function member(
  key: string,
  firstName: string,
  lastName: string,
  profile: Record<string, unknown>,
) {
  const m = await t.signUp({ firstName, lastName });
  const res = await m.client.put('/api/users/profile', profile);
  expect(res.status).toBe(200);
  ids[key] = m.user.id;
  return m;
}

beforeAll(async () => {
  t = await createTestApp();
  me = await t.signUp({ firstName: 'Searching', lastName: 'Member' });
  await member('john', 'Johnathan', 'Quill', {
    skills: ['Cinematography', 'Editing'],
    bio: 'Night exteriors and long takes.',
    graduationYear: 2027,
    school: 'Tisch School of the Arts',
    major: 'Film and Television',
  });
  await member('bioOnly', 'Petra', 'Vance', {
    skills: ['Acting'],
    bio: 'I admire the work of Johnathan and every quill pen.',
    graduationYear: 2026,
    school: 'Gallatin School',
  });
  await member('dancer', 'Maria', 'Lopez', {
    skills: ['Choreography'],
    school: 'Tisch School of the Arts',
    major: 'Dance',
    graduationYear: 2027,
  });
  const gone = await member('gone', 'Johnathan', 'Gone', { skills: ['Cinematography'] });
  await t.db.execute(sql`update users set is_suspended = true where id = ${gone.user.id}`);
});
afterAll(async () => {
  await t?.close();
});

async function search(query: Record<string, string>, who: SignedUp = me) {
  const res = await who.client.get(`/api/users/search?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as User[])
    .map((u) => u.id)
    .filter((id) => Object.values(ids).includes(id));
}

describe('GET /api/users/search', () => {
  it('ranks a name match above a bio match', async () => {
    expect(await search({ q: 'johnathan' })).toEqual([ids.john, ids.bioOnly]);
  });

  it('finds prefixes and typos', async () => {
    expect(await search({ q: 'cinemat' })).toEqual([ids.john]);
    expect(await search({ q: 'cinematgraphy' })).toEqual([ids.john]);
    expect(await search({ q: 'jonathan' })).toContain(ids.john);
    expect(await search({ q: 'marai lopez' })).toEqual([ids.dancer]);
    expect(await search({ q: 'choreo dance' })).toEqual([ids.dancer]);
    expect(await search({ q: 'zzqxv' })).toEqual([]);
  });

  it('applies each filter and their combination', async () => {
    expect(await search({ skill: 'cinematography' })).toEqual([ids.john]);
    expect(await search({ gradYear: '2027' })).toEqual([ids.john, ids.dancer]);
    expect(
      await search({ school: 'Tisch School of the Arts', gradYear: '2027', major: 'dance' }),
    ).toEqual([ids.dancer]);
    expect(await search({ q: 'johnathan', school: 'Gallatin School' })).toEqual([ids.bioOnly]);
    // A malformed year is ignored, not refused.
    expect(await search({ gradYear: 'soon', skill: 'Choreography' })).toEqual([ids.dancer]);
  });

  it('never lists the caller or suspended members; needs a session', async () => {
    const john = await search({ q: 'johnathan' });
    expect(john).not.toContain(ids.gone);
    const own = await me.client.get('/api/users/search?q=searching');
    expect(((await own.json()) as User[]).map((u) => u.id)).not.toContain(me.user.id);
    expect((await t.client().get('/api/users/search?q=a')).status).toBe(401);
  });

  it('with a skill, sort=endorsements puts the most endorsed for it first; without a skill it does nothing', async () => {
    const editors = {
      ava: await member('ava', 'Ava', 'Cutter', { skills: ['Editing'], bio: 'Splicer' }),
      bea: await member('bea', 'Bea', 'Cutter', { skills: ['Editing'], bio: 'Splicer' }),
      cal: await member('cal', 'Cal', 'Cutter', { skills: ['Editing'], bio: 'Splicer' }),
    };
    // Cal is endorsed for Editing twice, Bea once, Ava for something else.
    await t.db.execute(sql`insert into skill_endorsements (id, user_id, skill, endorser_id) values
      (gen_random_uuid(), ${editors.cal.user.id}::uuid, 'Editing', ${me.user.id}::uuid),
      (gen_random_uuid(), ${editors.cal.user.id}::uuid, 'Editing', ${ids.john}::uuid),
      (gen_random_uuid(), ${editors.bea.user.id}::uuid, 'Editing', ${me.user.id}::uuid),
      (gen_random_uuid(), ${editors.ava.user.id}::uuid, 'Acting', ${me.user.id}::uuid)`);
    const cutters = [ids.ava, ids.bea, ids.cal];
    const only = (found: string[]) => found.filter((id) => cutters.includes(id));
    expect(only(await search({ skill: 'Editing' }))).toEqual([ids.ava, ids.bea, ids.cal]);
    expect(only(await search({ skill: 'editing', sort: 'endorsements' }))).toEqual([
      ids.cal,
      ids.bea,
      ids.ava,
    ]);
    expect(only(await search({ q: 'splicer', skill: 'Editing', sort: 'endorsements' }))).toEqual([
      ids.cal,
      ids.bea,
      ids.ava,
    ]);
    expect(only(await search({ q: 'splicer', sort: 'endorsements' }))).toEqual([
      ids.ava,
      ids.bea,
      ids.cal,
    ]);
    // An unknown order is ignored, not refused.
    expect(only(await search({ skill: 'Editing', sort: 'loudest' }))).toEqual([
      ids.ava,
      ids.bea,
      ids.cal,
    ]);
  });
});
