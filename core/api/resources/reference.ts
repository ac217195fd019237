import type { Language } from '../../i18n/languages.ts';
import { type CallOptions, type Transport, listOf, apiRead } from '../client.ts';
import type { TreeItemSource } from '../contract.ts';
import { treeItemSchema } from '../schemas/common.ts';

const items = { pick: (answer: { items: TreeItemSource[] }) => answer.items };

/** `GET /reference/regions` and `/reference/types`: tree items for buildTree. */
export const referenceReads = {
  /** `depth`: only the top levels (2: regions and provinces); without it, down to the municipalities with their postcodes */
  regions: (lang?: Language, depth?: number) => apiRead('/reference/regions', listOf(treeItemSchema), { lang, ...(depth ? { depth } : {}) }, items),
  types: (lang?: Language) => apiRead('/reference/types', listOf(treeItemSchema), { lang }, items),
};

export function reference(api: Transport) {
  return {
    regions: (lang?: Language, call: CallOptions = {}, depth?: number): Promise<TreeItemSource[]> => referenceReads.regions(lang, depth).load(api, call.signal),
    types: (lang?: Language, call: CallOptions = {}): Promise<TreeItemSource[]> => referenceReads.types(lang).load(api, call.signal),
  };
}
