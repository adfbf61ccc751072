// The box under a conversation (#33): "Write a message", Attach (one photo or file, shown as a
// removable chip), Send. Enter sends on a desktop, Shift+Enter is a new line; on a touch screen
// Enter is a new line and Send sends. With a file, Send uploads it with its progress and then
// sends the message through the outbox; offline (or when the network goes mid-upload) the file
// waits on this device with the words and the message shows "Sending…" until it is sent. A file
// the server refuses (type, size, storage full) is said and dropped; the words stay in the box.
import { MESSAGE_MAX_LENGTH } from '@greenroom/shared-model/constants';
import { fileSizeText } from '@greenroom/shared-model/helpers/storage-use';
import { checkUploadFile } from '@greenroom/shared-model/helpers/upload-check';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { queueUpload } from '../../../client-core/uploads/queued-uploads';
import { UploadError, uploadMedia } from '../../../client-core/uploads/upload-media';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { textBoxClass } from '../../../ui/field';
import { XIcon } from '../../../ui/icons';
import { PaperclipIcon } from '../../../ui/media-icons';
import { useMediaQuery } from '../../../ui/use-media-query';
import { sendMessage } from '../actions/message-actions';
import { useTypingSignal } from '../hooks/use-typing';

/** What the file picker offers: the kinds the uploads take. */
const ACCEPT = 'image/*,video/*,audio/*,.pdf,.doc,.docx';

export function MessageComposer({ conversationId, me }: { conversationId: string; me: string }) {
  const db = useMemberDb();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useTypingSignal(conversationId, text);
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  // A keyboard with a mouse: Enter sends. A touch screen: Enter is a new line, Send sends.
  const enterSends = useMediaQuery('(pointer: fine)');
  const busy = percent !== null;

  const clear = () => {
    setText('');
    setFile(null);
    setError(null);
  };

  const choose = (chosen: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!chosen) return;
    const problem = checkUploadFile(chosen);
    if (problem) {
      setError(`${chosen.name}: ${problem.description ?? problem.title}`);
      return;
    }
    setFile(chosen);
    setError(null);
  };

  const send = async () => {
    if (!db || busy) return;
    if (text.trim().length > MESSAGE_MAX_LENGTH) return setError(MESSAGE_TEXTS.tooLong);
    try {
      if (!file) {
        await sendMessage(db, me, conversationId, text);
        return clear();
      }
      if (!navigator.onLine) {
        await queueUpload(db, file, { kind: 'message', conversationId, content: text });
        return clear();
      }
      setPercent(0);
      let reply: Awaited<ReturnType<typeof uploadMedia>>;
      try {
        reply = await uploadMedia(file, {
          onProgress: ({ sent, total }) =>
            setPercent(total > 0 ? Math.round((sent / total) * 100) : 0),
        });
      } catch (e) {
        if (e instanceof UploadError && e.status === 0) {
          // The network went: the file waits on this device like one chosen offline.
          await queueUpload(db, file, { kind: 'message', conversationId, content: text });
          return clear();
        }
        // Refused for good (type, size, storage full): said, and the file dropped.
        setFile(null);
        return setError(`${file.name}: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        setPercent(null);
      }
      await sendMessage(db, me, conversationId, text, {
        attachment: { url: reply.url, name: file.name, size: file.size },
        info: reply.info ?? null,
      });
      clear();
    } catch (e) {
      setError(firstErrorMessage(e) ?? MESSAGE_TEXTS.required);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && enterSends && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <form onSubmit={onSubmit} className={form}>
      <label
        htmlFor={id}
        className={css({ gridColumn: '1 / -1', fontSize: 'sm', fontWeight: '600' })}
      >
        {MESSAGE_TEXTS.boxLabel}
      </label>
      {file ? (
        <div className={chip}>
          <PaperclipIcon width={16} height={16} className={css({ flexShrink: '0' })} />
          <span className={css({ minW: '0', overflowWrap: 'anywhere' })}>{file.name}</span>
          <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>
            {fileSizeText(file.size)}
          </span>
          {busy ? (
            <>
              <progress aria-label="Upload progress" max={100} value={percent} className={bar} />
              <span role="status" className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>
                {MESSAGE_TEXTS.uploading} {percent}%
              </span>
            </>
          ) : (
            <button
              type="button"
              className={chipRemove}
              aria-label={MESSAGE_TEXTS.removeAttachment(file.name)}
              onClick={() => setFile(null)}
            >
              <XIcon width={16} height={16} />
            </button>
          )}
        </div>
      ) : null}
      <textarea
        id={id}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={box}
      />
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        className={css({ display: 'none' })}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <Button
        variant="outline"
        disabled={!db || busy}
        aria-label={MESSAGE_TEXTS.attach}
        title={MESSAGE_TEXTS.attach}
        onClick={() => picker.current?.click()}
        className={css({ minH: '11', minW: '11', px: '0' })}
      >
        <PaperclipIcon width={20} height={20} />
      </Button>
      <Button type="submit" disabled={!db} loading={busy} className={css({ minH: '11' })}>
        {MESSAGE_TEXTS.send}
      </Button>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className={css({ gridColumn: '1 / -1', color: 'danger.fg', fontSize: 'sm' })}
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}

const form = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gap: '2',
  alignItems: 'end',
});

const chip = css({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '2',
  maxW: 'full',
  minH: '11',
  ps: '3',
  pe: '1',
  py: '1',
  rounded: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.muted',
  fontSize: 'sm',
});

const chipRemove = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  rounded: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '1px' },
});

const bar = css({ w: '24' });

const box = cx(textBoxClass, css({ minH: '11' }));
