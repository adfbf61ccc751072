import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { latestMailTo } from './fixtures/mail';
import { signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { goOffline } from './fixtures/sync-network';

// A real 64x48 PNG (red): large enough to crop.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAdUlEQVRoge2SAQkAQBCD7F/ajyHHDwygYwinITdwAeQrugtxF3IDF0C+orsQdyE3cAHkK7oLcRdyAxdAvqK7EHchN3AB5Cu6C3EXcgMXQL6iuxB3ITdwAeQrugtxF3IDF0C+orsQdyE3cAHkK7oLcRdyAz8PeKXB9KbVES7aAAAAAElFTkSuQmCC',
  'base64',
);

/** ark-ui Select: open the trigger, pick the option by its text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a member edits their profile: errors as they type, then saved, and kept after a reload', async ({
  page,
}) => {
  // "Other": a program the catalogue places nowhere, so no school or major yet.
  await signUpMember(page, { firstName: 'Pia', lastName: 'Moreau', program: 'Other' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Pia Moreau' })).toBeVisible();
  await expect(page.getByText('Tisch Student')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Major' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('First name').fill('');
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('Website').fill('not a link');
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await dialog.getByLabel('First name').fill('Pia');
  await dialog.getByLabel('Website').fill('https://pia.example');
  // Saving without a school and major names what is missing (the new member has neither yet).
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('School is required')).toBeVisible();
  await expect(dialog.getByText('Major is required')).toBeVisible();
  await choose(page, 'School', 'Tisch School of the Arts');
  await choose(page, 'Major', 'Film and Television');
  await dialog.getByLabel('Bio').fill('Cinematographer who loves night exteriors.');
  await dialog.getByLabel('Instagram username').fill('@pia.films');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Film and Television · Tisch School of the Arts')).toBeVisible();

  // Skills from the catalogue, filtered as the member types; no duplicates offered.
  await page.getByRole('button', { name: 'Edit skills' }).click();
  await page.getByLabel('Add a skill').fill('cinemat');
  await page.getByRole('button', { name: '+ Cinematography' }).click();
  await page.getByLabel('Add a skill').fill('cinemat');
  await expect(page.getByRole('button', { name: '+ Cinematography' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save skills' }).click();
  await expect(page.getByText('Skills updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Cinematographer who loves night exteriors.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' })).toContainText('Cinematography');
  await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    /instagram\.com\/pia\.films/,
  );
  await expect(page.getByText('Film and Television · Tisch School of the Arts')).toBeVisible();
});

test('a course with a wrong code is refused; a second member in the same class sees a classmate, also offline', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const ana = await first.newPage();
  const anaMember = await signUpMember(ana, { firstName: 'Ana', lastName: 'Lund' });
  await ana.goto('/profile');
  await ana.getByRole('button', { name: 'Add Course' }).click();
  const dialog = ana.getByRole('dialog', { name: 'Add Course' });
  await dialog.getByLabel('Course code').fill('FILM 101');
  await dialog.getByLabel('Course name').fill('Sight & Sound: Filmmaking');
  await expect(
    dialog.getByText('Course code must follow NYU format: DEPT-LEVEL #### (e.g., FMTV-UT 1040)'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Course' })).toBeDisabled();
  await expectNoAxeViolations(ana);
  await dialog.getByLabel('Course code').fill('fmtv-ut 1040');
  await dialog.getByLabel('Section').fill('003');
  await dialog.getByRole('button', { name: 'Add Course' }).click();
  await expect(ana.getByText('Course added successfully')).toBeVisible();
  const course = ana.getByRole('listitem', { name: 'FMTV-UT 1040 Sight & Sound: Filmmaking' });
  await expect(course).toContainText('Section 003');
  await expect(course).toContainText('No classmates here yet.');

  const second = await browser.newContext();
  const ben = await second.newPage();
  await signUpMember(ben, { firstName: 'Ben', lastName: 'Okafor' });
  await ben.goto('/profile');
  await waitForServiceWorkerControl(ben);
  await ben.getByRole('button', { name: 'Add Course' }).click();
  const benDialog = ben.getByRole('dialog', { name: 'Add Course' });
  await benDialog.getByLabel('Course code').fill('FMTV-UT 1040');
  await benDialog.getByLabel('Course name').fill('Sight and Sound');
  await benDialog.getByLabel('Section').fill('003');
  await benDialog.getByRole('button', { name: 'Add Course' }).click();
  const classmates = ben.getByRole('list', { name: 'Classmates in FMTV-UT 1040' });
  await expect(classmates.getByRole('link', { name: 'Ana Lund' })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(ben);

  // Ana's profile, seen once online, opens offline with her course.
  await classmates.getByRole('link', { name: 'Ana Lund' }).click();
  await expect(ben.getByRole('heading', { level: 1, name: 'Ana Lund' })).toBeVisible();
  await expect(ben.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    `mailto:${anaMember.email}`,
  );
  await expect(ben.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(ben.getByRole('button', { name: 'Add Course' })).toHaveCount(0);
  await expect(
    ben.getByRole('listitem', { name: 'FMTV-UT 1040 Sight & Sound: Filmmaking' }),
  ).toBeVisible();
  await goOffline(second);
  await ben.reload();
  await expect(ben.getByRole('heading', { level: 1, name: 'Ana Lund' })).toBeVisible();
  await expect(
    ben.getByRole('listitem', { name: 'FMTV-UT 1040 Sight & Sound: Filmmaking' }),
  ).toBeVisible();
  await expectNoAxeViolations(ben);

  // Ana edits, then deletes her course; the owner's changes show at once.
  await course.getByRole('button', { name: /^Edit / }).click();
  const edit = ana.getByRole('dialog', { name: 'Edit Course' });
  await edit.getByLabel('Professor').fill('Prof. Varda');
  await edit.getByRole('button', { name: 'Save Course' }).click();
  await expect(ana.getByText('Course updated')).toBeVisible();
  await expect(course).toContainText('Prof. Varda');
  await course.getByRole('button', { name: /^Delete / }).click();
  const confirm = ana.getByRole('alertdialog', { name: 'Delete Course' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(ana);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(ana.getByText('Course removed')).toBeVisible();
  await expect(course).toHaveCount(0);
  await first.close();
  await second.close();
});

test('a member crops and uploads a profile photo', async ({ page }) => {
  await signUpMember(page, { firstName: 'Ines', lastName: 'Duarte' });
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Ines Duarte' }).waitFor();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
  const crop = page.getByRole('dialog', { name: 'Crop Your Photo' });
  await expect(crop).toBeVisible();
  await expectNoAxeViolations(page);
  await crop.getByLabel('Zoom').fill('2');
  await expect(crop.getByLabel('Zoom')).toHaveValue('2');
  await crop.getByRole('button', { name: 'Save photo' }).click();
  await expect(crop).toBeHidden();
  const photo = page.locator('main img').first();
  // Shown at once with a cache-busting query, then as the server's row says it.
  await expect(photo).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.jpg(\?t=\d+)?$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  // Not an image: refused before anything is sent, with the spec's message.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await (await again).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByText('Please select an image file')).toBeVisible();
});

test('a verified member is asked to complete their profile: steps done and undone, then dismissed for good', async ({
  page,
}) => {
  // Signed up with "Film and Television": the program gave the profile its school and major.
  const member = await signUpMember(
    page,
    { firstName: 'Nia', lastName: 'Onboard' },
    { verified: false },
  );
  const welcome = page.getByRole('heading', { name: 'Welcome, Nia' });
  const card = page.getByRole('region', { name: 'Complete your profile' });
  // Before verification the account sees only "Check your inbox" (ADR 023), no card.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(card).toHaveCount(0);

  const mail = await latestMailTo(member.email, 'Confirm your');
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, mail).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(welcome).toBeVisible();
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 of 6 done');
  await expect(card.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  const steps = card.getByRole('listitem');
  await expect(steps.filter({ hasText: 'Add your school and major' })).toContainText('(done)');
  await expect(card.getByRole('link', { name: 'Add your school and major' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Add a profile photo' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(card.getByRole('link', { name: 'Make your first connection' })).toHaveAttribute(
    'href',
    '/discover',
  );

  // Skills and a course added on another device: the card follows.
  const skills = await page.request.put('/api/users/profile', {
    data: { skills: ['Cinematography', 'Editing'] },
  });
  expect(skills.status(), await skills.text()).toBe(200);
  const course = await page.request.post('/api/courses', {
    data: { id: crypto.randomUUID(), courseCode: 'FMTV-UT 1040', courseName: 'Sight & Sound' },
  });
  expect(course.status(), await course.text()).toBe(201);
  await page.reload();
  await expect(card).toContainText('3 of 6 done');
  await expect(steps.filter({ hasText: 'List your skills' })).toContainText('(done)');
  await expect(steps.filter({ hasText: 'Add a course you are taking' })).toContainText('(done)');
  await expect(card.getByRole('link', { name: 'Add a portfolio piece' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Dismissed: gone, and still gone after a reload.
  await card.getByRole('button', { name: 'Dismiss Complete your profile' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a post' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('an unknown member reads "User not found"', async ({ page }) => {
  await signUpMember(page);
  await page.goto('/profile/3b241101-e2bb-4255-8caf-4136c566a962');
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
});
