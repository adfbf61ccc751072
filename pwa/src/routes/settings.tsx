import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/settings/components/settings-page';

type Outcome = '1' | '0';
const outcome = (value: unknown): Outcome | undefined =>
  value === 1 || value === '1' ? '1' : value === 0 || value === '0' ? '0' : undefined;

// Where links land: ?emailChanged=1|0 (a change of e-mail), ?googleLinked=1|0 (linking Google);
// the page says how it went.
export const Route = createFileRoute('/settings')({
  validateSearch: (
    raw: Record<string, unknown>,
  ): { emailChanged?: Outcome; googleLinked?: Outcome } => {
    const search: { emailChanged?: Outcome; googleLinked?: Outcome } = {};
    const email = outcome(raw.emailChanged);
    const google = outcome(raw.googleLinked);
    if (email) search.emailChanged = email;
    if (google) search.googleLinked = google;
    return search;
  },
  component: SettingsPage,
});
