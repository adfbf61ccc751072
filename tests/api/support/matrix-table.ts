// Reads the authorization matrix (a Markdown table) into rows: route × role → expected status.
import { ROLES, type Role, TARGETS, type Target } from './matrix-actors';

export interface MatrixRow {
  /** `METHOD /path` exactly as the app registers it. */
  route: string;
  target: Target | undefined;
  expected: Record<Role, number>;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

export function parseMatrix(markdown: string): MatrixRow[] {
  // The matrix is the table whose first column is `route` (the legend tables come before it).
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => cells(line)[0] === 'route');
  const table = lines.slice(start).filter((line) => line.trim().startsWith('|'));
  const [header, , ...body] = table;
  const columns = cells(header ?? '');
  const expectedColumns = ['route', 'target', ...ROLES];
  if (columns.join(',') !== expectedColumns.join(',')) {
    throw new Error(`matrix columns must be: ${expectedColumns.join(' | ')}`);
  }
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
    return { route, target: target === '' ? undefined : (target as Target), expected };
  });
}
