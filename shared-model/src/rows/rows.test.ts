import { describe, expect, it } from 'vitest';
import { CreatePostBody, UpdatePostBody } from '../schemas/posts';
import { UpdateProfileBody, type User } from '../schemas/users';
import { editedPost, newPost, postEdit } from './posts';
import { editedProfile, profileEdit } from './users';

const author = {
  id: '0a5d2b0e-7b39-4a39-9c3f-6f7f3f1b2c01',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@nyu.edu',
  profileImageUrl: null,
  school: 'Tisch',
  major: 'Film',
  graduationYear: 2027,
  isVerified: true,
};
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const at = new Date('2026-05-01T10:00:00.000Z');

describe('newPost', () => {
  it('builds the post the server stores from the parsed body', () => {
    const body = CreatePostBody.parse({ id: ID, content: ' Casting call ', type: 'showcase' });
    expect(newPost({ ...body, id: ID }, author, at)).toEqual({
      id: ID,
      content: 'Casting call',
      imageUrl: null,
      type: 'showcase',
      skills: [],
      author,
      authorId: author.id,
      createdAt: '2026-05-01T10:00:00.000Z',
      updatedAt: '2026-05-01T10:00:00.000Z',
    });
  });
});

describe('post edits', () => {
  const post = newPost(
    { ...CreatePostBody.parse({ content: 'first', skills: ['Editing'] }), id: ID },
    author,
    at,
  );
  const later = new Date('2026-05-02T10:00:00.000Z');

  it('writes only the fields sent', () => {
    expect(postEdit(UpdatePostBody.parse({ content: ' second ' }))).toEqual({ content: 'second' });
    expect(postEdit(UpdatePostBody.parse({ skills: null, imageUrl: '' }))).toEqual({
      skills: [],
      imageUrl: null,
    });
    expect(editedPost(post, UpdatePostBody.parse({ content: 'second' }), later)).toEqual({
      ...post,
      content: 'second',
      updatedAt: later.toISOString(),
    });
  });

  it('leaves the post untouched by an empty edit', () => {
    expect(editedPost(post, UpdatePostBody.parse({}), later)).toBe(post);
  });
});

describe('profile edits', () => {
  it('merges only the fields present, never erasing the others', () => {
    const user = { ...author, bio: 'Old bio', skills: ['Editing'] } as unknown as User;
    const body = UpdateProfileBody.parse({ bio: 'New bio' });
    expect(Object.keys(profileEdit(body))).toEqual(['bio']);
    expect(editedProfile(user, body)).toEqual({ ...user, bio: 'New bio' });
  });
});
