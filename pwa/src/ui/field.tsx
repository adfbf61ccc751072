import { Field as ArkField } from '@ark-ui/react/field';
import { forwardRef, type ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';
import { field, input } from '../../styled-system/recipes';
import { createStyleContext } from './style-context';

const { withProvider, withContext } = createStyleContext(field);

const textArea = css({ h: 'auto', minH: '24', py: '2.5', resize: 'vertical' });

/** A text box's look outside a Field (a comment, a message): the input's, on several lines. */
export const textBoxClass = cx(input(), css({ h: 'auto', py: '2', resize: 'vertical' }));

export const Root = withProvider(ArkField.Root, 'root');
export const Label = withContext(ArkField.Label, 'label');
export const HelperText = withContext(ArkField.HelperText, 'helperText');
export const ErrorText = withContext(ArkField.ErrorText, 'errorText');

const Input = forwardRef<HTMLInputElement, ArkField.InputProps>(function Input(
  { className, ...props },
  ref,
) {
  return <ArkField.Input ref={ref} className={cx(input(), className)} {...props} />;
});

type TextFieldProps = Omit<ArkField.InputProps, 'children'> & {
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
};

/** A labelled input with helper and error text, wired for aria by ark's Field. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, helperText, errorText, required, disabled, ...inputProps },
  ref,
) {
  return (
    <Root required={required} disabled={disabled} invalid={Boolean(errorText)}>
      <Label>{label}</Label>
      <Input ref={ref} {...inputProps} />
      {helperText ? <HelperText>{helperText}</HelperText> : null}
      {errorText ? <ErrorText>{errorText}</ErrorText> : null}
    </Root>
  );
});

type TextAreaFieldProps = Omit<ArkField.TextareaProps, 'children'> & {
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
};

/** A labelled multi-line input, wired like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, helperText, errorText, required, disabled, className, rows = 4, ...props },
    ref,
  ) {
    return (
      <Root required={required} disabled={disabled} invalid={Boolean(errorText)}>
        <Label>{label}</Label>
        <ArkField.Textarea
          ref={ref}
          rows={rows}
          className={cx(input(), textArea, className)}
          {...props}
        />
        {helperText ? <HelperText>{helperText}</HelperText> : null}
        {errorText ? <ErrorText>{errorText}</ErrorText> : null}
      </Root>
    );
  },
);
