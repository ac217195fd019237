/**
 * The event both detail screens send when a property or a project is on screen: the page
 * can name its tab after it (`<agency-app>` does), count it in its analytics, or fill a
 * breadcrumb. Sent once per thing shown, again when its language changes.
 */
import { useEffect } from 'react';
import { emit } from '../../define/events.ts';

declare module '../../define/events.ts' {
  interface AgencyEventMap {
    'agency-detail': DetailShown;
  }
}

export interface DetailShown {
  kind: 'property' | 'project';
  id: number;
  /** what it is called in the screen's language (core/property/title.ts) */
  title: string;
  language: string;
}

export function useDetailShown(host: HTMLElement, shown: DetailShown | undefined): void {
  const key = shown && `${shown.kind}:${shown.id}:${shown.language}:${shown.title}`;
  useEffect(() => {
    if (shown) emit(host, 'agency-detail', shown);
  }, [host, key]);
}
