// The Posts tab: every post with its author, e-mail, time, content and skills; edit the content,
// or delete with the spec's confirmation; its comments on request, each removable.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { TextAreaField } from '../../../ui/field';
import { useAdminRead } from '../hooks/use-admin-read';
import { SkillBadges } from './admin-card';
import { adminWrite, blank, EditDialog, ModeratedItem, ModeratedList } from './moderation';
import { PostCommentsModeration } from './post-comments-moderation';

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
  return (
    <ModeratedList
      read={read}
      loadingText="Loading posts..."
      emptyText="No posts yet"
      editor={(post, close) => <EditPost post={post} onClose={close} />}
      item={(post, edit, now) => (
        <ModeratedItem
          label={`post by ${post.author.firstName} ${post.author.lastName}`}
          author={post.author}
          email={post.author.email ?? undefined}
          createdAt={post.createdAt}
          now={now}
          onEdit={edit}
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
          <SkillBadges skills={post.skills} />
          <PostCommentsModeration post={post} />
        </ModeratedItem>
      )}
    />
  );
}
