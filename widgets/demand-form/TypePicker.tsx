/**
 * What kind of property a demand wants: the CRM's type tree as checkboxes, each group
 * ("Residential", "Land"…) over its types (house, flat, studio…). Ticking a group ticks
 * its types; a group of one type is that type, so it shows alone. The choice is whole
 * groups by web id and single types by id (core/demand/types.ts). A part of the demand
 * form loaded after its first paint.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TreeItemSource } from '../../core/api/contract.ts';
import { type TypeChoice, toggleType, typeState, typeTree } from '../../core/demand/types.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { useElementId } from '../define/element-id.ts';
import { useShadowStyles } from '../define/styles.ts';
import { Legend } from '../ui/controls/Field.tsx';
import { TriStateCheckbox } from './TriStateCheckbox.tsx';
import treeChoice from './tree-choice.css?inline';
import styles from './type-picker.css?inline';

export interface TypePickerProps {
  types: readonly TreeItemSource[];
  language: Language;
  choice: TypeChoice;
  onChoice: (choice: TypeChoice) => void;
  label: string;
  error: string | undefined;
  required: boolean;
}

export function TypePicker({ types, language, choice, onChoice, label, error, required }: TypePickerProps) {
  useShadowStyles(styles, treeChoice);
  const { i18n } = useLingui();
  const id = useElementId();
  const tree = useMemo(() => typeTree(types), [types]);
  const names = useMemo(() => new Map(types.map((type) => [type.ID, textIn(type.Name, language)])), [types, language]);
  const errorId = error ? `${id}-error` : undefined;
  const box = (type: number, name: string) => (
    <TriStateCheckbox state={typeState(tree, choice, type)} label={names.get(type) ?? String(type)} name={name} onChange={() => onChoice(toggleType(tree, choice, type))} />
  );
  return (
    <fieldset className="field type-tree" aria-describedby={errorId} aria-invalid={error ? 'true' : undefined} part="field">
      <Legend label={label} required={required} />
      {error ? (
        <span className="field__error" id={errorId}>
          {i18n._(error)}
        </span>
      ) : null}
      <ul className="type-tree__groups">
        {tree.roots.map((group) => {
          const children = tree.childrenOf.get(group) ?? [];
          return (
            <li key={group} className="type-tree__group">
              {box(group, 'propertyTypes')}
              {children.length > 1 ? <ul className="type-tree__types">{children.map((type) => <li key={type}>{box(type, 'types')}</li>)}</ul> : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
