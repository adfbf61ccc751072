// What the optimistic own row and the server's row share for the settings writes: the flags sent
// replace the stored ones; flags not sent stay as they are.
import type { SettingsFlags } from '../schemas/users';

export type SettingsChange = Partial<SettingsFlags>;

/** The flags a settings body changes (only those present). */
export function settingsChange(body: SettingsChange): SettingsChange {
  const change: SettingsChange = {};
  for (const [key, value] of Object.entries(body) as [keyof SettingsFlags, unknown][]) {
    if (typeof value === 'boolean') change[key] = value;
  }
  return change;
}

export function editedSettings<U extends SettingsFlags>(user: U, body: SettingsChange): U {
  return { ...user, ...settingsChange(body) };
}
