/**
 * A test double of widgets/ui/navigation/Link.tsx for components rendered without their element
 * around them (Link asks its element for the host): a plain `<a>`, paths unchanged.
 * `vi.mock('../ui/navigation/Link.tsx', () => import('../testing/plain-link.tsx'))`.
 */
import type { ReactNode } from 'react';

export function Link({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export const siteHref = (path: string): string => path;
