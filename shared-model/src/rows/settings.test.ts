import { describe, expect, it } from 'vitest';
import { editedSettings, settingsChange } from './settings';

const flags = {
  hideProfileViews: false,
  emailNotifications: true,
  emailJobMatches: true,
  emailConnectionRequests: true,
  emailJobApplications: true,
  emailProfileViews: true,
  emailComments: true,
  emailMessages: true,
};

describe('settings rows', () => {
  it('changes only the flags sent', () => {
    expect(settingsChange({ emailJobMatches: false })).toEqual({ emailJobMatches: false });
    expect(editedSettings({ ...flags, id: 'me' }, { hideProfileViews: true })).toEqual({
      ...flags,
      id: 'me',
      hideProfileViews: true,
    });
  });

  it('ignores keys that are not flags', () => {
    expect(settingsChange({ emailJobMatches: undefined } as never)).toEqual({});
  });
});
