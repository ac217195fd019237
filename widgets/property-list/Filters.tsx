/**
 * The search form of the property list. Choices (goal, types, region, bedrooms) apply at
 * once, as one history step each; the text fields (place, prices) apply while the visitor
 * types, as one history step per field, and keep what was typed even when it cannot be a
 * search yet (`90` on the way to `9000`). The fields follow the URL when it changes under
 * them (back, forward, "clear the filters").
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Goal, TreeItemSource } from '../../core/api/contract.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { amountFieldText, leftAmountText } from '../../core/format/numbers.ts';
import { toPropertyTypeWebId } from '../../core/property/type.ts';
import { buildTree, flattenTree, type TreeNode, withoutSingleChildren } from '../../core/tree.ts';
import { ChoiceField, type SelectGroup, type SelectOption, SelectField, TextField } from '../ui/controls/Field.tsx';
import {
  type ListFilters,
  type ListState,
  parseTypes,
  placeText,
  priceRangeInvalid,
  readAmount,
  readPlace,
} from '../property-search/url-state.ts';

export interface FiltersProps {
  state: ListState;
  goalFixed: boolean;
  language: Language;
  types: readonly TreeItemSource[];
  regions: readonly TreeItemSource[];
  /** a choice: one history step */
  onChange: (patch: Partial<ListFilters>) => void;
  /** a key typed in field `field`: the first one of a field is a history step, the others replace it */
  onType: (field: string, patch: Partial<ListFilters>) => void;
  /** the visitor left a text field or pressed Enter */
  onTypingEnd: () => void;
  /** what ends the form: the reset and "show results" buttons */
  children?: ReactNode;
}

/**
 * A text field's own text while the visitor edits it; the state's text when the state
 * changes into something the typed text does not say.
 */
function useDraft(value: string, says: (draft: string) => boolean): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (!says(draft)) setDraft(value);
    // only a change of the state may overwrite the draft, never a change of the draft
  }, [value]);
  return [draft, setDraft];
}

/**
 * The regions as the menu offers them: a region with parts is a group that starts with
 * the whole region and lists its parts (and theirs) after it; the chosen value then
 * reads as its plain name, never indented. A region named twice by the tree (Brussels
 * and its one part, the Brussels-Capital Region) is offered once.
 */
function regionOptions(roots: readonly TreeNode<TreeItemSource>[]): (SelectOption | SelectGroup)[] {
  const flat = (nodes: readonly TreeNode<TreeItemSource>[]): SelectOption[] =>
    nodes.flatMap((node) => [{ value: String(node.id), label: node.label }, ...flat(node.children)]);
  return withoutSingleChildren(roots).map((node) =>
    node.children.length === 0
      ? { value: String(node.id), label: node.label }
      : { group: node.label, options: [{ value: String(node.id), label: node.label }, ...flat(node.children)] },
  );
}

const BEDROOM_CHOICES = [1, 2, 3, 4, 5];

// Field errors are message ids (the field shows them in its language): declared here for the catalog.
const priceInvalid = msg({ id: 'propertyList.filters.priceInvalid', message: 'Please enter a valid amount.' });
const priceRangeReversed = msg({ id: 'propertyList.filters.priceRange', message: 'The minimum price must not be higher than the maximum price.' });

