// Reads the authorization matrix (a Markdown table) into rows: route × role → expected status.
import { ROLES, type Role, TARGETS, type Target, UNVERIFIED_ROLE } from './matrix-actors';

export interface MatrixRow {
  /** `METHOD /path` exactly as the app registers it. */
  route: string;
  target: Target | undefined;
  expected: Record<Role, number>;
}

/** The `| route | unverified |` table: the status each route answers an unverified account. */
export function parseUnverified(markdown: string): Map<string, number> {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => cells(line).join(',') === `route,${UNVERIFIED_ROLE}`);
  if (start < 0) throw new Error(`no table with the columns: route | ${UNVERIFIED_ROLE}`);
  const table: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    table.push(line);
  }
  const statuses = new Map<string, number>();
  for (const line of table) {
    const [route = '', cell = ''] = cells(line);
    const status = Number(cell);
    if (!Number.isInteger(status)) throw new Error(`${route}: no status for ${UNVERIFIED_ROLE}`);
    if (statuses.has(route)) throw new Error(`${route}: two rows in the ${UNVERIFIED_ROLE} table`);
    statuses.set(route, status);
  }
  return statuses;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

export function parseMatrix(markdown: string): MatrixRow[] {
  // The matrix is the table whose columns are `route | target | <roles>`; the unverified role
  // has a table of its own (`parseUnverified`), merged in here.
  const lines = markdown.split('\n');
  const expectedColumns = ['route', 'target', ...ROLES];
  const start = lines.findIndex((line) => cells(line).join(',') === expectedColumns.join(','));
  if (start < 0) throw new Error(`matrix columns must be: ${expectedColumns.join(' | ')}`);
  const body: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    body.push(line);
  }
  const unverified = parseUnverified(markdown);
  return body.map((line) => {
    const [route = '', target = '', ...statuses] = cells(line);
    if (target !== '' && !(TARGETS as readonly string[]).includes(target)) {
      throw new Error(`${route}: unknown target "${target}" (one of ${TARGETS.join(', ')})`);
    }
    const expected = Object.fromEntries(
      ROLES.map((role, i) => {
        const status = Number(statuses[i]);
        if (!Number.isInteger(status)) throw new Error(`${route}: no status for ${role}`);
        return [role, status];
      }),
    ) as Record<Role, number>;
    // A route missing from the unverified table: NaN, reported by the test as a missing row.
    expected[UNVERIFIED_ROLE] = unverified.get(route) ?? Number.NaN;
    return { route, target: target === '' ? undefined : (target as Target), expected };
  });
}
