/**
 * An `<iframe>` of a third party's or the agency's page (the map, street view, a player)
 * that is made only once its page answers (frame-check.ts); until then a placeholder of
 * its shape holds its place, and when the page cannot be loaded a message says so, with
 * a way to try again. Styles: consent-gate.css.
 */
import { useLingui } from '@lingui/react/macro';
import { type IframeHTMLAttributes, type Ref, useEffect, useState } from 'react';
import { frameReachable } from './frame-check.ts';

export interface CheckedFrameProps extends IframeHTMLAttributes<HTMLIFrameElement> {
  src: string;
  /** sizes the placeholder and the message as the frame would be */
  className: string;
  frameRef?: Ref<HTMLIFrameElement>;
}

export function CheckedFrame({ src, className, frameRef, ...frame }: CheckedFrameProps) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ src: string; attempt: number; reachable: boolean }>();

  useEffect(() => {
    let live = true;
    void frameReachable(src).then((reachable) => live && setState({ src, attempt, reachable }));
    return () => {
      live = false;
    };
  }, [src, attempt]);

  const known = state?.src === src && state.attempt === attempt ? state.reachable : undefined;
  if (known === undefined) return <div className={`${className} placeholder`} aria-busy="true" />;
  if (known) return <iframe ref={frameRef} className={className} src={src} {...frame} />;
  return (
    <div className={`${className} consent-gate frame-failed`} part="frame-failed">
      <p className="consent-gate__text" role="status">
        {t({ id: 'ui.frame.failed', message: 'This part of the page could not be loaded.' })}
      </p>
      <button type="button" className="consent-gate__accept" onClick={() => setAttempt((count) => count + 1)}>
        {t({ id: 'ui.frame.retry', message: 'Try again' })}
      </button>
    </div>
  );
}
