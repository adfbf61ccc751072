import { type AnyPgColumn, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { posts } from './feed';
import { users } from './users';

/** Comments under posts (#34): one level of replies (`parent_id`), kept by the mutators. */
export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The post's author, copied: a block with them hides the comment (entity owners). */
    postAuthorId: uuid('post_author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The comment this one answers; its replies go with it. */
    parentId: uuid('parent_id').references((): AnyPgColumn => postComments.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('post_comments_post_created_idx').on(t.postId, t.createdAt),
    index('post_comments_author_id_idx').on(t.authorId),
    index('post_comments_post_author_id_idx').on(t.postAuthorId),
    index('post_comments_parent_id_idx').on(t.parentId),
  ],
);
