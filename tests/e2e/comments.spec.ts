// Comments and mentions (#34), by two members: a comment written offline shows at once with the
// pending mark, is sent once the device is online again, reaches the post's author live on the
// card and as a notification; "@" offers members by name, chosen by the keyboard alone, and the
// mention links to the profile and tells the member.
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import { HomePosts } from './fixtures/sync-home';

test('a comment written offline: pending, sent once online, live on the author’s card, told once', async ({
  page: author,
  otherPage: fan,
}) => {
  await signUpMember(author, { firstName: 'Lena', lastName: 'Lumiere' });
  await signUpMember(fan, { firstName: 'Felix', lastName: 'Fan' });
  const content = `Our thesis trailer is up ${randomUUID().slice(0, 8)}`;
  const postId = randomUUID();
  expect(
    (await author.request.post('/api/posts', { data: { id: postId, content } })).status(),
  ).toBe(201);

  const authorHome = new HomePosts(author);
  await authorHome.open();
  await expect(authorHome.post(content).getByRole('link', { name: 'Add a comment' })).toBeVisible({
    timeout: 15_000,
  });
  const fanHome = new HomePosts(fan);
  await fanHome.open();
  await expect(fanHome.syncStatus()).toHaveAccessibleName(/Synced/);
  await fanHome.post(content).getByRole('link', { name: 'Add a comment' }).click();
  await expect(fan).toHaveURL(new RegExp(`/posts/${postId}$`));
  await expect(fan.getByText('No comments yet')).toBeVisible();

  await fan.context().setOffline(true);
  const words = `The colour in the second shot ${randomUUID().slice(0, 6)}`;
  await fan.getByRole('combobox', { name: 'Write a comment' }).fill(words);
  await fan.getByRole('button', { name: 'Comment', exact: true }).click();
  const mine = fan.getByRole('article', { name: 'Comment by Felix Fan' });
  await expect(mine.getByText(words)).toBeVisible();
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  await expect(fan.getByRole('combobox', { name: 'Write a comment' })).toHaveValue('');

  await fan.context().setOffline(false);
  await expect(mine.getByText('Pending', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  const onAuthor = authorHome.post(content);
  await expect(onAuthor.getByText(words)).toBeVisible({ timeout: 15_000 });
  await expect(onAuthor.getByRole('link', { name: 'See 1 comment' })).toBeVisible();
  const stored = (await (await author.request.get(`/api/posts/${postId}/comments`)).json()) as {
    comments: unknown[];
  };
  expect(stored.comments).toHaveLength(1);

  await author.getByRole('button', { name: /^Notifications/ }).click();
  await expect(author.getByText('Felix Fan commented on your post')).toBeVisible({
    timeout: 15_000,
  });
  await author.keyboard.press('Escape');

  // The post's author deletes the comment on their post.
  await author.goto(`/posts/${postId}`);
  const theirs = author.getByRole('article', { name: 'Comment by Felix Fan' });
  await expect(theirs.getByText(words)).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(author);
  // The delete empties the replica's list, so the page reads the server's; seen in a clean run,
  // that list came before the delete reached the server. Made so here: the push waits for it.
  let listed!: () => void;
  const listRead = new Promise<void>((resolve) => {
    listed = resolve;
  });
  await author.context().route(`**/api/posts/${postId}/comments`, async (route) => {
    await route.fulfill({ response: await route.fetch() });
    listed();
  });
  await author.context().route('**/api/sync/push', async (route) => {
    await Promise.race([listRead, new Promise((later) => setTimeout(later, 5_000))]);
    await route.fallback();
  });
  await theirs.getByRole('button', { name: 'Delete the comment by Felix Fan' }).click();
  await author
    .getByRole('alertdialog', { name: 'Delete this comment?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  // Once the server has the delete, the list read before it has long been drawn: not with it.
  await expect
    .poll(
      async () =>
        (
          (await (await author.request.get(`/api/posts/${postId}/comments`)).json()) as {
            comments: unknown[];
          }
        ).comments.length,
    )
    .toBe(0);
  await expect(theirs).toHaveCount(0);
  await expect(mine).toHaveCount(0, { timeout: 15_000 });
});

test('"@" offers members by name; chosen by the keyboard, the mention links to the profile and tells them', async ({
  page: lena,
  otherPage: felix,
}) => {
  // A surname of letters no other member of the run has.
  const surname = `Lu${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const fullName = `Lena ${surname}`;
  const lenaMember = await signUpMember(lena, { firstName: 'Lena', lastName: surname });
  await signUpMember(felix, { firstName: 'Felix', lastName: 'Fan' });
  // Lena's post brings her profile into Felix's replica; Felix comments on his own post.
  expect(
    (
      await lena.request.post('/api/posts', { data: { content: 'Casting call for Friday' } })
    ).status(),
  ).toBe(201);
  const postId = randomUUID();
  const content = `Rough cut ready ${randomUUID().slice(0, 8)}`;
  expect((await felix.request.post('/api/posts', { data: { id: postId, content } })).status()).toBe(
    201,
  );
  await new HomePosts(lena).open();
  const felixHome = new HomePosts(felix);
  await felixHome.open();
  await expect(felixHome.post('Casting call for Friday')).toBeVisible({ timeout: 15_000 });
  await felix.goto(`/posts/${postId}`);

  const box = felix.getByRole('combobox', { name: 'Write a comment' });
  await box.click();
  await felix.keyboard.type(`Notes from @${surname.slice(0, 5).toLowerCase()}`);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const list = felix.getByRole('listbox', { name: 'Members to mention' });
  const option = list.getByRole('option', { name: fullName });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await expectNoAxeViolations(felix);
  await felix.keyboard.press('Enter');
  await expect(box).toHaveValue(`Notes from @${fullName} `);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await felix.keyboard.type('please');
  await felix.keyboard.press('Tab');
  await expect(felix.getByRole('button', { name: 'Comment', exact: true })).toBeFocused();
  await felix.keyboard.press('Enter');

  const mention = felix
    .getByRole('article', { name: 'Comment by Felix Fan' })
    .getByRole('link', { name: `@${fullName}` });
  await expect(mention).toHaveAttribute('href', `/profile/${lenaMember.id}`);
  await lena.getByRole('button', { name: /^Notifications/ }).click();
  await expect(lena.getByText('Felix Fan mentioned you in a comment')).toBeVisible({
    timeout: 15_000,
  });
});
