// The comment box (#34): a labelled text box and its button; typing "@" opens a list of members
// to mention (a combobox: ↓ ↑ move, Enter or Tab chooses, Escape closes). The member sees
// "@Ada Okafor"; the text sent carries the mention (mention-draft.ts).
import { COMMENT_TEXTS } from '@greenroom/shared-model/texts';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { textBoxClass } from '../../../ui/field';
import { nameOf, useMentionSearch } from '../hooks/use-mention-search';
import {
  type ChosenMention,
  contentToDraft,
  draftToContent,
  insertMention,
  mentionQueryAt,
} from '../mention-draft';

export function CommentBox({
  label,
  submitLabel,
  initialContent = '',
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  submitLabel: string;
  initialContent?: string;
  /** Resolves once queued; throws the schema's words for a text it refuses. */
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const initial = contentToDraft(initialContent);
  const [text, setText] = useState(initial.text);
  const [mentions, setMentions] = useState<ChosenMention[]>(initial.mentions);
  const [typing, setTyping] = useState<{ start: number; end: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const listId = `${id}-mentions`;
  const errorId = `${id}-error`;
  const options = useMentionSearch(typing ? typing.query : null);
  const open = typing !== null && options !== undefined;

  const follow = (value: string, caret: number) => {
    const at = mentionQueryAt(value, caret);
    setTyping(at ? { start: at.start, end: caret, query: at.query } : null);
    setActive(0);
  };

  const choose = (index: number) => {
    const member = options?.[index];
    if (!typing || !member) return;
    const name = nameOf(member);
    const next = insertMention(text, typing, name);
    setText(next.text);
    setMentions((list) => [
      ...list.filter((m) => m.userId !== member.id),
      { name, userId: member.id },
    ]);
    setTyping(null);
    requestAnimationFrame(() => box.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const count = options.length;
    if (event.key === 'Escape') {
      event.preventDefault();
      setTyping(null);
    } else if (count === 0) {
      return;
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + count) % count);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(active);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(draftToContent(text, mentions));
      setText('');
      setMentions([]);
      setError(null);
    } catch (e) {
      setError(firstErrorMessage(e) ?? COMMENT_TEXTS.notSaved);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className={css({ display: 'grid', gap: '2', position: 'relative' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: '600' })}>
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        rows={2}
        value={text}
        // biome-ignore lint/a11y/noAutofocus: a box opened by Reply or Edit takes the focus.
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && options.length > 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setText(e.target.value);
          follow(e.target.value, e.target.selectionStart);
        }}
        onSelect={(e) => follow(e.currentTarget.value, e.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setTyping(null)}
        className={textArea}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={COMMENT_TEXTS.mentionsLabel}
        hidden={!open}
        className={list}
      >
        {open && options.length === 0 ? (
          <p className={css({ px: '3', py: '2', color: 'fg.muted' })}>
            {COMMENT_TEXTS.noMentionMatch}
          </p>
        ) : null}
        {open
          ? options.map((member, i) => (
              <div
                key={member.id}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                // Chosen before the box's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(i);
                }}
                className={option}
              >
                <Avatar user={member} size="sm" decorative />
                {nameOf(member)}
              </div>
            ))
          : null}
      </div>
      {error ? (
        <p id={errorId} className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
        {onCancel ? (
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            {COMMENT_TEXTS.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={busy} className={css({ minH: '11' })}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

const textArea = cx(textBoxClass, css({ minH: '16' }));

const list = css({
  p: '1',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  boxShadow: 'md',
  maxH: '64',
  overflowY: 'auto',
});

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '2',
  rounded: 'sm',
  cursor: 'pointer',
  '&[aria-selected=true]': { bg: 'accent.subtle', color: 'accent.text' },
  _hover: { bg: 'bg.subtle' },
});
