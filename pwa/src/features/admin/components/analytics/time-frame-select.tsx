import { SelectField } from '../../../../ui/select';

const label = (days: number) => (days === 1 ? 'Last 24 Hours' : `Last ${days} Days`);

/** A "Last N Days" select over the given choices. */
export function TimeFrameSelect({
  label: name,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly number[];
  value: number;
  onChange: (days: number) => void;
}) {
  return (
    <div style={{ minWidth: '11rem' }}>
      <SelectField
        label={name}
        options={choices.map((d) => ({ value: String(d), label: label(d) }))}
        value={String(value)}
        onValueChange={(v) => v && onChange(Number(v))}
      />
    </div>
  );
}
