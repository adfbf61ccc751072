import { expect, type Locator, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';

/** Keyboard, as a member without a mouse would: focus the switch and press Space. */
async function toggle(control: Locator) {
  await control.focus();
  await control.press('Space');
}

test('switches save at once, hold across a reload, and the e-mail kinds wait for the master switch', async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Gia', lastName: 'Settings' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Before the member's database is open the switches are disabled: axe the page in both states.
  await expectNoAxeViolations(page);
  await expect(page.getByRole('switch', { name: /Hide profile views/ })).toBeEnabled();

  const hide = page.getByRole('switch', { name: /Hide profile views/ });
  await expect(hide).not.toBeChecked();
  await toggle(hide);
  await expect(page.getByText('Privacy Settings Updated')).toBeVisible();
  await expect(hide).toBeChecked();

  const master = page.getByRole('switch', { name: /^Email notifications/ });
  const matches = page.getByRole('switch', { name: /Job matches/ });
  await expect(matches).toBeEnabled();
  await toggle(matches);
  await expect(matches).not.toBeChecked();
  await toggle(master);
  await expect(page.getByText('Email Settings Updated').first()).toBeVisible();
  await expect(matches).toBeDisabled();
  await expect(page.getByRole('switch', { name: /Profile views/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Sent and kept: the server's copy and a reload agree.
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>,
      {
        timeout: 15_000,
      },
    )
    .toMatchObject({ hideProfileViews: true, emailNotifications: false, emailJobMatches: false });
  await page.reload();
  await expect(page.getByRole('switch', { name: /Hide profile views/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Email notifications/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Job matches/ })).toBeDisabled();
});

test('changing the password: the spec’s checks, the server’s refusal, then success', async ({
  page,
}) => {
  const member = await signUpMember(page, { firstName: 'Hal', lastName: 'Password' });
  await page.goto('/settings');
  const current = page.getByLabel('Current password', { exact: true });
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const submit = page.getByRole('button', { name: 'Update Password' });

  await submit.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await next.fill('abc');
  await expect(page.getByText('New password must be at least 6 characters')).toBeVisible();
  await next.fill('new-secret-1');
  await confirm.fill('new-secret-2');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expectNoAxeViolations(page);

  await current.fill('not-my-password');
  await confirm.fill('new-secret-1');
  await submit.click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await current.fill(member.password);
  await submit.click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(current).toHaveValue('');

  const login = await page.request.post('/api/auth/login', {
    data: { email: member.email, password: 'new-secret-1' },
  });
  expect(login.status()).toBe(200);
});
