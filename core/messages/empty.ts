export const photos = (/*i18n*/ { id: 'empty.photos', message: 'No photo found.' }) as const;
export const constructions = (/*i18n*/ { id: 'empty.constructions', message: 'No construction found.' }) as const;
export const documents = (/*i18n*/ { id: 'empty.documents', message: 'No documents.' }) as const;
export const projects = (/*i18n*/ { id: 'empty.projects', message: 'No projects available at the moment.' }) as const;
export const searchResults = (/*i18n*/ { id: 'empty.searchResults', message: 'There are no results for your search.' }) as const;
export const appointments = (/*i18n*/ { id: 'empty.appointments', message: 'All appointments are full.' }) as const;
