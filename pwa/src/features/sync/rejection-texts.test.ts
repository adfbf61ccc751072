import { describe, expect, it } from 'vitest';
import { rejectionToast } from './rejection-texts';

const id = 'd2f1c7a0-4b3e-4e6b-9a0d-2c9a7b1e5f00';

describe('rejectionToast', () => {
  it("uses the spec's texts for post writes", () => {
    expect(
      rejectionToast({ method: 'POST', path: '/api/posts', status: 400, message: 'Too long' }),
    ).toMatchObject({ type: 'error', title: 'Error creating post', description: 'Too long' });
    expect(
      rejectionToast({ method: 'PUT', path: `/api/posts/${id}`, status: 403, message: 'x' }),
    ).toMatchObject({
      type: 'error',
      title: 'Error',
      description: 'Failed to save post changes. Please try again.',
    });
    expect(
      rejectionToast({ method: 'DELETE', path: `/api/posts/${id}`, status: 403, message: 'Nope' }),
    ).toMatchObject({ title: 'Error', description: 'Nope' });
  });

  it("falls back to the spec's default when the server sent no message", () => {
    expect(
      rejectionToast({
        method: 'DELETE',
        path: `/api/posts/${id}`,
        status: 403,
        message: 'HTTP 403',
      }),
    ).toMatchObject({ title: 'Error', description: 'Failed to delete post' });
  });

  it('covers the profile and unknown writes', () => {
    expect(
      rejectionToast({ method: 'PUT', path: '/api/users/profile', status: 400, message: 'Bad' }),
    ).toMatchObject({ title: 'Error updating profile', description: 'Bad' });
    expect(
      rejectionToast({ method: 'POST', path: '/api/somewhere', status: 409, message: 'Taken' }),
    ).toMatchObject({ type: 'error', title: 'Error', description: 'Taken' });
  });

  it("uses the spec's texts for course and portfolio writes", () => {
    const toastOf = (method: 'POST' | 'PUT' | 'DELETE', path: string) =>
      rejectionToast({ method, path, status: 403, message: 'Nope' }).title;
    expect(toastOf('POST', '/api/courses')).toBe('Error adding course');
    expect(toastOf('PUT', `/api/courses/${id}`)).toBe('Error updating course');
    expect(toastOf('DELETE', `/api/courses/${id}`)).toBe('Error removing course');
    expect(toastOf('POST', '/api/portfolio')).toBe(
      'Failed to add portfolio item. Please try again.',
    );
    expect(toastOf('PUT', '/api/portfolio/reorder')).toBe(
      'Failed to reorder portfolio items. Please try again.',
    );
    expect(toastOf('PUT', `/api/portfolio/${id}`)).toBe('Failed to update portfolio item.');
    expect(toastOf('DELETE', `/api/portfolio/${id}`)).toBe('Failed to delete portfolio item.');
  });
});
