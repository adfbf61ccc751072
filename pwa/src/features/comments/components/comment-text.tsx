// A comment's text: plain runs as written, each mention a link to the member's profile.
import { commentParts } from '@greenroom/shared-model/rows/comments';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { css } from '../../../../styled-system/css';

export function CommentText({ content }: { content: string }) {
  return (
    <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
      {commentParts(content).map((part, i) =>
        part.kind === 'text' ? (
          // Plain text, so that a mention is a link inside a sentence (WCAG 2.5.8's inline case).
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
            key={i}
            to="/profile/$userId"
            params={{ userId: part.userId }}
            className={css({
              color: 'accent.text',
              fontWeight: '600',
              _hover: { textDecoration: 'underline' },
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
            })}
          >
            @{part.name}
          </Link>
        ),
      )}
    </p>
  );
}
