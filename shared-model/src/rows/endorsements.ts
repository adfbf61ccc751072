// What the optimistic endorsement and the server's share: its id, derived from the member, the
// skill and the endorser, so that the row my device shows at once is the row the server stores
// (a second endorsement of the same skill by the same member is the same row).
import type { SkillEndorsement } from '../schemas/endorsements';

/** 128 bits of cyrb128 over the text (not for secrets: the server derives every id itself). */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A version 8 (custom) UUID naming the endorsement of `skill` on `userId` by `endorserId`. */
export function endorsementId(userId: string, skill: string, endorserId: string): string {
  const hex = hash128(`${userId}\n${skill}\n${endorserId}`)
    .map((n) => n.toString(16).padStart(8, '0'))
    .join('');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function newEndorsement(
  userId: string,
  skill: string,
  endorserId: string,
  now: Date,
): SkillEndorsement {
  return {
    id: endorsementId(userId, skill, endorserId),
    userId,
    skill,
    endorserId,
    createdAt: now.toISOString(),
  };
}
