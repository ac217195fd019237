import { defineMessage } from './descriptor.ts';

export const photos = defineMessage(/*i18n*/ { id: 'empty.photos', message: 'No photo found.' });
export const constructions = defineMessage(/*i18n*/ { id: 'empty.constructions', message: 'No construction found.' });
export const documents = defineMessage(/*i18n*/ { id: 'empty.documents', message: 'No documents.' });
export const projects = defineMessage(/*i18n*/ { id: 'empty.projects', message: 'No projects available at the moment.' });
export const searchResults = defineMessage(/*i18n*/ { id: 'empty.searchResults', message: 'There are no results for your search.' });
export const appointments = defineMessage(/*i18n*/ { id: 'empty.appointments', message: 'All appointments are full.' });
