import { Field as ArkField } from '@ark-ui/react/field';
import { POST_TYPES, type PostType } from '@greenroom/shared-model/catalogues';
import { TOAST_POST_DURATION_MS } from '@greenroom/shared-model/constants';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { POST_TEXTS, VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { input } from '../../../../styled-system/recipes';
import { firstErrorMessage } from '../../../client-core/form-errors';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import * as Field from '../../../ui/field';
import { SelectField } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { createPost } from '../actions/create-post';

const TYPE_LABELS: Record<PostType, string> = {
  post: 'Post',
  showcase: 'Showcase',
  update: 'Update',
};
const TYPE_OPTIONS = POST_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

/**
 * A simple inline composer: Content, Post Type and Share Post (the dialog comes later). It shows
 * before the member's database is open (`db` null), so the feed below does not shift; Share Post
 * waits for the database.
 */
export function PostComposer({ db, author }: { db: MemberDb | null; author: UserSummary }) {
  const titleId = useId();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState('');
  const [type, setType] = useState<PostType>('post');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blank = content.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) {
      setError(POST_TEXTS.contentRequired.description);
      toast({ type: 'error', ...POST_TEXTS.contentRequired });
      return;
    }
    if (!db) return;
    setBusy(true);
    try {
      await createPost(db, author, { content, type });
      setContent('');
      setType('post');
      setError(null);
      // The button is disabled again (blank content): keep focus in the form.
      contentRef.current?.focus();
      toast({ type: 'success', ...POST_TEXTS.created, duration: TOAST_POST_DURATION_MS });
    } catch (err) {
      const message = firstErrorMessage((err as { issues?: unknown } | null)?.issues);
      if (message === VALIDATION_TEXTS.contentRequired) {
        setError(POST_TEXTS.contentRequired.description);
        toast({ type: 'error', ...POST_TEXTS.contentRequired });
      } else {
        toast({
          type: 'error',
          title: POST_TEXTS.createErrorTitle,
          description: message ?? (err instanceof Error ? err.message : String(err)),
          duration: TOAST_POST_DURATION_MS,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title id={titleId}>Create a post</Card.Title>
        <Card.Description>{POST_TEXTS.dialogIntro}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })}>
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>Content</Field.Label>
            <ArkField.Textarea
              ref={contentRef}
              name="content"
              value={content}
              onChange={(e) => {
                setContent(e.target.value);
                if (error) setError(null);
              }}
              placeholder={POST_TEXTS.composerPlaceholder}
              rows={3}
              className={cx(input(), css({ h: 'auto', minH: '24', py: '2.5', resize: 'vertical' }))}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              gap: '3',
            })}
          >
            <div className={css({ w: { base: 'full', sm: '12rem' } })}>
              <SelectField
                label="Post Type"
                name="type"
                options={TYPE_OPTIONS}
                value={type}
                onValueChange={(value) => setType((value || 'post') as PostType)}
              />
            </div>
            <Button type="submit" disabled={blank || !db} loading={busy}>
              Share Post
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
