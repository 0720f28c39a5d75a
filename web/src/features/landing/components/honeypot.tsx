import { useId } from 'react';

/**
 * The anti-spam field of the visitor forms (`website`): invisible and unreachable for people
 * (off-screen, aria-hidden, out of the tab order, no autofill), so only bots fill it. The server
 * answers a filled one exactly like a success and keeps nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-testid="honeypot"
      />
    </div>
  );
}

/** The honeypot joins the submission only when something typed in it (a person's never is). */
export function withHoneypot<T extends object>(payload: T, website: string): T & { website?: string } {
  return website === '' ? payload : { ...payload, website };
}
