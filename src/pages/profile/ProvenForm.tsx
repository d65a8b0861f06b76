import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Form, SaveButton } from 'react-admin';
import { fieldErrorsAfter } from '../../profile/profileQuery';

/**
 * Empties the form around it each time `done` grows, without remounting it: no password stays on
 * screen, and the keyboard's focus stays where it was.
 */
function EmptiedAfter({ done }: { done: number }) {
  const { reset } = useFormContext();
  useEffect(() => {
    if (done) reset();
  }, [done, reset]);
  return null;
}

type ProvenFormProps = {
  /** Sends the form's values; a refusal's field errors are shown beside their fields. */
  send: (values: Record<string, unknown>) => Promise<unknown>;
  submitLabel: string;
  icon: ReactElement;
  /** The inputs, the current password among them. */
  children: ReactNode;
};

/** A form of Profil that the current password proves (a new password, a new e-mail): emptied once sent. */
export function ProvenForm({ send, submitLabel, icon, children }: ProvenFormProps) {
  const [sent, setSent] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    const errors = await fieldErrorsAfter(send(values));
    if (!errors) setSent((count) => count + 1);
    return errors;
  };
  return (
    <Form onSubmit={submit}>
      <EmptiedAfter done={sent} />
      {children}
      {/* Always enabled: a button disabled after the save would drop the keyboard's focus. */}
      <SaveButton label={submitLabel} icon={icon} alwaysEnable />
    </Form>
  );
}
