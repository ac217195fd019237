/**
 * A map's frame in the page, for the controllers of core/map/ that hold the view and read
 * the gestures (the property search's map, the municipalities' map): the frame's size as
 * it changes, the wheel, and the DOM's pointer events handed to the one pointer handler
 * (core/map/gestures.ts) in the frame's pixels. The frame captures a pointer once it
 * drags or pinches, so the click that ends a drag goes to the frame, never to a marker or
 * a municipality under it.
 */
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type Pixel, type Size, wheelFactor } from '../../../core/map/view.ts';

/** A controller that reads a frame's pointers (core/map/search-map.ts, core/map/zone-map.ts). */
export interface PointerTarget {
  press(id: number, at: Pixel, touch: boolean): void;
  /** true while a drag or a pinch is under way: the frame then captures the pointer */
  move(id: number, at: Pixel): boolean;
  release(id: number, at: Pixel): void;
  cancel(id: number): void;
}

/** An event's point in the pixels of `element`. */
export function pixelIn(element: Element, event: { clientX: number; clientY: number }): Pixel {
  const box = element.getBoundingClientRect();
  return [event.clientX - box.left, event.clientY - box.top];
}

/**
 * The frame's pointer handlers for `target`. A press on what matches `ignore` (a marker, a
 * button, a link over the map) is that control's, not the map's.
 */
export function pointerHandlers<E extends Element>(target: PointerTarget, ignore?: string) {
  const at = (event: PointerEvent<E>) => pixelIn(event.currentTarget, event);
  return {
    onPointerDown(event: PointerEvent<E>) {
      if (event.button !== 0 || (ignore && (event.target as Element).closest(ignore))) return;
      target.press(event.pointerId, at(event), event.pointerType === 'touch');
    },
    onPointerMove(event: PointerEvent<E>) {
      if (target.move(event.pointerId, at(event))) event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerUp: (event: PointerEvent<E>) => target.release(event.pointerId, at(event)),
    onPointerCancel: (event: PointerEvent<E>) => target.cancel(event.pointerId),
  };
}

/** The size of an element in pixels as it changes (none while it is not laid out). */
export function useElementSize(ref: RefObject<Element | null>): Size | undefined {
  const [size, setSize] = useState<Size | undefined>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width > 0 && height > 0) setSize((current) => (current?.width === width && current.height === height ? current : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The wheel over `ref` zooms (the handler gets the factor and the pixel under the pointer), never scrolls the page. */
export function useWheelZoom(ref: RefObject<Element | null>, onZoom: (factor: number, at: Pixel) => void): void {
  const handler = useRef(onZoom);
  handler.current = onZoom;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (event: Event) => {
      const wheel = event as WheelEvent;
      wheel.preventDefault();
      handler.current(wheelFactor(wheel.deltaMode === 1 ? wheel.deltaY * 33 : wheel.deltaY), pixelIn(element, wheel));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ref]);
}

/** A frame measured, with the wheel zooming: its size goes to the controller as it changes. */
export function useMapFrame<E extends Element>(controller: { resize(size: Size): void; zoomBy(factor: number, at?: Pixel): void }): RefObject<E | null> {
  const frame = useRef<E>(null);
  const size = useElementSize(frame);
  useEffect(() => {
    if (size) controller.resize(size);
  }, [controller, size]);
  useWheelZoom(frame, (factor, at) => controller.zoomBy(factor, at));
  return frame;
}
