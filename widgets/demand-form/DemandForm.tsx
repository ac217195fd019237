import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '../../core/api/errors.ts';
import { demands } from '../../core/api/resources/demands.ts';
import { lists } from '../../core/api/resources/lists.ts';
import { referenceReads } from '../../core/api/resources/reference.ts';
import * as errorMessages from '../../core/messages/error.ts';
import * as successMessages from '../../core/messages/success.ts';
import { feedbackRoute } from '../../core/routing/feedback.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { Form } from '../form/Form.tsx';
import { useForm } from '../form/use-form.ts';
import { Alert, Status } from '../ui/controls/Alert.tsx';
import { useApi, useResource } from '../ui/api.ts';
import { lazyPart } from '../ui/loading/Deferred.tsx';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import type { ZonePickerProps } from './ZonePicker.tsx';
import type { TypePickerProps } from './TypePicker.tsx';
import type { AreaOutlineProps } from './AreaOutline.tsx';
import { decodeArea } from '../../core/geo/area-text.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import type { FieldValue } from '../../core/forms/filling.ts';
import { useElementId } from '../define/element-id.ts';
import { demandForm } from '../../core/forms/kinds/demand.ts';
import { demandStartValues } from '../../core/demand/start-values.ts';
import { demandListSearch } from '../../core/demand/list-link.ts';

export interface DemandFormProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

const picker = lazyPart<ZonePickerProps>(async () => (await import('./ZonePicker.tsx')).ZonePicker);
const typePicker = lazyPart<TypePickerProps>(async () => (await import('./TypePicker.tsx')).TypePicker);
const areaOutline = lazyPart<AreaOutlineProps>(async () => (await import('./AreaOutline.tsx')).AreaOutline);

/** The search fields: what the live count reads. */
const SEARCH = ['goal', 'propertyTypes', 'types', 'zones', 'area', 'minPrice', 'maxPrice', 'minBedrooms', 'maxBedrooms', 'bathrooms', 'garages', 'parking', 'terrace', 'garden'];

type Mode = { kind: 'form' } | { kind: 'confirm' | 'unsubscribe' | 'edit'; token: string };

/** What the mail's link asks for: `?confirm=`, `?unsubscribe=` or `?edit=` with the demand's token. */
function modeOf(search: string): Mode {
  const params = new URLSearchParams(search);
  for (const kind of ['confirm', 'unsubscribe', 'edit'] as const) {
    const token = params.get(kind);
    if (token) return { kind, token };
  }
  return { kind: 'form' };
}

/** The part once loaded; it starts loading when `wanted`. */
function useLoaded<P>(part: ReturnType<typeof lazyPart<P>>, wanted = true) {
  const [Component, setComponent] = useState(() => part.ready());
  useEffect(() => {
    if (!Component && wanted) void part.load().then((loaded) => setComponent(() => loaded));
  }, [Component, wanted]);
  return Component;
}

/** Ids as the form holds them (strings from a query, numbers once chosen) → numbers. */
const idsOf = (value: unknown) => (Array.isArray(value) ? value.map(Number).filter(Number.isSafeInteger) : []);

export function DemandForm({ headingLevel, host, language }: DemandFormProps & ElementContext) {
  const { t } = useLingui();
  const headingId = useElementId();
  const mode = useMemo(() => modeOf(globalThis.location?.search ?? ''), []);
  const level = toHeadingLevel(headingLevel, 2);
  const title = t({ id: 'demandForm.heading', message: 'Keep me informed' });

  return (
    <section className="demand-form" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="demand-form__heading">
        <span part="heading">{title}</span>
      </Heading>
      {mode.kind === 'confirm' ? (
        <Confirm token={mode.token} />
      ) : mode.kind === 'unsubscribe' ? (
        <Unsubscribe token={mode.token} />
      ) : (
        <SearchForm host={host} language={language} labelledBy={headingId} {...(mode.kind === 'edit' ? { editToken: mode.token } : {})} />
      )}
    </section>
  );
}