export function Filters(props: FiltersProps) {
  const { state, goalFixed, language, types, regions, onChange, onType, onTypingEnd, children } = props;
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const element = form.current;
    element?.addEventListener('focusout', onTypingEnd);
    return () => element?.removeEventListener('focusout', onTypingEnd);
  }, [onTypingEnd]);

  const [place, setPlace] = useDraft(placeText(state), (draft) => {
    const read = readPlace(draft);
    return read === null ? true : read.zip === state.zip && read.city === state.city;
  });
  const [minPrice, setMinPrice] = useDraft(amountFieldText(state.minPrice, language), (draft) => readAmount(draft) === state.minPrice);
  const [maxPrice, setMaxPrice] = useDraft(amountFieldText(state.maxPrice, language), (draft) => readAmount(draft) === state.maxPrice);

  const typeOptions = [...new Map(
    buildTree(types, language)
      .filter((node) => toPropertyTypeWebId(node.value) !== undefined)
      .map((node) => [node.value, { value: String(node.value), label: node.label }]),
  ).values()];

  const regionTree = buildTree(regions, language);
  const regionChoices = regionOptions(regionTree);
  const offered = regionChoices.flatMap((choice) => ('group' in choice ? choice.options : [choice])).map((choice) => choice.value);
  const shared = flattenTree(regionTree).find((node) => node.id === state.region);
  if (shared && !offered.includes(String(shared.id))) {
    // a part the menu names through its whole (a link made elsewhere): still shown as chosen
    regionChoices.unshift({ value: String(shared.id), label: shared.label });
  } else if (typeof state.region === 'string') {
    // a region code from the element's attribute or a shared link: named by this list
    const names: Record<string, string> = {
      flanders: t({ id: 'propertyList.region.flanders', message: 'Flanders' }),
      wallonia: t({ id: 'propertyList.region.wallonia', message: 'Wallonia' }),
      brussels: t({ id: 'propertyList.region.brussels', message: 'Brussels' }),
      luxembourg: t({ id: 'propertyList.region.luxembourg', message: 'Grand Duchy of Luxembourg' }),
    };
    regionChoices.unshift({ value: state.region, label: names[state.region] ?? state.region });
  }

  const bedroomChoices = [...new Set([...BEDROOM_CHOICES, ...(state.minBedrooms ? [state.minBedrooms] : [])])]
    .sort((a, b) => a - b)
    .map((count) => ({ value: String(count), label: `${count}+` }));

  const typeText = (field: string, text: string, set: (text: string) => void, read: (text: string) => Partial<ListFilters> | null) => {
    set(text);
    const patch = read(text);
    if (patch) onType(field, patch);
  };

  const amountError = (text: string) => (readAmount(text) === null ? priceInvalid.id : undefined);
  const any = t({ id: 'propertyList.filters.any', message: 'Any' });

  return (
    <form
      ref={form}
      className="filters__form"
      role="search"
      aria-label={t({ id: 'propertyList.filters.label', message: 'Search properties' })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onTypingEnd();
      }}
    >
      {goalFixed ? null : (
        <ChoiceField
          name="goal"
          label={t({ id: 'propertyList.filters.goal', message: 'Looking for' })}
          value={[state.goal ?? '']}
          onValue={([goal]) => onChange({ goal: (goal || undefined) as Goal | undefined })}
          options={[
            { value: '', label: t({ id: 'propertyList.filters.allGoals', message: 'All properties' }) },
            { value: 'sale', label: t({ id: 'propertyList.filters.forSale', message: 'For sale' }) },
            { value: 'rent', label: t({ id: 'propertyList.filters.forRent', message: 'For rent' }) },
          ]}
        />
      )}
      {typeOptions.length > 0 ? (
        <div className="filters__wide">
          <ChoiceField
            name="type"
            multiple
            label={t({ id: 'propertyList.filters.types', message: 'Property types' })}
            value={state.type.map(String)}
            onValue={(values) => onChange({ type: parseTypes(values.join(',')) })}
            options={typeOptions}
          />
        </div>
      ) : null}
      {regionChoices.length > 0 ? (
        <SelectField
          name="region"
          label={t({ id: 'propertyList.filters.region', message: 'Region' })}
          value={state.region === undefined ? '' : String(state.region)}
          placeholder={t({ id: 'propertyList.filters.allRegions', message: 'All regions' })}
          options={regionChoices}
          onValue={(value) => onChange({ region: value === '' ? undefined : /^\d+$/.test(value) ? Number(value) : (value as ListFilters['region']) })}
        />
      ) : null}
      <TextField
        name="place"
        type="search"
        label={t({ id: 'propertyList.filters.place', message: 'Postal code or municipality' })}
        placeholder={t({ id: 'propertyList.filters.placeExample', message: 'e.g. 9000 or Gent' })}
        autoComplete="off"
        value={place}
        onValue={(text) => typeText('place', text, setPlace, readPlace)}
      />
      <SelectField
        name="minBedrooms"
        label={t({ id: 'propertyList.filters.bedrooms', message: 'Bedrooms' })}
        value={state.minBedrooms?.toString() ?? ''}
        placeholder={any}
        options={bedroomChoices}
        onValue={(value) => onChange({ minBedrooms: value === '' ? undefined : Number(value) })}
      />
      <div className="filters__pair">
        <TextField
          name="minPrice"
          label={t({ id: 'propertyList.filters.minPrice', message: 'Minimum price' })}
          inputMode="numeric"
          autoComplete="off"
          placeholder="€"
          value={minPrice}
          error={amountError(minPrice)}
          onBlur={() => setMinPrice(leftAmountText(minPrice, language, readAmount))}
          onValue={(text) =>
            typeText('minPrice', text, setMinPrice, (typed) => {
              const amount = readAmount(typed);
              return amount === null ? null : { minPrice: amount };
            })
          }
        />
        <TextField
          name="maxPrice"
          label={t({ id: 'propertyList.filters.maxPrice', message: 'Maximum price' })}
          inputMode="numeric"
          autoComplete="off"
          placeholder="€"
          value={maxPrice}
          error={amountError(maxPrice) ?? (priceRangeInvalid(state) ? priceRangeReversed.id : undefined)}
          onBlur={() => setMaxPrice(leftAmountText(maxPrice, language, readAmount))}
          onValue={(text) =>
            typeText('maxPrice', text, setMaxPrice, (typed) => {
              const amount = readAmount(typed);
              return amount === null ? null : { maxPrice: amount };
            })
          }
        />
      </div>
      {children ? <div className="filters__actions">{children}</div> : null}
    </form>
  );
}
