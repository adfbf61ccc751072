// The Posts tab: every post with its author, e-mail, time, content and skills; edit the content,
// or delete with the spec's confirmation.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { TextAreaField } from '../../../ui/field';
import { EmptyState } from '../../../ui/status-lines';
import { useAdminRead } from '../hooks/use-admin-read';
import { ReadView } from './admin-card';
import { adminWrite, blank, EditDialog, ModeratedItem } from './moderation';

function EditPost({ post, onClose }: { post: Post; onClose: () => void }) {
  const [content, setContent] = useState(post.content);
  return (
    <EditDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Post"
      description="Change what this post says."
      canSave={!blank(content)}
      onSave={() =>
        adminWrite(
          'PUT',
          apiPaths.admin.post(post.id),
          { content },
          { title: ADMIN_TEXTS.postUpdated },
          { title: 'Error', description: 'Failed to update post' },
        )
      }
    >
      <TextAreaField
        label="Content"
        rows={6}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
    </EditDialog>
  );
}

export default function PostsTab() {
  const read = useAdminRead<Post[]>(apiPaths.admin.posts);
  const [editing, setEditing] = useState<Post | null>(null);
  const now = Date.now();
  return (
    <ReadView read={read} loadingText="Loading posts...">
      {(posts) =>
        posts.length === 0 ? (
          <EmptyState text="No posts yet" />
        ) : (
          <div className={css({ display: 'grid', gap: '3' })}>
            {posts.map((post) => (
              <ModeratedItem
                key={post.id}
                label={`post by ${post.author.firstName} ${post.author.lastName}`}
                author={post.author}
                email={post.author.email}
                createdAt={post.createdAt}
                now={now}
                onEdit={() => setEditing(post)}
                deleteTitle="Delete Post"
                deleteText={ADMIN_TEXTS.postDeleteConfirm}
                onDelete={() =>
                  adminWrite(
                    'DELETE',
                    apiPaths.admin.post(post.id),
                    undefined,
                    ADMIN_TEXTS.postDeleted,
                    ADMIN_TEXTS.postDeleteFailed,
                  )
                }
              >
                <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
                  {post.content}
                </p>
                {post.skills.length > 0 ? (
                  <p className={css({ display: 'flex', gap: '1.5', flexWrap: 'wrap' })}>
                    {post.skills.map((s) => (
                      <Badge key={s} tone="neutral">
                        {s}
                      </Badge>
                    ))}
                  </p>
                ) : null}
              </ModeratedItem>
            ))}
            {editing ? <EditPost post={editing} onClose={() => setEditing(null)} /> : null}
          </div>
        )
      }
    </ReadView>
  );
}
