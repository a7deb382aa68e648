import './chips.css';

export type ChipOption<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  options: readonly ChipOption<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  label: string;
  /** Inside a labelled group already (a FieldGroup): the chips then add no second group of the same name. */
  inGroup?: boolean;
};

/** Toggle chips for filters: each chip is a pressed/unpressed button in a labelled group. */
export function Chips<V extends string>({ options, selected, onToggle, label, inGroup = false }: Props<V>) {
  const Group = inGroup ? 'div' : 'fieldset';
  return (
    <Group className="chips">
      {inGroup ? null : <legend className="visually-hidden">{label}</legend>}
      {options.map((option) => {
        const on = selected.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            className={`chip${on ? ' chip--on' : ''}`}
            aria-pressed={on}
            onClick={() => onToggle(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </Group>
  );
}
