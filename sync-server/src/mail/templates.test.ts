// The unread-messages e-mail's lines: who wrote (or the group's name) and how many.
import { describe, expect, it } from 'vitest';
import { unreadMessagesItem } from './templates';

describe('unreadMessagesItem', () => {
  it('one-to-one: the sender and the count', () => {
    expect(unreadMessagesItem({ name: null, senders: ['Ana Writer'], count: 1 })).toEqual({
      title: 'Ana Writer',
      message: '1 unread message',
    });
  });

  it('a group: its name, or who wrote', () => {
    expect(
      unreadMessagesItem({ name: 'Crew', senders: ['Ana Writer', 'Ben Reader'], count: 3 }),
    ).toEqual({ title: 'Crew', message: '3 unread messages from Ana Writer and Ben Reader' });
    expect(
      unreadMessagesItem({ name: null, senders: ['Ana', 'Ben', 'Cy', 'Dee'], count: 5 }).title,
    ).toBe('Ana, Ben and 2 others');
  });
});
