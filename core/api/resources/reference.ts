import type { Language } from '../../i18n/languages.ts';
import { type CallOptions, type Transport, listOf } from '../client.ts';
import type { TreeItemSource } from '../contract.ts';
import { treeItemSchema } from '../schemas/common.ts';

/** `GET /reference/regions` and `/reference/types`: tree items for buildTree. */
export function reference({ get }: Transport) {
  return {
    /** `depth`: only the top levels (2: regions and provinces); without it, down to the municipalities with their postcodes */
    regions: async (lang?: Language, call: CallOptions = {}, depth?: number): Promise<TreeItemSource[]> =>
      (await get('/reference/regions', listOf(treeItemSchema), { lang, ...(depth ? { depth } : {}) }, call)).items,
    types: async (lang?: Language, call: CallOptions = {}): Promise<TreeItemSource[]> =>
      (await get('/reference/types', listOf(treeItemSchema), { lang }, call)).items,
  };
}
