// What the fuzz suite sent and got, per route or mutator, printed once at the end.
export class Outcomes {
  private readonly byName = new Map<string, Map<number, number>>();

  record(name: string, status: number): void {
    const statuses = this.byName.get(name) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.byName.set(name, statuses);
  }

  get total(): number {
    let n = 0;
    for (const statuses of this.byName.values()) for (const c of statuses.values()) n += c;
    return n;
  }

  format(title: string): string {
    const lines = [...this.byName].map(([name, statuses]) => {
      const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
      const by = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}×${c}`)
        .join(' ');
      return `  ${name}: ${sent} inputs (${by})`;
    });
    return [`${title}: ${this.byName.size} covered, ${this.total} inputs`, ...lines].join('\n');
  }
}

/** Rejects when `promise` has not settled within `ms` (a hang). */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
