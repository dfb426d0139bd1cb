/** A GET form's hidden fields: the listing parameters the form keeps (listing-links.ts keptFormFields). */
export function HiddenFields({ fields }: { fields: readonly (readonly [string, string])[] }) {
  return (
    <>
      {fields.map(([name, value], index) => (
        <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
