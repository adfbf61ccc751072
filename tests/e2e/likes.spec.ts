// Likes of posts (#34), by two members: a like shows at once and reaches the author (the count
// live, one notification however many like it); the post page says who likes it; a like taken
// back offline waits and is sent once the device is online again. A portfolio piece is liked in
// its viewer the same way.
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import { HomePosts } from './fixtures/sync-home';

test('a like: at once on the card, live to the author, told once, who likes it on the post page', async ({
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
  const fanHome = new HomePosts(fan);
  await authorHome.open();
  await fanHome.open();
  await expect(fanHome.syncStatus()).toHaveAccessibleName(/Synced/);
  const onFan = fanHome.post(content);
  const onAuthor = authorHome.post(content);
  await expect(onFan.getByText('0 likes')).toBeVisible({ timeout: 15_000 });

  const like = onFan.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(onFan.getByText('1 like', { exact: true })).toBeVisible();
  // The author's card follows live, and the bell has one notification.
  await expect(onAuthor.getByText('1 like', { exact: true })).toBeVisible({ timeout: 15_000 });
  await author.getByRole('button', { name: /^Notifications/ }).click();
  await expect(author.getByText('Felix Fan liked your post')).toBeVisible({ timeout: 15_000 });
  await author.keyboard.press('Escape');

  // The post page: the count, and who likes it.
  await author.goto(`/posts/${postId}`);
  await expect(author.getByText('Liked by Felix Fan')).toBeVisible({ timeout: 15_000 });
  await author.getByRole('button', { name: 'See all' }).click();
  const dialog = author.getByRole('dialog', { name: 'Liked by' });
  await expect(dialog.getByRole('link', { name: 'Felix Fan' })).toBeVisible();
  await expectNoAxeViolations(author);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Taken back offline: at once on the fan's card, sent when the device is online again.
  await fan.context().setOffline(true);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(onFan.getByText('0 likes')).toBeVisible();
  await fan.context().setOffline(false);
  await expect
    .poll(
      async () =>
        ((await (await author.request.get(`/api/posts/${postId}`)).json()) as { likeCount: number })
          .likeCount,
      { timeout: 15_000 },
    )
    .toBe(0);
  await expect(author.getByText('0 likes')).toBeVisible({ timeout: 15_000 });
  await expect(author.getByText(/^Liked by/)).toHaveCount(0);
});

test('a portfolio piece: Like in the viewer, the count on the owner’s, told once', async ({
  page: owner,
  otherPage: fan,
}) => {
  const maker = await signUpMember(owner, { firstName: 'Pia', lastName: 'Portfolio' });
  await signUpMember(fan, { firstName: 'Fritz', lastName: 'Fan' });
  const title = `Thesis reel ${randomUUID().slice(0, 8)}`;
  expect(
    (
      await owner.request.post('/api/portfolio', {
        data: { title, mediaUrl: 'https://youtu.be/dQw4w9WgXcQ', mediaType: 'youtube' },
      })
    ).status(),
  ).toBe(201);

  await fan.goto(`/profile/${maker.id}`);
  await fan.getByRole('button', { name: new RegExp(`^Open ${title}`) }).click();
  const viewer = fan.getByRole('dialog', { name: title });
  const like = viewer.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toBeEnabled({ timeout: 15_000 });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(viewer.getByText('1 like', { exact: true })).toBeVisible();
  await expectNoAxeViolations(fan);

  await owner.goto('/profile');
  await owner.getByRole('button', { name: /^Notifications/ }).click();
  await expect(owner.getByText(`Fritz Fan liked your portfolio piece “${title}”`)).toBeVisible({
    timeout: 15_000,
  });
  await owner.keyboard.press('Escape');
  await owner.getByRole('button', { name: new RegExp(`^Open ${title}`) }).click();
  await expect(
    owner.getByRole('dialog', { name: title }).getByText('1 like', { exact: true }),
  ).toBeVisible({ timeout: 15_000 });
});
