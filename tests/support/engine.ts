// Tests that cannot run on PGlite, marked where they stand (project pg-lite). PGlite is one
// connection: a test that holds a transaction open while another request commits would wait on
// itself forever. Those run on PostgreSQL only (project pg).
import { inject, it } from 'vitest';

const onPglite = inject('testDatabaseEngine') === 'pglite';

/** `it`, skipped on PGlite: the test needs two transactions open at once. */
export const itWithConcurrentTransactions = it.skipIf(onPglite);
