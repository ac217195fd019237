import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface SendToFriendProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function SendToFriend({ headingLevel }: SendToFriendProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="send-to-friend">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="send-to-friend__heading">
        <span part="heading">{t({ id: 'sendToFriend.heading', message: 'New element: send to friend' })}</span>
      </Heading>
    </section>
  );
}
