// Usage analytics on this device: on by default, off when the member says so (kept on this
// device), and always off when the browser asks not to be tracked.
import { useState } from 'react';
import {
  browserAsksNotToTrack,
  deviceOptedOut,
  setDeviceOptOut,
} from '../../../client-core/analytics/consent';
import { analyticsQueue } from '../../../client-core/analytics/queue';
import * as Card from '../../../ui/card';
import { Switch } from '../../../ui/switch';
import { toast } from '../../../ui/toast';

export function UsageAnalyticsSection() {
  const blocked = browserAsksNotToTrack();
  const [sharing, setSharing] = useState(() => !blocked && !deviceOptedOut());
  const change = (on: boolean) => {
    setDeviceOptOut(!on);
    // Turning it off also drops what was waiting to be sent.
    if (!on) analyticsQueue.clear();
    setSharing(on);
    toast({
      type: 'success',
      title: on ? 'Usage analytics turned on' : 'Usage analytics turned off',
    });
  };
  return (
    <Card.Root aria-labelledby="analytics-title">
      <Card.Header>
        <Card.Title id="analytics-title">Usage analytics</Card.Title>
      </Card.Header>
      <Card.Body>
        <Switch
          label="Share usage analytics from this device"
          description={
            blocked
              ? 'Your browser asks sites not to track you, so Greenroom records nothing from this device.'
              : 'Which pages you open and what you search, click and highlight, without what you type, so the school can see how Greenroom is used.'
          }
          checked={sharing}
          disabled={blocked}
          onCheckedChange={change}
        />
      </Card.Body>
    </Card.Root>
  );
}
