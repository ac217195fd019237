/**
 * What a form's controller (core/forms/controller.ts) learns from the DOM: a field the
 * visitor leaves (focusout bubbles, so one listener serves every field), the first use
 * (which starts the captcha), and, once a check found fields to correct, the focus on
 * the first of them.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { CAPTCHA_FIELD } from '../../core/api/contract.ts';
import type { FormController, FormStatus } from '../../core/forms/controller.ts';

export function useFormEvents(controller: FormController, status: FormStatus, corrections: number): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement | null>(null);

  // the <form> is made again after a thank-you in place: listen to the one on screen
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    // A press in the form (on its send button, say) moves the focus before the click: an
    // error shown at that moment pushes the button away from under the pointer and the
    // click is lost. The field is checked once the press is over, after its click.
    let pressing = false;
    let listening = true;
    const postponed = new Set<string>();
    const onPointerDown = () => {
      pressing = true;
    };
    const onPointerUp = () => {
      if (!pressing) return;
      pressing = false;
      setTimeout(() => {
        for (const name of postponed) if (listening && controller.store.getState().status === 'editing') controller.leave(name);
        postponed.clear();
      });
    };
    const onFocusOut = (event: FocusEvent) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      // leaving one radio button for the next of the same group is not leaving the field
      const next = event.relatedTarget as HTMLInputElement | null;
      if (!name || (next && next.name === name && form.contains(next))) return;
      if (pressing) postponed.add(name);
      else controller.leave(name);
    };
    const onFirstUse = () => controller.begin();
    const listeners: [EventTarget, string, EventListener][] = [
      [form, 'pointerdown', onPointerDown],
      [window, 'pointerup', onPointerUp],
      [window, 'pointercancel', onPointerUp],
      [form, 'focusout', onFocusOut as EventListener],
      [form, 'focusin', onFirstUse],
      [form, 'input', onFirstUse],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      listening = false;
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [controller, status]);

  useEffect(() => {
    const first = corrections > 0 ? controller.firstError() : undefined;
    if (!first) return;
    const selector = first === CAPTCHA_FIELD ? '[data-captcha]' : `[name="${first}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [corrections]);

  return formRef;
}
