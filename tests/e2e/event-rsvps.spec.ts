// Answers to events (#34), by two members: "Going" shows at once and reaches the organiser (the
// counts live, one notification, who is going on the event page); an answer changed offline waits
// and is sent once the device is online again; "Add to calendar" downloads the event's .ics file.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';

test('Going: at once, live to the organiser, told once, who is going; changed offline; the calendar file', async ({
  page: organiser,
  otherPage: guest,
}) => {
  await signUpMember(organiser, { firstName: 'Olga', lastName: 'Organiser' });
  await signUpMember(guest, { firstName: 'Gus', lastName: 'Guest' });
  const title = `Open mic ${randomUUID().slice(0, 8)}`;
  const eventId = randomUUID();
  const eventDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
  expect(
    (
      await organiser.request.post('/api/events', {
        data: { id: eventId, title, description: 'Bring a song.', eventDate, location: 'Studio 4' },
      })
    ).status(),
  ).toBe(201);

  await organiser.goto(`/events/${eventId}`);
  await guest.goto(`/events/${eventId}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
  const going = guest.getByRole('button', { name: 'Going', exact: true });
  const interested = guest.getByRole('button', { name: 'Interested', exact: true });
  await expect(going).toHaveAttribute('aria-pressed', 'false');
  await expect(going).toBeEnabled({ timeout: 15_000 });
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(guest.getByText('1 going', { exact: true })).toBeVisible();

  // The organiser's page follows live: the count, who is going, and one notification.
  await expect(organiser.getByText('1 going', { exact: true })).toBeVisible({ timeout: 15_000 });
  const list = organiser.getByRole('region', { name: 'Who is going (1)' });
  await expect(list.getByRole('link', { name: 'Gus Guest' })).toBeVisible({ timeout: 15_000 });
  await organiser.getByRole('button', { name: /^Notifications/ }).click();
  await expect(organiser.getByText(`Gus Guest is going to “${title}”`)).toBeVisible({
    timeout: 15_000,
  });
  await organiser.keyboard.press('Escape');
  await expectNoAxeViolations(organiser);

  // Changed offline: at once on the guest's page, sent when the device is online again.
  await guest.context().setOffline(true);
  await interested.click();
  await expect(interested).toHaveAttribute('aria-pressed', 'true');
  await expect(going).toHaveAttribute('aria-pressed', 'false');
  await expect(guest.getByText('1 interested', { exact: true })).toBeVisible();
  await guest.context().setOffline(false);
  await expect(organiser.getByText('1 interested', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(organiser.getByRole('region', { name: 'Interested (1)' })).toBeVisible({
    timeout: 15_000,
  });
  // Only the organiser sees who is interested.
  await expect(guest.getByRole('region', { name: /^Interested/ })).toHaveCount(0);

  const [download] = await Promise.all([
    guest.waitForEvent('download'),
    guest.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^open-mic-[a-z0-9-]+\.ics$/);
  const file = await readFile((await download.path())!, 'utf8');
  expect(file).toContain(`SUMMARY:${title}`);
  expect(file).toContain('LOCATION:Studio 4');
  expect(file).toContain(`DTSTART:${eventDate.replace(/[-:]/g, '').replace(/\.\d+/, '')}`);
});
