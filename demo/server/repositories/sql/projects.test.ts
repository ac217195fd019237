// The project list's order (units left first), filters and paging, and the lookups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { Projects, ProjectSearch } from '../projects.ts';
import { RESULT_COUNT_BOUND } from '../../../../core/constants.ts';
import { insertProjects } from './catalogue-writer.ts';
import { sqlProjects } from './projects.ts';
import { addProject, ENGINES, project } from '../../../testing/databases.ts';

const PROJECTS = [
  project({ ID: 1, Zip: '2000', City: 'Antwerpen', Status: 'available' }),
  project({ ID: 2, Zip: '9000', City: 'Gent', Status: 'sold_out' }),
  project({ ID: 3, Zip: '4000', City: 'Liège', Status: 'available' }),
  project({ ID: 4, Zip: '9000', City: 'Gent', Status: 'available' }),
];

describe.each(ENGINES)('projects on $name', ({ open }) => {
  let db: Database;
  let projects: Projects;
  beforeAll(async () => {
    db = await open();
    await addProject(db, PROJECTS[0]!, '2024-01-01');
    await addProject(db, PROJECTS[1]!, '2024-01-04'); // the newest, but sold out
    await addProject(db, PROJECTS[2]!, '2024-01-02');
    await addProject(db, PROJECTS[3]!, '2024-01-03');
    await addProject(db, project({ ID: 5, City: 'Gent', Zip: '9000' }), '2024-01-05', false);
    projects = sqlProjects(db);
  });
  afterAll(() => db?.close());

  const ids = async (query: Partial<ProjectSearch>) =>
    (await projects.search({ page: 1, pageSize: 20, ...query })).items.map((item) => item.ID);

  describe('search', () => {
    it.each<[string, Partial<ProjectSearch>, number[]]>([
      ['online only, those with units left first, newest first', {}, [4, 3, 1, 2]],
      ['city without accents', { city: 'liege' }, [3]],
      ['zip', { zip: '9000' }, [4, 2]],
      ['state', { status: ['sold_out'] }, [2]],
      ['a page', { page: 2, pageSize: 3 }, [2]],
    ])('%s', async (_name, query, expected) => {
      expect(await ids(query)).toEqual(expected);
    });

    it('counts every match, not the page', async () => {
      expect(await projects.search({ page: 1, pageSize: 3 })).toMatchObject({ total: 4, page: 1, pageSize: 3, pageCount: 2 });
    });

    it('counts up to the bound, as listings do: past it, more than the bound', async () => {
      const many = await open();
      try {
        const rows = Array.from({ length: RESULT_COUNT_BOUND + 1 }, (_, index) => ({ project: project({ ID: 100 + index, City: index === 0 ? 'Gent' : 'Antwerpen' }), createdAt: '2024-02-01' }));
        await many.transaction((sql) => insertProjects(sql, rows));
        const { items: _all, ...all } = await sqlProjects(many).search({ page: 1, pageSize: 12 });
        expect(all).toEqual({ total: RESULT_COUNT_BOUND, page: 1, pageSize: 12, pageCount: 84, moreThanTotal: true });
        const { items: _one, ...one } = await sqlProjects(many).search({ page: 1, pageSize: 12, city: 'antwerpen' });
        expect(one).toEqual({ total: RESULT_COUNT_BOUND, page: 1, pageSize: 12, pageCount: 84 });
      } finally {
        await many.close();
      }
    });
  });

  describe('lookups', () => {
    it('published: an online project, whole; none offline or unknown', async () => {
      expect(await projects.published(3)).toEqual(PROJECTS[2]);
      expect(await projects.published(5)).toBeUndefined();
      expect(await projects.published(99)).toBeUndefined();
    });

    it('similar: the others with units left, newest first', async () => {
      expect((await projects.similar(PROJECTS[0]!)).map((item) => item.ID)).toEqual([4, 3]);
    });
  });
});
