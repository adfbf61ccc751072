// Two members connected through the API, as they would be: one asks, the other accepts.
import { expect } from 'vitest';
import type { SignedUp } from './test-app';

/** Returns the connection's id. */
export async function connectMembers(a: SignedUp, b: SignedUp): Promise<string> {
  const asked = await a.client.post('/api/connections', { addresseeId: b.user.id });
  expect(asked.status).toBe(201);
  const { id } = (await asked.json()) as { id: string };
  expect((await b.client.put(`/api/connections/${id}`, { status: 'accepted' })).status).toBe(200);
  return id;
}
