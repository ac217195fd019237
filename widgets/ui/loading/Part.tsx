/**
 * A part of a screen that fails to render (unexpected data from a CRM, a browser that
 * refuses something) shows that it failed, in its own place, and the rest of the screen
 * stays: never an empty element. Sections, the gallery and every element's root are parts.
 */
import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { Alert } from '../controls/Alert.tsx';

function PartFailed() {
  const { t } = useLingui();
  return (
    <Alert tone="error">
      <p className="alert__text">{t({ id: 'ui.partFailed', message: 'This part of the page could not be shown.' })}</p>
    </Alert>
  );
}

export class Part extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('agency-widgets: a part of the page failed to render.', error);
  }

  override render() {
    return this.state.failed ? <PartFailed /> : this.props.children;
  }
}
