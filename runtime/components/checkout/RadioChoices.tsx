/** A group of radio buttons with its legend (the platform's own: a fieldset, labelled inputs, arrow keys). */
export function RadioChoices<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  /** Each choice's value and its label, in the shopper's language. */
  choices: ReadonlyArray<readonly [V, string]>;
  /** The chosen value; none of the choices checks none. */
  value: string;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      {choices.map(([choice, label]) => (
        <label key={choice} className="choice-group__option">
          <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** A checkbox with its label, in the same 44 px row as a radio choice (a consent, say). */
export function CheckboxChoice({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="choice-group__option">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
