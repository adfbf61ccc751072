// Results of /discover: the server's search when it can be reached; otherwise, at once, the
// profiles on this device (and the screen says so).
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  type DiscoverFilters,
  discoverQuery,
} from '@greenroom/shared-model/helpers/discover-filters';
import type { User, UserSearchResult } from '@greenroom/shared-model/schemas/users';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb, useSyncStatus } from '../../../sync/sync-context';
import { useServerRead } from '../../../sync/use-server-read';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { searchOnDevice } from '../search-on-device';

export type UserSearchView =
  | { status: 'loading' }
  | { status: 'ok'; users: (User & Partial<UserSearchResult>)[]; fromDevice: boolean }
  | { status: 'error'; message: string; retry: () => void };

export function useUserSearch(filters: DiscoverFilters): UserSearchView {
  const me = useSignedInUser();
  const db = useMemberDb();
  const { online } = useSyncStatus();
  const url = online ? apiPaths.users.search(discoverQuery(filters)) : null;
  const read = useServerRead<UserSearchResult[]>(url);
  const onDevice = !online || read.status === 'error';
  const key = JSON.stringify(filters);
  const local = useLiveQuery(async () => {
    if (!db || !onDevice) return undefined;
    return searchOnDevice((await db.users.toArray()) as User[], filters, me.id);
  }, [db, onDevice, key, me.id]);
  if (onDevice && local) return { status: 'ok', users: local, fromDevice: true };
  if (!onDevice && read.status === 'ok')
    return { status: 'ok', users: read.value, fromDevice: false };
  if (read.status === 'error' && !db) return read;
  return { status: 'loading' };
}
