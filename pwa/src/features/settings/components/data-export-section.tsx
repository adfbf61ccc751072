// "Download my data" (issue 16): the member asks for an archive, it is built in the background,
// and offered here for a day. Online only.
import type { DataExportReply } from '@greenroom/shared-model/schemas/account';
import { AUTH_TEXTS } from '@greenroom/shared-model/texts';
import { useCallback, useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { requestJson } from '../../../client-core/sync/transport';
import { Button, buttonClass } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { toast } from '../../../ui/toast';

const EXPORT_PATH = '/api/account/export';
const POLL_MS = 2000;

const call = (method: 'GET' | 'POST') =>
  requestJson<DataExportReply>((input, init) => fetch(input, init), EXPORT_PATH, {
    method,
    ...(method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{}' } : {}),
  });

export function DataExportSection() {
  const [state, setState] = useState<DataExportReply | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const reply = await call('GET');
    if (reply.ok) setState(reply.value);
  }, []);
  useEffect(() => void refresh(), [refresh]);
  useEffect(() => {
    if (state?.status !== 'pending') return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [state?.status, refresh]);

  async function start() {
    setBusy(true);
    const reply = await call('POST');
    setBusy(false);
    if (reply.ok) setState(reply.value);
    else {
      toast({
        type: 'error',
        title: 'Error',
        description: reply.kind === 'network' ? AUTH_TEXTS.networkError : reply.message,
      });
    }
  }

  const expires = state?.expiresAt ? new Date(state.expiresAt).toLocaleString() : null;
  return (
    <Card.Root aria-labelledby="data-export-title">
      <Card.Header>
        <Card.Title id="data-export-title">Your Data</Card.Title>
        <Card.Description>
          A copy of everything you put in (profile, courses, portfolio, posts, events, jobs,
          applications, connections, notifications) and who viewed your profile, as a JSON file.
        </Card.Description>
      </Card.Header>
      <Card.Body className={css({ gap: '3', alignItems: 'flex-start' })}>
        {state?.status === 'pending' ? (
          <p role="status">Preparing your archive…</p>
        ) : state?.status === 'ready' ? (
          <>
            <p role="status">Your archive is ready{expires ? ` until ${expires}` : ''}.</p>
            <a
              className={buttonClass({ variant: 'solid', size: 'sm' })}
              href={`${EXPORT_PATH}/download`}
              download
            >
              Download archive
            </a>
          </>
        ) : state?.status === 'failed' ? (
          <p role="status">The archive could not be made. Please try again.</p>
        ) : null}
        {state?.status !== 'pending' ? (
          <Button
            size="sm"
            variant={state?.status === 'ready' ? 'outline' : 'solid'}
            loading={busy}
            onClick={() => void start()}
          >
            {state?.status === 'ready' ? 'Make a new archive' : 'Download my data'}
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
