import type { MutationName } from '@greenroom/shared-model/schemas/mutations';
import { describe, expect, it } from 'vitest';
import { rejectionToast } from './rejection-texts';

describe('rejectionToast', () => {
  it("uses the spec's texts for post writes", () => {
    expect(rejectionToast({ name: 'createPost', status: 400, message: 'Too long' })).toMatchObject({
      type: 'error',
      title: 'Error creating post',
      description: 'Too long',
    });
    expect(rejectionToast({ name: 'updatePost', status: 403, message: 'x' })).toMatchObject({
      type: 'error',
      title: 'Error',
      description: 'Failed to save post changes. Please try again.',
    });
    expect(rejectionToast({ name: 'deletePost', status: 403, message: 'Nope' })).toMatchObject({
      title: 'Error',
      description: 'Nope',
    });
  });

  it("falls back to the spec's default when the server sent no message", () => {
    expect(rejectionToast({ name: 'deletePost', status: 403, message: 'HTTP 403' })).toMatchObject({
      title: 'Error',
      description: 'Failed to delete post',
    });
  });

  it('covers the profile and unknown writes', () => {
    expect(rejectionToast({ name: 'updateProfile', status: 400, message: 'Bad' })).toMatchObject({
      title: 'Error updating profile',
      description: 'Bad',
    });
    // A write with no texts of its own, and an entry an older app version queued without a name.
    expect(rejectionToast({ name: 'blockMember', status: 409, message: 'Taken' })).toMatchObject({
      type: 'error',
      title: 'Error',
      description: 'Taken',
    });
    expect(rejectionToast({ status: 409, message: 'Taken' })).toMatchObject({
      title: 'Error',
      description: 'Taken',
    });
  });

  it("uses the spec's texts for course and portfolio writes", () => {
    const toastOf = (name: MutationName) =>
      rejectionToast({ name, status: 403, message: 'Nope' }).title;
    expect(toastOf('createCourse')).toBe('Error adding course');
    expect(toastOf('updateCourse')).toBe('Error updating course');
    expect(toastOf('deleteCourse')).toBe('Error removing course');
    expect(toastOf('createPortfolioItem')).toBe('Failed to add portfolio item. Please try again.');
    expect(toastOf('reorderPortfolio')).toBe(
      'Failed to reorder portfolio items. Please try again.',
    );
    expect(toastOf('updatePortfolioItem')).toBe('Failed to update portfolio item.');
    expect(toastOf('deletePortfolioItem')).toBe('Failed to delete portfolio item.');
  });
});
