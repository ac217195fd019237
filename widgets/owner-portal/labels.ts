/** The words of the owner's history: its types, statuses and sources, as a table cell and a filter say them. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as stateMessages from '../../core/messages/state.ts';
import type { HistorySource, HistoryStatus, HistoryType } from '../../core/owner/history.ts';

/** Spec §2: "communications, calendar visits, online media and sources". */
export const TYPE_LABELS: Readonly<Record<HistoryType, MessageDescriptor>> = {
  communication: msg({ id: 'ownerPortal.type.communication', message: 'Communication' }),
  calendar: msg({ id: 'ownerPortal.type.calendar', message: 'Calendar visit' }),
  media: msg({ id: 'ownerPortal.type.media', message: 'Online media' }),
  source: msg({ id: 'ownerPortal.type.source', message: 'New prospect' }),
};

export const STATUS_LABELS: Readonly<Record<HistoryStatus, MessageDescriptor>> = {
  done: msg({ id: 'ownerPortal.status.done', message: 'Done' }),
  planned: msg({ id: 'ownerPortal.status.planned', message: 'Planned' }),
  // spec §3: the appointment status "confirmed", in the catalogue's words
  confirmed: { id: stateMessages.appointmentConfirmed.id },
  cancelled: msg({ id: 'ownerPortal.status.cancelled', message: 'Cancelled' }),
};

/** Portals keep their brand name in every language; the other channels are words. */
export const SOURCE_LABELS: Readonly<Record<HistorySource, MessageDescriptor | string>> = {
  website: msg({ id: 'ownerPortal.source.website', message: 'Our website' }),
  immoweb: 'Immoweb',
  zimmo: 'Zimmo',
  immovlan: 'Immovlan',
  realo: 'Realo',
  social_media: msg({ id: 'ownerPortal.source.socialMedia', message: 'Social media' }),
  sign_board: msg({ id: 'ownerPortal.source.signBoard', message: 'Sign board' }),
  print: msg({ id: 'ownerPortal.source.print', message: 'Newspaper or magazine' }),
  walk_in: msg({ id: 'ownerPortal.source.walkIn', message: 'Visit to our office' }),
  phone: msg({ id: 'ownerPortal.source.phone', message: 'Phone' }),
  email: msg({ id: 'ownerPortal.source.email', message: 'E-mail' }),
  referral: msg({ id: 'ownerPortal.source.referral', message: 'Word of mouth' }),
  other: msg({ id: 'ownerPortal.source.other', message: 'Other' }),
};
