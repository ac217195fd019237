/** A checkbox of a tree (places, property types): ticked, half-ticked when part of what it holds is, or not. */
import { useEffect, useRef } from 'react';

export function TriStateCheckbox({ state, label, name, onChange }: { state: 'checked' | 'mixed' | 'unchecked'; label: string; name?: string; onChange: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <label className="tree-choice">
      <input ref={input} type="checkbox" name={name} checked={state === 'checked'} aria-checked={state === 'mixed' ? 'mixed' : undefined} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}
