import { describe, expect, it } from 'vitest';
import { Id } from '../schemas/common';
import {
  deletedMessage,
  isPairConversationId,
  memberRowId,
  messageSummary,
  newConversation,
  newMessage,
  pairConversationId,
} from './messages';

const now = new Date('2026-11-27T10:00:00.000Z');

describe('message rows', () => {
  it('a new message is not deleted and carries its time', () => {
    expect(newMessage({ id: 'm1', content: 'Hi' }, 'c1', 'u1', now)).toEqual({
      id: 'm1',
      conversationId: 'c1',
      senderId: 'u1',
      content: 'Hi',
      attachment: null,
      createdAt: '2026-11-27T10:00:00.000Z',
      deletedAt: null,
    });
  });

  it('an attachment keeps its name and size; a deleted message loses it', () => {
    const attachment = { url: '/uploads/a.png', name: 'set.png', size: 12 };
    const m = newMessage({ id: 'm1', content: '', attachment }, 'c1', 'u1', now);
    expect(m.attachment).toEqual({ ...attachment, info: null });
    expect(deletedMessage(m, now).attachment).toBeNull();
  });

  it('the gist of a message: its words, else "Photo", "Video", "Sound" or the file name', () => {
    const a = (url: string) => ({ url, name: 'call-sheet.pdf', size: 1 });
    expect(messageSummary({ content: 'Hi', attachment: a('/uploads/x.png') })).toBe('Hi');
    expect(messageSummary({ content: '', attachment: a('/uploads/x.jpg') })).toBe('Photo');
    expect(messageSummary({ content: '', attachment: a('/uploads/x.mp4') })).toBe('Video');
    expect(messageSummary({ content: '', attachment: a('/uploads/x.mp3') })).toBe('Sound');
    expect(messageSummary({ content: '', attachment: a('/uploads/x.pdf') })).toBe('call-sheet.pdf');
    expect(messageSummary({ content: '', attachment: null })).toBe('');
  });

  it('a conversation with one other member is not a group and keeps no name', () => {
    expect(newConversation({ id: 'c', memberIds: ['b'], name: 'Us' }, 'a', now)).toMatchObject({
      isGroup: false,
      name: null,
    });
    expect(newConversation({ id: 'c', memberIds: ['b', 'b'], name: null }, 'a', now).isGroup).toBe(
      false,
    );
    expect(
      newConversation({ id: 'c', memberIds: ['b', 'c'], name: 'Crew' }, 'a', now),
    ).toMatchObject({ isGroup: true, name: 'Crew' });
  });

  it('a deleted message keeps its place without content', () => {
    const m = newMessage({ id: 'm1', content: 'Oops' }, 'c1', 'u1', now);
    expect(deletedMessage(m, now)).toMatchObject({ id: 'm1', content: '', deletedAt: m.createdAt });
  });
});

describe('memberRowId', () => {
  it('is a UUID, the same for the same pair, different for another', () => {
    const c = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
    const a = '0b9c6f7e-3a52-4c55-9d1f-2d4f1c0e8a11';
    const b = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
    expect(Id.safeParse(memberRowId(c, a)).success).toBe(true);
    expect(memberRowId(c, a)).toBe(memberRowId(c, a));
    expect(memberRowId(c, a)).not.toBe(memberRowId(c, b));
    expect(memberRowId(c, a)).not.toBe(memberRowId(a, c));
  });
});

describe('pairConversationId', () => {
  it('is the same UUID for the pair either way round, of version 8, and told apart from random ids', () => {
    const a = '0b9c6f7e-3a52-4c55-9d1f-2d4f1c0e8a11';
    const b = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
    const c = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
    const ab = pairConversationId(a, b);
    expect(Id.safeParse(ab).success).toBe(true);
    expect(ab).toBe(pairConversationId(b, a));
    expect(ab).not.toBe(pairConversationId(a, c));
    expect(isPairConversationId(ab)).toBe(true);
    expect(isPairConversationId(c)).toBe(false);
  });
});
