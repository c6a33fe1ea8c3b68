/** The sentence under a field saying what is wrong with it, named by the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={id}>
      {error}
    </p>
  );
}
