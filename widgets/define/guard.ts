/**
 * Defining a tag behind a guard: a second copy of the bundle on the page (a plug-in and a
 * theme each adding it) finds its tags defined by the first, leaves them to that copy,
 * and warns once when the two copies differ in version.
 */
export const VERSION: string = __AGENCY_VERSION__;

let versionWarned = false;

/** Whether `tag` is defined already (by this copy of the bundle or another). */
export function alreadyDefined(tag: string): boolean {
  const existing = customElements.get(tag) as (CustomElementConstructor & { version?: string }) | undefined;
  if (!existing) return false;
  if (existing.version !== VERSION && !versionWarned) {
    versionWarned = true;
    console.warn(
      `agency-widgets ${VERSION}: <${tag}> is already defined by version ${existing.version ?? 'unknown'}; ` +
        'this copy of the bundle leaves the page’s elements to that one.',
    );
  }
  return true;
}

/** `customElements.define` behind the guard every tag needs: defining a tag twice never throws. */
export function defineTag(tag: string, constructor: CustomElementConstructor): boolean {
  if (alreadyDefined(tag)) return false;
  Object.defineProperty(constructor, 'version', { value: VERSION });
  customElements.define(tag, constructor);
  return true;
}