function Confirm({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [state, setState] = useState<'busy' | 'done' | ApiError>('busy');
  useEffect(() => {
    demands(api)
      .confirm(token)
      .then(
        () => setState('done'),
        (error: ApiError) => setState(error),
      );
  }, [api, token]);
  if (state === 'busy') return <Status>{t({ id: 'demandForm.confirming', message: 'Confirming your search profile…' })}</Status>;
  if (state === 'done') {
    return (
      <Alert tone="success">
        <p>{t({ id: 'demandForm.confirmed', message: 'Thank you: your search profile is confirmed. We will let you know as soon as a property matches it.' })}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      <p>{i18n._(state.fields?.token ?? state.messageId)}</p>
    </Alert>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [state, setState] = useState<'ask' | 'busy' | 'done' | ApiError>('ask');
  if (state === 'done') {
    return (
      <Alert tone="success">
        <p>{i18n._(successMessages.unsubscribed.id)}</p>
      </Alert>
    );
  }
  const failure = typeof state === 'object' ? (state.fields?.token ?? state.messageId) : undefined;
  // a dead link stays dead: its message, and no button to press again
  if (failure === errorMessages.linkInvalid.id) {
    return (
      <Alert tone="error">
        <p>{i18n._(failure)}</p>
      </Alert>
    );
  }
  return (
    <div className="demand-form__unsubscribe">
      <p>{t({ id: 'demandForm.unsubscribe.ask', message: 'Do you no longer want our mails about new properties for your search?' })}</p>
      {failure ? (
        <Alert tone="error">
          <p>{i18n._(failure)}</p>
        </Alert>
      ) : null}
      <button
        type="button"
        className="button"
        aria-disabled={state === 'busy' ? 'true' : undefined}
        onClick={() => {
          if (state === 'busy') return;
          setState('busy');
          lists(api)
            .unsubscribe(token)
            .then(
              () => setState('done'),
              (error: ApiError) => setState(error),
            );
        }}
      >
        {t({ id: 'demandForm.unsubscribe.button', message: 'Unsubscribe' })}
      </button>
    </div>
  );
}

function SearchForm({ host, language, labelledBy, editToken }: { host: HTMLElement; language: ElementContext['language']; labelledBy: string; editToken?: string }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const feedback = feedbackRoute('demand');
  // the thank-you page links the list of what the form counted (core/demand/list-link.ts)
  const [listSearch, setListSearch] = useState('');
  // the types chosen, for the thank-you page's line (both fields make one)
  const chosen = useRef<Record<string, FieldValue | undefined>>({});
  const areaText = useRef('');
  const form = useForm<'demand'>({
    form: demandForm,
    host,
    language,
    subject: editToken ? 'edit' : '',
    // once a day unless the visitor says otherwise
    initial: { frequency: 'daily' },
    ...(feedback && !editToken ? { feedbackHref: pathFor(feedback, language) + listSearch } : {}),
    // the edit link saves the profile itself (PUT: sending it again changes nothing more), with the form's checks
    ...(editToken ? { send: (body) => demands(api).update(editToken, body) } : {}),
    // the thank-you page repeats the search in words: the types and places by name, the drawn area by its size
    writers: {
      propertyTypes: (): string => {
        // whole groups by their web id (a root of the tree), single types by their id
        const groups = idsOf(chosen.current.propertyTypes);
        const singles = idsOf(chosen.current.types);
        return (types.data ?? [])
          .filter((row) => (row.ParentID ? singles.includes(row.ID) : groups.includes(row.WebID as number)))
          .map((row) => textIn(row.Name, language))
          .join(', ');
      },
      types: () => '',
      zones: (value: FieldValue | undefined) => {
        const names = new Map((places.data ?? []).map((place) => [place.ID, textIn(place.Name, language)]));
        return (Array.isArray(value) ? value : []).map((zone) => (typeof zone === 'number' ? (names.get(zone) ?? '') : zone)).filter(Boolean).join(', ');
      },
      // as the outline on the form says it (AreaOutline.tsx)
      area: (value: FieldValue | undefined) => (typeof value === 'string' && value ? areaText.current : ''),
    },
  });
  chosen.current = form.values;
  const places = useResource(referenceReads.regions(language));
  const types = useResource(referenceReads.types(language));
  const Picker = useLoaded(picker);
  const Types = useLoaded(typePicker);
  const area = useMemo(() => (typeof form.values.area === 'string' && form.values.area ? decodeArea(form.values.area) : undefined), [form.values.area]);
  const Outline = useLoaded(areaOutline, area !== undefined);
  const [count, setCount] = useState<number | undefined>();
  const [loadError, setLoadError] = useState<ApiError>();

  // a link that starts from a property (a favourite's "keep me informed"): the search it carries
  useEffect(() => {
    if (editToken) return;
    for (const [name, value] of Object.entries(demandStartValues(globalThis.location?.search ?? ''))) form.setValue(name, value as never);
  }, []);

  // the edit link: the profile as it is stored
  useEffect(() => {
    if (!editToken) return;
    demands(api)
      .read(editToken)
      .then(
        ({ values }) => {
          for (const spec of form.fields) {
            const value = values[spec.name];
            if (value === undefined || value === null) continue;
            form.setValue(spec.name, typeof value === 'number' ? String(value) : Array.isArray(value) && spec.kind !== 'zones' ? value.map(String) : (value as never));
          }
        },
        (error: ApiError) => setLoadError(error),
      );
  }, [editToken]);

  // the live count, by the alerts' own rule, a moment after the search changes
  const searchKey = JSON.stringify(SEARCH.map((name) => form.values[name]));
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const search = Object.fromEntries(SEARCH.map((name) => [name, form.values[name]]));
      setListSearch(demandListSearch(search));
      demands(api)
        .count(search, { signal: controller.signal })
        .then(setCount, () => setCount(undefined));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchKey, api]);

  const renderField = (name: string) => {
    const spec = form.fields.find((field) => field.name === name)!;
    // shown with the types and the zones
    if (name === 'types' || name === 'area') return null;
    if (name === 'propertyTypes') {
      return Types && types.data ? (
        <Types
          types={types.data}
          language={language}
          choice={{ propertyTypes: idsOf(form.values.propertyTypes), types: idsOf(form.values.types) }}
          onChoice={(next) => {
            form.setValue('propertyTypes', next.propertyTypes as never);
            form.setValue('types', next.types as never);
          }}
          label={i18n._(spec.label)}
          error={form.errors.propertyTypes}
          required
        />
      ) : (
        <p className="demand-form__loading demand-form__loading--types">{t({ id: 'demandForm.types.loading', message: 'Loading the property types…' })}</p>
      );
    }
    if (name === 'zones') {
      const zones = Array.isArray(form.values.zones) ? (form.values.zones as (number | string)[]) : [];
      return (
        <div className="demand-form__zones">
          {area && Outline ? (
            <Outline area={area} language={language} onRemove={() => form.setValue('area', '' as never)} onWords={(words) => (areaText.current = words)} />
          ) : null}
          {Picker && places.data ? (
            <Picker
              places={places.data}
              language={language}
              zones={zones}
              onZones={(next) => form.setValue('zones', next)}
              label={i18n._(spec.label)}
              error={form.errors.zones}
              required={!area}
            />
          ) : (
            <p className="demand-form__loading">{t({ id: 'demandForm.zones.loading', message: 'Loading the regions…' })}</p>
          )}
          <div className="demand-form__count" part="count">
            <Status>
              {count === undefined
                ? null
                : t({
                    id: 'demandForm.count',
                    message: plural(count, { 0: 'No property matches today', one: '# property matches today', other: '# properties match today' }),
                  })}
            </Status>
          </div>
        </div>
      );
    }
    return undefined;
  };

  if (editToken && form.status === 'sent') {
    return (
      <Alert tone="success">
        <p>{t({ id: 'demandForm.saved', message: 'Your search profile has been saved.' })}</p>
      </Alert>
    );
  }
  return (
    <>
      <p className="demand-form__intro">
        {editToken
          ? t({ id: 'demandForm.edit.intro', message: 'Change your search: from now on we will tell you about what matches it.' })
          : t({
              id: 'demandForm.intro',
              message: 'Tell us what you are looking for and where: we will let you know by e-mail as soon as a property matches. You confirm your address once, and can stop at any time.',
            })}
      </p>
      {loadError ? (
        <Alert tone="error">
          <p>{i18n._(loadError.fields?.token ?? loadError.messageId)}</p>
        </Alert>
      ) : null}
      <Form
        form={form}
        labelledBy={labelledBy}
        renderField={renderField}
        submitLabel={editToken ? t({ id: 'demandForm.edit.submit', message: 'Save my search' }) : t({ id: 'demandForm.submit', message: 'Keep me informed' })}
      />
    </>
  );
}
