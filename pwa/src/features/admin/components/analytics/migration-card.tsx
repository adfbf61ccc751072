// Profile Photo Migration: copies profile photos still on the legacy object storage into ours and
// rewrites their addresses; safe to run again (already copied photos are no longer legacy).

import { ADMIN_TEXTS, migrationCompletedText } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { MigrationReply } from '@greenroom/shared-model/schemas/admin';
import { useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { toast } from '../../../../ui/toast';
import { adminCall, failureText } from '../../admin-api';
import { adminDataChanged } from '../../hooks/use-admin-read';
import { AdminCard, muted } from '../admin-card';

export function MigrationCard() {
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<MigrationReply | null>(null);
  async function run() {
    setRunning(true);
    const reply = await adminCall<MigrationReply>('POST', apiPaths.admin.migrateProfilePhotos, {});
    setRunning(false);
    if (!reply.ok) {
      toast({
        type: 'error',
        title: ADMIN_TEXTS.migrationFailedTitle,
        description: failureText(reply, 'The migration could not run.'),
      });
      return;
    }
    setResult(reply.value);
    adminDataChanged();
    toast({
      type: 'success',
      title: ADMIN_TEXTS.migrationCompletedTitle,
      description: migrationCompletedText(reply.value.migrated, reply.value.total),
    });
  }
  return (
    <AdminCard
      title="Profile Photo Migration"
      description="Copy profile photos from the old storage into Greenroom's own."
      action={
        <Button size="sm" loading={running} onClick={() => void run()}>
          {running ? ADMIN_TEXTS.migrating : ADMIN_TEXTS.runMigration}
        </Button>
      }
    >
      {result ? (
        <div role="status" className={css({ display: 'grid', gap: '2' })}>
          <dl className={css({ display: 'flex', gap: '6' })}>
            {(
              [
                ['Total', result.total],
                ['Migrated', result.migrated],
                ['Failed', result.failed],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className={muted}>{label}</dt>
                <dd className={css({ fontSize: 'xl', fontWeight: '700' })}>{value}</dd>
              </div>
            ))}
          </dl>
          {result.errors.length > 0 ? (
            <ul
              aria-label="Migration errors"
              className={css({ fontSize: 'sm', color: 'danger.fg' })}
            >
              {result.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className={muted}>Nothing has run in this visit yet.</p>
      )}
    </AdminCard>
  );
}
