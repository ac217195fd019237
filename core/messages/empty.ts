import type { MessageDescriptor } from './descriptor.ts';

export const emptyMessages = {
  photos: /*i18n*/ { id: 'empty.photos', message: 'No photo found.' },
  constructions: /*i18n*/ { id: 'empty.constructions', message: 'No construction found.' },
  documents: /*i18n*/ { id: 'empty.documents', message: 'No documents.' },
  projects: /*i18n*/ { id: 'empty.projects', message: 'No projects available at the moment.' },
  searchResults: /*i18n*/ { id: 'empty.searchResults', message: 'There are no results for your search.' },
  appointments: /*i18n*/ { id: 'empty.appointments', message: 'All appointments are full.' },
} as const satisfies Record<string, MessageDescriptor>;
