// The feed's empty state (spec part 2 §2): a welcome and 'Create Your First Post'.
import { SCHOOL_NAME } from '@greenroom/shared-model/constants';
import { POST_TEXTS } from '@greenroom/shared-model/texts';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

export function WelcomeCard({ onCreatePost }: { onCreatePost: () => void }) {
  const user = useSignedInUser();
  return (
    <Card.Root>
      <Card.Body className={css({ alignItems: 'center', textAlign: 'center', py: '8' })}>
        <h2 className={css({ textStyle: 'heading', fontSize: 'xl' })}>
          Welcome to the community, {user.firstName}!
        </h2>
        <p className={css({ color: 'fg.muted', maxW: '28rem' })}>
          Nothing has been shared yet. Connect with other {SCHOOL_NAME} students by posting your
          first update or job.
        </p>
        <Button onClick={onCreatePost}>{POST_TEXTS.createFirstPost}</Button>
      </Card.Body>
    </Card.Root>
  );
}
