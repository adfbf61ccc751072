// Skill endorsements (#34), by two connected members: "Endorse" on a skill shows at once and
// reaches the member (one notification, "Endorsed by 1" with who in a dialog); taken back offline
// it waits and is sent once the device is online again. A member who is not a connection sees no
// "Endorse".
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';

test('a connection endorses a skill: at once, told once, who endorses; taken back offline', async ({
  page: member,
  otherPage: friend,
}) => {
  const ada = await signUpMember(member, { firstName: 'Ada', lastName: 'Endorsee' });
  const bo = await signUpMember(friend, { firstName: 'Bo', lastName: 'Endorser' });
  expect(
    (
      await member.request.put('/api/users/profile', { data: { skills: ['Editing', 'Directing'] } })
    ).status(),
  ).toBe(200);

  // Not connected yet: no "Endorse".
  await friend.goto(`/profile/${ada.id}`);
  const skills = friend.getByRole('list', { name: 'Skills' });
  await expect(skills.getByRole('link', { name: 'Find students skilled in Editing' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(friend.getByRole('button', { name: 'Endorse Editing' })).toHaveCount(0);

  const asked = await member.request.post('/api/connections', { data: { addresseeId: bo.id } });
  const { id } = (await asked.json()) as { id: string };
  expect(
    (await friend.request.put(`/api/connections/${id}`, { data: { status: 'accepted' } })).status(),
  ).toBe(200);

  const endorse = friend.getByRole('button', { name: 'Endorse Editing' });
  await expect(endorse).toBeVisible({ timeout: 15_000 });
  await expect(endorse).toHaveAttribute('aria-pressed', 'false');
  await endorse.click();
  await expect(endorse).toHaveAttribute('aria-pressed', 'true');
  await expect(friend.getByRole('button', { name: 'Endorsed by 1' })).toBeVisible({
    timeout: 15_000,
  });

  // Ada is told, and her profile says who endorses.
  await member.goto('/profile');
  await member.getByRole('button', { name: /^Notifications/ }).click();
  await expect(member.getByText('Bo Endorser endorsed your skill Editing')).toBeVisible({
    timeout: 15_000,
  });
  await member.keyboard.press('Escape');
  await member.getByRole('button', { name: 'Endorsed by 1' }).click();
  const dialog = member.getByRole('dialog', { name: 'Editing: Endorsed by 1' });
  await expect(dialog.getByRole('link', { name: 'Bo Endorser' })).toBeVisible();
  await expectNoAxeViolations(member);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Taken back offline: at once on Bo's screen, sent when the device is online again.
  await friend.context().setOffline(true);
  await endorse.click();
  await expect(endorse).toHaveAttribute('aria-pressed', 'false');
  await friend.context().setOffline(false);
  await expect
    .poll(
      async () => {
        const reply = await member.request.get(`/api/users/${ada.id}/endorsements`);
        const body = (await reply.json()) as { skills: { skill: string; count: number }[] };
        return body.skills.find((s) => s.skill === 'Editing')?.count;
      },
      { timeout: 15_000 },
    )
    .toBe(0);
});
