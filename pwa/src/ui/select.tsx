import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { type ReactNode, useId, useMemo } from 'react';
import { select } from '../../styled-system/recipes';
import { CheckIcon, ChevronDownIcon } from './icons';
import { createStyleContext } from './style-context';

const { withProvider, withContext } = createStyleContext(select);

const Root = withProvider(ArkSelect.Root, 'root', {
  defaultProps: { positioning: { sameWidth: true, gutter: 4 } },
}) as typeof ArkSelect.Root;
const Label = withContext(ArkSelect.Label, 'label');
const Control = withContext(ArkSelect.Control, 'control');
const Trigger = withContext(ArkSelect.Trigger, 'trigger');
const ValueText = withContext(ArkSelect.ValueText, 'valueText');
const Indicator = withContext(ArkSelect.Indicator, 'indicator');
const Positioner = withContext(ArkSelect.Positioner, 'positioner');
const Content = withContext(ArkSelect.Content, 'content');
const Item = withContext(ArkSelect.Item, 'item');
const ItemText = withContext(ArkSelect.ItemText, 'itemText');
const ItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator');
const HiddenSelect = ArkSelect.HiddenSelect;
const ErrorText = withContext('p', 'errorText');

type Option = { label: string; value: string };

type SelectFieldProps = {
  label: ReactNode;
  /** Plain strings are used as both label and value. */
  options: readonly (string | Option)[];
  value: string;
  onValueChange: (value: string) => void;
  name?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  errorText?: ReactNode;
  /**
   * False inside a modal dialog: the list renders in the dialog (fixed position), since a modal
   * hides everything outside it from assistive technology.
   */
  portalled?: boolean;
};

/** A single-choice ark Select with a label (and, when named, the hidden native select for forms). */
export function SelectField({
  label,
  options,
  value,
  onValueChange,
  name,
  placeholder = 'Select…',
  required,
  disabled,
  errorText,
  portalled = true,
}: SelectFieldProps) {
  const errorId = useId();
  const collection = useMemo(
    () =>
      createListCollection<Option>({
        items: options.map((o) => (typeof o === 'string' ? { label: o, value: o } : o)),
      }),
    [options],
  );
  return (
    <Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(d) => onValueChange(d.value[0] ?? '')}
      name={name}
      required={required}
      disabled={disabled}
      invalid={Boolean(errorText)}
      positioning={portalled ? undefined : { strategy: 'fixed' }}
      // The options are rendered while the list is open only: a closed select of a hundred
      // programs would otherwise cost hundreds of nodes to every screen that shows it.
      lazyMount
      unmountOnExit
    >
      <Label>{label}</Label>
      <Control>
        <Trigger aria-describedby={errorText ? errorId : undefined}>
          <ValueText placeholder={placeholder} />
          <Indicator>
            <ChevronDownIcon />
          </Indicator>
        </Trigger>
      </Control>
      <Portal disabled={!portalled}>
        <Positioner>
          <Content>
            {collection.items.map((item) => (
              <Item key={item.value} item={item}>
                <ItemText>{item.label}</ItemText>
                <ItemIndicator>
                  <CheckIcon />
                </ItemIndicator>
              </Item>
            ))}
          </Content>
        </Positioner>
      </Portal>
      {/* The native select is for a form that submits by itself: only when named. */}
      {name ? <HiddenSelect /> : null}
      {errorText ? <ErrorText id={errorId}>{errorText}</ErrorText> : null}
    </Root>
  );
}
