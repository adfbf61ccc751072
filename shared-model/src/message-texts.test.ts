import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXTS, messagePreviewText } from './message-texts';
import { MessageMutations, StartConversationBody } from './schemas/messages';

describe('message texts', () => {
  it('the push and bell line: the name and the first 100 characters, on one line', () => {
    expect(messagePreviewText('Ada Okafor', 'Free on Friday?')).toBe('Ada Okafor: Free on Friday?');
    expect(messagePreviewText('Ada', 'line one\n\nline  two ')).toBe('Ada: line one line two');
    const long = 'a'.repeat(101);
    expect(messagePreviewText('Ada', long)).toBe(`Ada: ${'a'.repeat(100)}…`);
    expect(messagePreviewText('Ada', 'a'.repeat(100))).toBe(`Ada: ${'a'.repeat(100)}`);
  });

  it('unread counts in words', () => {
    expect(MESSAGE_TEXTS.unread(1)).toBe('1 unread message');
    expect(MESSAGE_TEXTS.unread(3)).toBe('3 unread messages');
  });

  it('a conversation names one to seven other members; a blank name is none', () => {
    const id = '0b9c6f7e-3a52-4c55-9d1f-2d4f1c0e8a11';
    expect(StartConversationBody.parse({ memberIds: [id], name: '  ' }).name).toBeNull();
    expect(StartConversationBody.safeParse({ memberIds: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one member',
    );
    expect(
      StartConversationBody.safeParse({ memberIds: Array(8).fill(id) }).error?.issues[0]?.message,
    ).toBe('A group can have at most 8 members');
  });

  it('a message needs words or an attachment, and an attachment is one of our uploads', () => {
    const body = MessageMutations.sendMessage.body;
    const file = { url: '/uploads/0123456789abcdef0123456789abcdef.png', name: 'a.png', size: 3 };
    expect(body.safeParse({ content: '  ' }).error?.issues[0]?.message).toBe(
      'Write something first',
    );
    expect(body.parse({ attachment: file })).toEqual({ content: '', attachment: file });
    expect(body.parse({ content: 'Hi' }).attachment).toBeNull();
    expect(
      body.safeParse({ attachment: { ...file, url: 'https://vimeo.com/76979871' } }).success,
    ).toBe(false);
  });
});
